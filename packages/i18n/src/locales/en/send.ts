/**
 * The English words of the Send views (WalletSend, WalletSendSelectToken, WalletSendPreview) and Account's token list; core's send errors are in `en/sendErrors.ts`. They load with the view that shows them, not with the i18n
 * runtime: the view hands them to the instance's translator before it renders
 * (`useViewTranslation(enSend)` in `@latch/react`). Every other locale keeps these keys in its one
 * chunk; `MessageKey` and the locale checks cover them as every other key.
 *
 * @example
 * ```ts
 * enSend['send.review'] // 'Review'
 * ```
 */
export const enSend = {
  'send.selectToken': 'Select token',
  'send.balance': 'Balance: {amount} {symbol}',
  'send.amount': 'Amount',
  'send.max': 'Max',
  'send.maxLabel': 'Max (keeps the network fee)',
  'send.to': 'To',
  'send.receiverPlaceholder': 'Address or name',
  'send.receiverPlaceholderAddress': 'Address',
  'send.lookingUpName': 'Looking up name…',
  'send.review': 'Review',
  'send.network': 'Network',
  'send.networkFee': 'Network fee',
  'send.send': 'Send',
  'send.sending': 'Sending…',
  'send.noTokens': 'No tokens to send',
  'send.noTokensHint':
    'This address holds no tokens on this network yet. Receive some first, then come back.',
  'send.loadingTokens': 'Loading tokens',
  'send.tokensLabel': 'Tokens',
} as const
