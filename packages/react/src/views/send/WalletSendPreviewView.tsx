import { MESSAGES } from '@latch/core'
import { useState } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchNetwork } from '../../hooks/useLatchNetwork'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { errorMessage } from '../../utils/errorMessage'
import { shortenAddress } from '../../utils/shortenAddress'
import { SendFee } from './SendFee'

/**
 * Send, review: amount, token, receiver (its name and shortened address when it has a name),
 * network and the estimated network fee; "Send" asks the wallet. While the wallet is
 * asked the button shows progress; on success the core returns to Account, on failure the
 * normalised error is shown here.
 *
 * @example
 * ```tsx
 * <WalletSendPreviewView />
 * ```
 */
export function WalletSendPreviewView() {
  const latch = useLatchInstance()
  const send = useLatchSelector((s) => s.send)
  const { caipNetwork } = useLatchNetwork()
  const [error, setError] = useState<string | undefined>(undefined)
  const onSend = () => {
    setError(undefined)
    latch.send
      .send()
      .then(() => {
        // The core has returned to Account: show the balances the send changed.
        void latch.account.refreshBalance()
        void latch.accountData.fetchTokenBalances({ force: true })
      })
      .catch((cause: unknown) => setError(errorMessage(cause, MESSAGES.unknownWalletError)))
  }
  return (
    <div data-latch-view="WalletSendPreview">
      <dl data-latch-send-summary="">
        <dt>Amount</dt>
        <dd data-latch-send-amount="">
          {send.sendTokenAmount ?? '—'} {send.token?.symbol}
        </dd>
        <dt>To</dt>
        <dd data-latch-send-receiver="" title={send.receiverAddress}>
          {send.receiverProfileName ? (
            <>
              {send.receiverProfileName}{' '}
              <span data-latch-hint="">
                {send.receiverAddress ? shortenAddress(send.receiverAddress) : ''}
              </span>
            </>
          ) : (
            (send.receiverAddress ?? '—')
          )}
        </dd>
        <dt>Network</dt>
        <dd>{caipNetwork?.name ?? '—'}</dd>
      </dl>
      <SendFee fee={send.fee} network={caipNetwork} />
      {error ? (
        <p data-latch-error="" role="alert">
          {error}
        </p>
      ) : null}
      <div data-latch-button-row="">
        <button type="button" onClick={() => latch.router.goBack()} disabled={send.loading}>
          Cancel
        </button>
        <button
          type="button"
          data-latch-primary=""
          onClick={onSend}
          disabled={send.loading}
          aria-busy={send.loading}
        >
          {send.loading ? 'Sending…' : 'Send'}
        </button>
      </div>
    </div>
  )
}
