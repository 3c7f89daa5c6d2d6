import type { ReviewedPreview } from '../../simulation/reviewedPreview'
import { SIMULATION_MESSAGES } from '../../simulation/simulationMessages'
import type { RequestReview } from './types'

/**
 * Follows a waiting request's preview while its review runs: `loading` until the adapter answers,
 * then its state and flags, which `join` adds to each review step (`changed` is called once it
 * answers, to show it). A preview that rejects shows as failed; no preview leaves the review as is.
 *
 * @param previewing - The preview under way (`ApprovalContext.preview`), or undefined.
 * @param changed - Called when the preview has answered.
 * @returns `join`, the review with the preview.
 * @example
 * ```ts
 * const previewed = followPreview(deps.preview?.(entry), () => set(current))
 * patch(id, { review: previewed.join(review) })
 * ```
 */
export function followPreview(previewing: Promise<ReviewedPreview> | undefined, changed: () => void) {
  let reviewed: ReviewedPreview | undefined = previewing
    ? { preview: { status: 'loading' }, flags: [] }
    : undefined
  previewing
    ?.catch(
      () =>
        ({ preview: { status: 'failed', reason: SIMULATION_MESSAGES.previewFailed }, flags: [] }) as const,
    )
    .then((answer) => {
      reviewed = answer
      changed()
    })
  return {
    join: (review: RequestReview): RequestReview =>
      reviewed?.preview
        ? { ...review, flags: [...review.flags, ...reviewed.flags], preview: reviewed.preview }
        : review,
  }
}
