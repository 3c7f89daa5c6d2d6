import type { RiskFlag } from '@latch/core'
import { useT } from '../../hooks/useT'

/**
 * Risk flags as warning lines, each with an icon, its words (`approve.flag.<kind>`) and its detail
 * as plain text (a revert's reason, the address a look-alike imitates). Renders nothing without
 * flags. Shared by ApproveTransaction and the send review (every send view hands over the
 * approval's English, where these words are).
 *
 * @param props - The flags.
 * @example
 * ```tsx
 * <RiskFlagList flags={[{ kind: 'lookalikeReceiver', why: '…', detail: '0x1234…' }]} />
 * ```
 */
export function RiskFlagList({ flags }: { flags: readonly RiskFlag[] }) {
  const t = useT()
  if (flags.length === 0) return null
  return (
    <ul data-latch-approval-flags="" aria-label={t('approve.risks')}>
      {flags.map((flag) => (
        <li key={flag.kind} data-latch-approval-flag={flag.kind}>
          <span data-latch-approval-flag-icon="" aria-hidden="true">
            ⚠
          </span>
          {t(`approve.flag.${flag.kind}`)}
          {flag.detail ? <span data-latch-approval-flag-detail="">{flag.detail}</span> : null}
        </li>
      ))}
    </ul>
  )
}
