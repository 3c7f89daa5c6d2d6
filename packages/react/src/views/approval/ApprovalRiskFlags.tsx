import type { RiskFlag } from '@latch/core'
import { useT } from '../../hooks/useT'

/**
 * The risks core flagged on a call, each a warning line with an icon and its one line of why
 * (an unlimited approval, access to every item of a collection). Renders nothing without flags.
 *
 * @param props - The call's flags.
 * @example
 * ```tsx
 * <ApprovalRiskFlags flags={[{ kind: 'unlimitedApproval', why: '…' }]} />
 * ```
 */
export function ApprovalRiskFlags({ flags }: { flags: readonly RiskFlag[] }) {
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
        </li>
      ))}
    </ul>
  )
}
