import { formatNumber } from '@latch/core'
import { useEffect } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSnapshot } from '../../hooks/useLatchSnapshot'
import { shortenAddress } from '../../utils/shortenAddress'

const LABEL = { in: 'Received', out: 'Sent', self: 'Moved' } as const

/**
 * The Activity tab: the account's transactions, newest first (pending ones included), each with
 * its direction, amount, counterparty and time; "Load more" while the source has more pages.
 *
 * @example
 * ```tsx
 * <ActivityPanel />
 * ```
 */
export function ActivityPanel() {
  const latch = useLatchInstance()
  const { activity, activityLoading, activityNext, pendingTransactions } = useLatchSnapshot().accountData
  useEffect(() => {
    void latch.accountData.fetchActivity()
  }, [latch])
  const items = [...pendingTransactions, ...activity]
  if (items.length === 0)
    return <p data-latch-empty="">{activityLoading ? 'Loading activity…' : 'No activity yet'}</p>
  return (
    <>
      <ul data-latch-activity-list="" aria-label="Activity" aria-busy={activityLoading}>
        {items.map((item) => (
          <li key={item.id} data-latch-activity={item.metadata.status}>
            {item.transfers.map((t) => (
              <span
                key={`${t.from}:${t.to}:${t.tokenAddress ?? ''}:${t.tokenId ?? ''}`}
                data-latch-activity-summary=""
              >
                {LABEL[t.direction]} {t.tokenId === undefined ? formatNumber(t.amount) : `#${t.tokenId}`}{' '}
                {t.symbol}{' '}
                {t.direction === 'in' ? `from ${shortenAddress(t.from)}` : `to ${shortenAddress(t.to)}`}
              </span>
            ))}
            <time dateTime={new Date(item.metadata.minedAt).toISOString()}>
              {item.metadata.status === 'pending'
                ? 'Pending'
                : new Date(item.metadata.minedAt).toLocaleString('en-US')}
            </time>
          </li>
        ))}
      </ul>
      {activityNext ? (
        <button
          type="button"
          data-latch-load-more=""
          disabled={activityLoading}
          onClick={() => void latch.accountData.fetchActivity({ nextPage: true })}
        >
          Load more
        </button>
      ) : null}
    </>
  )
}
