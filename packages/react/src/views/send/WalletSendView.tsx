import { enSendErrors } from '@latch/i18n/errors'
import { enApproval, enSend } from '@latch/i18n/views'
import { type FormEvent, useEffect } from 'react'
import { TokenIcon } from '../../components/TokenIcon'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useViewTranslation } from '../../hooks/useViewTranslation'
import { SendAmountField } from './SendAmountField'
import { SendFee } from './SendFee'
import { SendReceiverField } from './SendReceiverField'

/**
 * Send, step 1: the token (the native currency by default; opens the token list), the amount (a
 * decimal string, never a float) with Max (the balance, minus the network fee for the native
 * currency), the receiver (an address, or a name resolved to one where the network has names),
 * and the estimated network fee (or that the app pays it: a sponsored smart account, whose Max is
 * the whole balance). The form is checked as the user types with the rules the send
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
  const tr = useViewTranslation(enSend, enSendErrors, enApproval)
  const { t } = tr
  const send = useLatchSelector((s) => s.send)
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
  // each typed field's own problem, so an invalid amount and receiver are marked together
  const errorOf = (field: 'amount' | 'receiver') => {
    const own = problem?.fields?.[field]
    return own ? tr.message(own.message) : undefined
  }
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
      <SendAmountField error={amountError} />
      <SendReceiverField error={receiverError} />
      <SendFee />
      <button type="submit" data-latch-primary="" disabled={!check.ready || send.receiverResolving}>
        {t('send.review')}
      </button>
    </form>
  )
}
