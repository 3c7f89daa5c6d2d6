import type { ApprovalSummary, RequestReview } from '@latch/core'
import { RiskFlagList } from '../send/RiskFlagList'

/**
 * The risks core flagged on a request, each a warning line with an icon and its one line of why
 * (an unlimited approval, access to every item of a collection, a revert with its reason, a
 * look-alike receiver with the address it imitates, another chain, a new permit spender), its
 * detail as plain text. Renders nothing without flags.
 *
 * @param props - The request read for the view (its call's or typed data's flags) and its review's flags.
 * @example
 * ```tsx
 * <ApprovalRiskFlags summary={summary} review={pending.review} />
 * ```
 */
export function ApprovalRiskFlags({
  summary,
  review,
}: {
  summary: ApprovalSummary
  review?: RequestReview | undefined
}) {
  const flags = [
    ...(summary.kind === 'transaction' && summary.call?.kind === 'call' ? summary.call.flags : []),
    ...(summary.kind === 'signTypedData' && summary.words ? summary.words.flags : []),
    ...(review?.flags ?? []),
  ]
  return <RiskFlagList flags={flags} />
}
