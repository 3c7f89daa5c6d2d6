import { formatNumber } from '@latch/core'
import { type FormEvent, useEffect, useId } from 'react'
import { WalletImage } from '../../components/WalletImage'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSnapshot } from '../../hooks/useLatchSnapshot'

/**
 * Send, step 1: the token (opens the token list), the amount (a decimal string, never a float) and
 * the receiver address. Continuing opens the preview; the core validates when sending. Focus goes
 * to the token when none is chosen yet, else to the amount (what the user fills in next).
 *
 * @example
 * ```tsx
 * <WalletSendView />
 * ```
 */
export function WalletSendView() {
  const latch = useLatchInstance()
  const { send } = useLatchSnapshot()
  const amountId = useId()
  const receiverId = useId()
  useEffect(() => {
    // the Tokens tab's list, from its one cache
    void latch.send.fetchTokenBalances()
  }, [latch])
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    latch.router.push('WalletSendPreview')
  }
  const token = send.token
  return (
    <form data-latch-view="WalletSend" data-latch-send-form="" onSubmit={onSubmit}>
      <button
        type="button"
        data-latch-token-select=""
        data-latch-autofocus={token ? undefined : ''}
        onClick={() => latch.router.push('WalletSendSelectToken')}
      >
        {token ? <WalletImage src={token.iconUrl ?? token.logoUri} name={token.symbol} /> : null}
        <span>{token ? token.symbol : 'Select token'}</span>
      </button>
      {token ? (
        <p data-latch-hint="" data-latch-send-balance="">
          Balance: {formatNumber(token.quantity.numeric)} {token.symbol}
        </p>
      ) : null}
      <label htmlFor={amountId}>Amount</label>
      <input
        id={amountId}
        name="amount"
        data-latch-autofocus={token ? '' : undefined}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        pattern="[0-9]*[.]?[0-9]*"
        value={send.sendTokenAmount ?? ''}
        onChange={(event) => latch.send.setTokenAmount(event.target.value.trim() || undefined)}
      />
      <label htmlFor={receiverId}>To</label>
      <input
        id={receiverId}
        name="receiver"
        autoComplete="off"
        spellCheck={false}
        placeholder="Address"
        value={send.receiverAddress ?? ''}
        onChange={(event) => latch.send.setReceiverAddress(event.target.value.trim() || undefined)}
      />
      <button
        type="submit"
        data-latch-primary=""
        disabled={!token || !send.sendTokenAmount || !send.receiverAddress}
      >
        Review
      </button>
    </form>
  )
}
