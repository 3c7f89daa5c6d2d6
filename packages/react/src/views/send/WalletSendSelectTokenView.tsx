import { enSendErrors } from '@latch/i18n/errors'
import { enApproval, enSend } from '@latch/i18n/views'
import { useEffect, useState } from 'react'
import { EmptyState } from '../../components/EmptyState'
import { SkeletonRows } from '../../components/SkeletonRows'
import { TokenIcon } from '../../components/TokenIcon'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useViewTranslation } from '../../hooks/useViewTranslation'

/**
 * Send: choose the token among the account's sendable tokens (the core drops tokens with decimals
 * "0"). Picking one returns to the amount step. Row-sized placeholders stand in while the list loads;
 * an empty state says what to do when there is nothing to send.
 *
 * @example
 * ```tsx
 * <WalletSendSelectTokenView />
 * ```
 */
export function WalletSendSelectTokenView() {
  const latch = useLatchInstance()
  const tr = useViewTranslation(enSend, enSendErrors, enApproval)
  const { t } = tr
  const send = useLatchSelector((s) => s.send)
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    let live = true
    const done = () => live && setLoaded(true)
    // the Tokens tab's list, from its one cache
    latch.send.fetchTokenBalances().then(done, done)
    return () => {
      live = false
    }
  }, [latch])
  if (send.tokenBalances.length === 0)
    return (
      <div data-latch-view="WalletSendSelectToken">
        {loaded ? (
          <EmptyState title={t('send.noTokens')} guidance={t('send.noTokensHint')} />
        ) : (
          <SkeletonRows count={3} label={t('send.loadingTokens')} />
        )}
      </div>
    )
  return (
    <ul data-latch-view="WalletSendSelectToken" data-latch-token-list="" aria-label={t('send.tokensLabel')}>
      {send.tokenBalances.map((token, index) => (
        <li key={`${token.chainId}:${token.address ?? 'native'}`}>
          <button
            type="button"
            data-latch-token-option={token.symbol}
            aria-current={
              send.token?.symbol === token.symbol && send.token.address === token.address ? 'true' : undefined
            }
            onClick={() => {
              latch.send.setToken(latch.state.send.tokenBalances[index])
              latch.router.goBack()
            }}
          >
            <TokenIcon token={token} />
            <span data-latch-token-name="">{token.name}</span>
            <span data-latch-token-amount="">
              <bdi>{tr.formatNumber(token.quantity.numeric)}</bdi> <bdi>{token.symbol}</bdi>
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
