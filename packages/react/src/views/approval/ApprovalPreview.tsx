import type { RequestReview } from '@latch/core'
import { useTranslation } from '../../hooks/useTranslation'
import { ApprovalPreviewPsbt } from './ApprovalPreviewPsbt'
import { ApprovalPreviewSolana } from './ApprovalPreviewSolana'
import { ApprovalPreviewStacksCall, ApprovalPreviewStxTransfer } from './ApprovalPreviewStacks'

/**
 * What the chain adapter decoded the request to, before Approve: a Bitcoin PSBT's inputs and
 * outputs with "yours" and "change" marks and its fee, a Stacks call's arguments and
 * post-conditions (with the `allow` mode warning first), an STX transfer, or a Solana
 * transaction's transfers as "Send 0.5 SOL to …" lines. While it is read, a busy status; when it
 * could not be, "Could not preview: …" (Approve stays available). Renders nothing for a request
 * that is not previewed.
 *
 * @param props - The request's review.
 * @example
 * ```tsx
 * <ApprovalPreview review={pending.review} />
 * ```
 */
export function ApprovalPreview({ review }: { review: RequestReview | undefined }) {
  const tr = useTranslation()
  const state = review?.preview
  if (!state) return null
  if (state.status === 'loading')
    return (
      <p data-latch-approval-simulation="loading" role="status" aria-busy="true">
        {tr.t('approve.previewing')}
      </p>
    )
  if (state.status === 'failed')
    return (
      <p data-latch-approval-simulation="failed" data-latch-approval-preview="failed" role="status">
        {tr.t('approve.previewFailed', { reason: tr.isolate(state.reason) })}
      </p>
    )
  const { preview } = state
  switch (preview.kind) {
    case 'bitcoinPsbt':
      return <ApprovalPreviewPsbt preview={preview} />
    case 'stacksCall':
      return <ApprovalPreviewStacksCall preview={preview} />
    case 'stxTransfer':
      return <ApprovalPreviewStxTransfer preview={preview} />
    default:
      return <ApprovalPreviewSolana preview={preview} />
  }
}
