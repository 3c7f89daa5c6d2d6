import { useEffect } from 'react'
import { EmptyState } from '../../components/EmptyState'
import { SkeletonRows } from '../../components/SkeletonRows'
import { TokenIcon } from '../../components/TokenIcon'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useTranslation } from '../../hooks/useTranslation'

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
  const latch = useLatchInstance()
  const tr = useTranslation()
  const { tokenBalances, tokensLoading } = useLatchSelector((s) => ({
    tokenBalances: s.accountData.tokenBalances,
    tokensLoading: s.accountData.tokensLoading,
  }))
  useEffect(() => {
    void latch.accountData.fetchTokenBalances()
  }, [latch])
  if (tokenBalances.length === 0)
    return tokensLoading ? (
      <SkeletonRows count={3} label={tr.t('send.loadingTokens')} />
    ) : (
      <EmptyState title={tr.t('account.tokens.empty')} guidance={tr.t('account.tokens.emptyHint')} />
    )
  return (
    <ul data-latch-token-list="" aria-label={tr.t('account.tabs.tokens')} aria-busy={tokensLoading}>
      {tokenBalances.map((token) => (
        <li key={`${token.chainId}:${token.address ?? 'native'}`} data-latch-token={token.symbol}>
          <TokenIcon token={token} />
          <span data-latch-token-name="">{token.name}</span>
          <span data-latch-token-amount="">
            <bdi>{tr.formatNumber(token.quantity.numeric)}</bdi> <bdi>{token.symbol}</bdi>
          </span>
          {token.value === undefined ? null : (
            <span data-latch-token-value="">
              <bdi>{tr.formatCurrency(token.value)}</bdi>
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}
