import { type FormEvent, useEffect, useId, useState } from 'react'
import { TokenIcon } from '../../components/TokenIcon'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchNetwork } from '../../hooks/useLatchNetwork'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useTranslation } from '../../hooks/useTranslation'
import { shortenAddress } from '../../utils/shortenAddress'
import { SendFee } from './SendFee'

/**
 * Send, step 1: the token (the native currency by default; opens the token list), the amount (a
 * decimal string, never a float) with Max (the balance, minus the network fee for the native
 * currency), the receiver (an address, or a name resolved to one where the network has names),
 * and the estimated network fee. The form is checked as the user types with the rules the send
 * applies (address format and checksum, amount within the balance and the token's decimals); each
 * problem shows under its field and Review stays disabled until the send would pass.
 *
 * @example
 * ```tsx
 * <WalletSendView />
 * ```
 */
export function WalletSendView() {
  const latch = useLatchInstance()
  const tr = useTranslation()
  const { t } = tr
  const send = useLatchSelector((s) => s.send)
  const { caipNetwork } = useLatchNetwork()
  const amountId = useId()
  const receiverId = useId()
  const [receiverText, setReceiverText] = useState(
    () => latch.state.send.receiverProfileName ?? latch.state.send.receiverAddress ?? '',
  )
  useEffect(() => {
    // the Tokens tab's list, from its one cache
    void latch.send.fetchTokenBalances()
  }, [latch])
  const token = send.token
  // The fee depends on the token and the receiver: estimated again when either changes.
  const feeInputs = token ? `${token.chainId}|${token.address ?? ''}|${send.receiverAddress ?? ''}` : ''
  useEffect(() => {
    if (feeInputs !== '') void latch.send.estimateFee()
  }, [latch, feeInputs])
  const check = latch.send.check()
  const problem = check.ready ? undefined : check
  const errorOf = (field: 'amount' | 'receiver') =>
    problem?.field === field ? tr.message(problem.message) : undefined
  const amountError = errorOf('amount')
  const receiverError = send.receiverResolving ? undefined : errorOf('receiver')
  const formError =
    problem?.field === 'token' || problem?.field === 'form' ? tr.message(problem.message) : undefined
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (check.ready && !send.receiverResolving) latch.router.push('WalletSendPreview')
  }
  const native = token?.address === undefined
  return (
    <form data-latch-view="WalletSend" data-latch-send-form="" onSubmit={onSubmit} noValidate>
      <button
        type="button"
        data-latch-token-select=""
        data-latch-autofocus={token ? undefined : ''}
        onClick={() => latch.router.push('WalletSendSelectToken')}
      >
        {token ? <TokenIcon token={token} /> : null}
        <span>{token ? token.symbol : t('send.selectToken')}</span>
      </button>
      {token ? (
        <p data-latch-hint="" data-latch-send-balance="">
          {t('send.balance', {
            amount: tr.isolate(tr.formatNumber(token.quantity.numeric)),
            symbol: tr.isolate(token.symbol),
          })}
          {native && send.networkBalanceInUSD !== undefined ? (
            <span data-latch-send-balance-usd="">
              {' '}
              (<bdi>{tr.formatCurrency(send.networkBalanceInUSD)}</bdi>)
            </span>
          ) : null}
        </p>
      ) : null}
      {formError ? (
        <p data-latch-field-error="" data-field="form" aria-live="polite">
          {formError}
        </p>
      ) : null}
      <div data-latch-field="">
        <div data-latch-field-label="">
          <label htmlFor={amountId}>{t('send.amount')}</label>
          <button
            type="button"
            data-latch-max=""
            disabled={!token}
            aria-label={native ? t('send.maxLabel') : t('send.max')}
            onClick={() => void latch.send.setMaxAmount()}
          >
            {t('send.max')}
          </button>
        </div>
        <input
          id={amountId}
          name="amount"
          data-latch-autofocus={token ? '' : undefined}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? `${amountId}-error` : undefined}
          value={send.sendTokenAmount ?? ''}
          onChange={(event) => latch.send.setTokenAmount(event.target.value.trim() || undefined)}
        />
        <p id={`${amountId}-error`} data-latch-field-error="" data-field="amount" aria-live="polite">
          {amountError ?? ''}
        </p>
      </div>
      <div data-latch-field="">
        <label htmlFor={receiverId}>{t('send.to')}</label>
        <input
          id={receiverId}
          name="receiver"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('send.receiverPlaceholder')}
          aria-invalid={receiverError ? true : undefined}
          aria-describedby={receiverError ? `${receiverId}-error` : `${receiverId}-profile`}
          value={receiverText}
          onChange={(event) => {
            setReceiverText(event.target.value)
            void latch.send.setReceiver(event.target.value)
          }}
        />
        <div id={`${receiverId}-profile`} data-latch-receiver-profile="" aria-live="polite">
          {send.receiverResolving ? <span data-latch-hint="">{t('send.lookingUpName')}</span> : null}
          {!send.receiverResolving && send.receiverProfileName && send.receiverAddress ? (
            <>
              {send.receiverProfileImageUrl ? (
                <img src={send.receiverProfileImageUrl} alt="" width={20} height={20} decoding="async" />
              ) : null}
              <bdi data-latch-receiver-name="">{send.receiverProfileName}</bdi>{' '}
              <span data-latch-hint="" title={send.receiverAddress}>
                <bdi>{shortenAddress(send.receiverAddress)}</bdi>
              </span>
            </>
          ) : null}
        </div>
        <p id={`${receiverId}-error`} data-latch-field-error="" data-field="receiver" aria-live="polite">
          {receiverError ?? ''}
        </p>
      </div>
      <SendFee fee={send.fee} network={caipNetwork} />
      <button type="submit" data-latch-primary="" disabled={!check.ready || send.receiverResolving}>
        {t('send.review')}
      </button>
    </form>
  )
}
