import type { RequestReview } from '@latch/core'
import { useTranslation } from '../../hooks/useTranslation'
import { shortenAddress } from '../../utils/shortenAddress'

/**
 * What the simulation says the request does to the visitor's account, before Approve: "You send"
 * and "You receive" (the balance changes core read, in token units) and "Approvals" (what it lets
 * a spender move). While the app's RPC simulates it, a busy status; when it could not be simulated,
 * "Could not simulate: …" (Approve stays available). A revert shows as a risk flag instead.
 * Renders nothing for a request that is not simulated.
 *
 * @param props - The request's review.
 * @example
 * ```tsx
 * <ApprovalEffects review={pending.review} />
 * ```
 */
export function ApprovalEffects({ review }: { review: RequestReview | undefined }) {
  const tr = useTranslation()
  const { t } = tr
  const simulation = review?.simulation
  if (!simulation || simulation.status === 'reverted') return null
  if (simulation.status === 'loading')
    return (
      <p data-latch-approval-simulation="loading" role="status" aria-busy="true">
        {t('approve.simulating')}
      </p>
    )
  if (simulation.status === 'failed')
    return (
      <p data-latch-approval-simulation="failed" role="status">
        {t('approve.simFailed', { reason: tr.isolate(simulation.reason) })}
      </p>
    )
  const sent = simulation.changes.filter((c) => c.amount < 0n)
  const received = simulation.changes.filter((c) => c.amount > 0n)
  const groups = [
    { key: 'send', label: t('approve.youSend'), items: sent.map((c) => c.text) },
    { key: 'receive', label: t('approve.youReceive'), items: received.map((c) => c.text) },
    {
      key: 'approvals',
      label: t('approve.approvals'),
      items: simulation.approvals.map((a) => `${a.text} → ${shortenAddress(a.spender)}`),
    },
  ].filter((g) => g.items.length > 0)
  return (
    <div data-latch-approval-simulation="done" data-latch-approval-effects="">
      {groups.length === 0 ? <p data-latch-hint="">{t('approve.noChanges')}</p> : null}
      {groups.map((group) => (
        <section key={group.key} data-latch-approval-effect={group.key} aria-label={group.label}>
          <h3 data-latch-approval-heading="">{group.label}</h3>
          <ul>
            {group.items.map((text, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the simulation is frozen; its order is its identity
              <li key={index}>{tr.isolate(text)}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
