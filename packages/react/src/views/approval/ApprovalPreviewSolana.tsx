import type { RequestPreview } from '@latch/core'
import { useTranslation } from '../../hooks/useTranslation'
import { shortenAddress } from '../../utils/shortenAddress'

type Transfers = Extract<RequestPreview, { kind: 'solanaTransfers' }>

/**
 * A Solana transaction's preview: one line per instruction, "Send 0.5 SOL to …" for a SOL or SPL
 * token transfer (the token's mint beside it when known), "Unknown instruction (program id)" for
 * anything else.
 *
 * @param props - The preview.
 * @example
 * ```tsx
 * <ApprovalPreviewSolana preview={preview} />
 * ```
 */
export function ApprovalPreviewSolana({ preview }: { preview: Transfers }) {
  const tr = useTranslation()
  const { t } = tr
  return (
    <div data-latch-approval-effects="" data-latch-approval-preview="solanaTransfers">
      <ul data-latch-approval-effect="instructions">
        {preview.instructions.map((ix, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the instructions' order is the transaction's
          <li key={index} data-latch-approval-instruction={ix.kind}>
            {ix.kind === 'unknown'
              ? t('approve.unknownInstruction', { program: tr.isolate(ix.programId) })
              : t('approve.sendTo', { amount: tr.isolate(ix.text), to: tr.isolate(shortenAddress(ix.to)) })}
            {ix.kind === 'spl' && ix.mint ? (
              <span data-latch-approval-flag-detail="">
                {t('approve.mint')}: {tr.isolate(ix.mint)}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
