import { MESSAGES, type RiskFlag } from '@latch/core'
import { enSendErrors } from '@latch/i18n/errors'
import { enApproval, enSend } from '@latch/i18n/views'
import { useEffect, useState } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchNetwork } from '../../hooks/useLatchNetwork'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useViewTranslation } from '../../hooks/useViewTranslation'
import { errorMessage } from '../../utils/errorMessage'
import { shortenAddress } from '../../utils/shortenAddress'
import { RiskFlagList } from './RiskFlagList'
import { SendFee } from './SendFee'

/**
 * Send, review: amount, token, receiver (its name and shortened address when it has a name),
 * network, the estimated network fee and the send's risk flags as ApproveTransaction shows a
 * request's (`latch.send.checkRisks()`: a look-alike receiver, a token sent to its own contract);
 * "Send" asks the wallet. While the wallet is
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
  const tr = useViewTranslation(enSend, enSendErrors, enApproval)
  const { t } = tr
  const send = useLatchSelector((s) => s.send)
  const { caipNetwork } = useLatchNetwork()
  const [error, setError] = useState<string | undefined>(undefined)
  const [flags, setFlags] = useState<readonly RiskFlag[]>([])
  // the flags of the send as reviewed: checked again when its receiver or token changes
  // biome-ignore lint/correctness/useExhaustiveDependencies: the receiver and token are what the check reads, through core
  useEffect(() => {
    let current = true
    void latch.send.checkRisks().then((found) => current && setFlags(found))
    return () => {
      current = false
    }
  }, [latch, send.receiverAddress, send.token?.address])
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
        <dt>{t('send.amount')}</dt>
        <dd data-latch-send-amount="">
          <bdi>{send.sendTokenAmount ?? '—'}</bdi> <bdi>{send.token?.symbol}</bdi>
        </dd>
        <dt>{t('send.to')}</dt>
        <dd data-latch-send-receiver="" title={send.receiverAddress}>
          {send.receiverProfileName ? (
            <>
              <bdi>{send.receiverProfileName}</bdi>{' '}
              <span data-latch-hint="">
                <bdi>{send.receiverAddress ? shortenAddress(send.receiverAddress) : ''}</bdi>
              </span>
            </>
          ) : (
            <bdi>{send.receiverAddress ?? '—'}</bdi>
          )}
        </dd>
        <dt>{t('send.network')}</dt>
        <dd>
          <bdi>{caipNetwork?.name ?? '—'}</bdi>
        </dd>
      </dl>
      <RiskFlagList flags={flags} />
      <SendFee />
      {error ? (
        <p data-latch-error="" role="alert">
          {tr.message(error)}
        </p>
      ) : null}
      <div data-latch-button-row="">
        <button type="button" onClick={() => latch.router.goBack()} disabled={send.loading}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          data-latch-primary=""
          onClick={onSend}
          disabled={send.loading}
          aria-busy={send.loading}
        >
          {send.loading ? t('send.sending') : t('send.send')}
        </button>
      </div>
    </div>
  )
}
