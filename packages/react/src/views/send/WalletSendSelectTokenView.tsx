import { formatNumber } from '@latch/core'
import { useEffect } from 'react'
import { TokenIcon } from '../../components/TokenIcon'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'

/**
 * Send: choose the token among the account's sendable tokens (the core drops tokens with decimals
 * "0"). Picking one returns to the amount step.
 *
 * @example
 * ```tsx
 * <WalletSendSelectTokenView />
 * ```
 */
export function WalletSendSelectTokenView() {
  const latch = useLatchInstance()
  const send = useLatchSelector((s) => s.send)
  useEffect(() => {
    // the Tokens tab's list, from its one cache
    void latch.send.fetchTokenBalances()
  }, [latch])
  if (send.tokenBalances.length === 0) return <p data-latch-view="WalletSendSelectToken">No tokens to send</p>
  return (
    <ul data-latch-view="WalletSendSelectToken" data-latch-token-list="" aria-label="Tokens">
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
              {formatNumber(token.quantity.numeric)} {token.symbol}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
