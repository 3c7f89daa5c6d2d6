import { TokenIcon } from '../../components/TokenIcon'
import { useTranslation } from '../../hooks/useTranslation'
import { AccountListPanel } from './AccountListPanel'

/**
 * The Tokens tab: each token's icon, name, amount (en-US, 2 decimals) and value when priced;
 * row-sized placeholders while the first list loads, and an empty state with guidance when none. Asks
 * the core for the balances when shown (cached and deduplicated there), which also covers the
 * embedded modal, whose Account view is shown without the modal ever being "open".
 *
 * @example
 * ```tsx
 * <TokensPanel />
 * ```
 */
export function TokensPanel() {
  const tr = useTranslation()
  return (
    <AccountListPanel
      kind="token"
      select={(data) => ({ items: data.tokenBalances, loading: data.tokensLoading })}
      fetch={(latch) => latch.accountData.fetchTokenBalances()}
    >
      {({ items }) =>
        items.map((token) => (
          <li key={`${token.chainId}:${token.address ?? 'native'}`} data-latch-token={token.symbol}>
            <TokenIcon token={token} />
            <span data-latch-token-name="">{token.name}</span>
            <span data-latch-token-amount="">
              {/* one left-to-right unit, as the balance above reads: "10,000.00 ETH" in every language */}
              <bdi>{`${tr.formatNumber(token.quantity.numeric)} ${token.symbol}`}</bdi>
            </span>
            {token.value === undefined ? null : (
              <span data-latch-token-value="">
                <bdi>{tr.formatCurrency(token.value)}</bdi>
              </span>
            )}
          </li>
        ))
      }
    </AccountListPanel>
  )
}
