import { activityTransferKind, explorerUrl } from '@latch/core'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchNetwork } from '../../hooks/useLatchNetwork'
import { useTranslation } from '../../hooks/useTranslation'
import { shortenAddress } from '../../utils/shortenAddress'
import { AccountListPanel } from './AccountListPanel'
import { ACTIVITY_DATE_TIME, ACTIVITY_ICON, ACTIVITY_LABEL, ACTIVITY_STATUS } from './activityRowText'

/**
 * The Activity tab: the account's transactions, newest first (pending ones included). Each row has
 * a direction icon, "Sent" or "Received", the amount, the counterpart (shortened, full address in
 * its title), "Failed" for a send that reverted, "Smart account" for a user operation of a smart
 * account (with "fee paid by the app" when a paymaster paid it), the time, and a link to the
 * transaction on the network's explorer when it has one; "Load more" while the source has more
 * pages.
 *
 * @example
 * ```tsx
 * <ActivityPanel />
 * ```
 */
export function ActivityPanel() {
  const latch = useLatchInstance()
  const tr = useTranslation()
  const { caipNetwork } = useLatchNetwork()
  return (
    <AccountListPanel
      kind="activity"
      select={(data) => ({
        items: [...data.pendingTransactions, ...data.activity],
        loading: data.activityLoading,
        next: data.activityNext,
      })}
      fetch={(l) => l.accountData.fetchActivity()}
      footer={({ loading, next }) =>
        next ? (
          <button
            type="button"
            data-latch-load-more=""
            disabled={loading}
            onClick={() => void latch.accountData.fetchActivity({ nextPage: true })}
          >
            {tr.t('account.activity.loadMore')}
          </button>
        ) : null
      }
    >
      {({ items }) =>
        items.map((item) => {
          const network = latch.state.chains.networks.find((n) => n.caipNetworkId === item.metadata.chain)
          const { status } = item.metadata
          // a queued multisig proposal is not on chain: no explorer knows its hash
          const txUrl =
            status === 'queued'
              ? undefined
              : explorerUrl(network ?? caipNetwork, { transaction: item.metadata.hash })
          const first = item.transfers[0]
          // a smart account's user operation (its hash is the bundle transaction that included it)
          const operation = item.metadata.userOperation
          return (
            <li key={item.id} data-latch-activity={status}>
              <span data-latch-activity-icon={first?.direction ?? 'self'} aria-hidden="true">
                {ACTIVITY_ICON[first?.direction ?? 'self']}
              </span>
              <span data-latch-activity-body="">
                {item.transfers.map((t) => {
                  const counterpart = t.direction === 'in' ? t.from : t.to
                  // a mint or a burn has no one on the other side: the zero address is not shown
                  const kind = activityTransferKind(t)
                  return (
                    <span
                      key={`${t.from}:${t.to}:${t.tokenAddress ?? ''}:${t.tokenId ?? ''}`}
                      data-latch-activity-summary=""
                      data-direction={t.direction}
                      data-kind={kind}
                    >
                      <span data-latch-activity-direction="">{tr.t(ACTIVITY_LABEL[kind])}</span>{' '}
                      <span data-latch-activity-amount="">
                        <bdi>{`${t.tokenId === undefined ? tr.formatNumber(t.amount) : `#${t.tokenId}`} ${t.symbol}`}</bdi>
                      </span>
                      {kind === 'mint' || kind === 'burn' ? null : (
                        <>
                          {' '}
                          <span data-latch-activity-counterpart="" title={counterpart}>
                            {tr.t(t.direction === 'in' ? 'account.activity.from' : 'account.activity.to', {
                              address: tr.isolate(shortenAddress(counterpart)),
                            })}
                          </span>
                        </>
                      )}
                    </span>
                  )
                })}
                {status === 'failed' ? (
                  <span data-latch-activity-status="">{tr.t(ACTIVITY_STATUS.failed)}</span>
                ) : null}
                {operation ? (
                  <span data-latch-activity-operation={operation.sponsored ? 'sponsored' : ''}>
                    {tr.t(
                      operation.sponsored
                        ? 'account.activity.sponsoredOperation'
                        : 'account.activity.userOperation',
                    )}
                  </span>
                ) : null}
                <time dateTime={new Date(item.metadata.minedAt).toISOString()}>
                  {status === 'failed' || status === 'confirmed'
                    ? tr.formatDate(item.metadata.minedAt, ACTIVITY_DATE_TIME)
                    : tr.t(ACTIVITY_STATUS[status])}
                </time>
              </span>
              {txUrl ? (
                <a
                  data-latch-explorer-link=""
                  href={txUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={tr.t('account.activity.viewOnExplorer', {
                    // i18n-ignore: the select's value (in, out, self), not text
                    direction: first?.direction ?? 'self',
                  })}
                >
                  ↗
                </a>
              ) : null}
            </li>
          )
        })
      }
    </AccountListPanel>
  )
}
