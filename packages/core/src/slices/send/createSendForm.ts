import type { TokenBalance } from '../../adapters/AccountDataSource'
import { toSafeImageUrl } from '../../shared/validation/safeUrl'
import { withSafeImageUrls } from '../../shared/validation/withSafeImageUrls'
import { createInitialSendState } from './createInitialSendState'
import type { SendActions, SendState } from './types'

/**
 * The send actions that need the lazily loaded controller (async, checking with its validation, or
 * filling the form from a balance list: `createSendBalances`).
 */
type SendControllerAction =
  | 'fetchTokenBalances'
  | 'setTokenBalances'
  | 'send'
  | 'setReceiver'
  | 'check'
  | 'estimateFee'
  | 'checkRisks'
  | 'setMaxAmount'

/**
 * The send form's synchronous setters (token, amount, receiver, reset): plain writes to
 * the send state, with the token's image URLs made safe. They load with the kernel so a typed
 * character lands at once; validation and sending load with the send slice.
 *
 * @param state - The instance's send state.
 * @returns The setters of {@link SendActions}.
 * @example
 * ```ts
 * const form = createSendForm(state.send)
 * form.setTokenAmount('1.5')
 * ```
 */
export function createSendForm(state: SendState): Omit<SendActions, SendControllerAction> {
  const safeToken = <T extends TokenBalance>(token: T): T => withSafeImageUrls(token, ['iconUrl', 'logoUri'])
  return {
    setToken(token) {
      // another token has another fee
      if (token?.symbol !== state.token?.symbol || token?.address !== state.token?.address) {
        state.fee = undefined
        state.feeSponsored = false
      }
      state.token = token ? safeToken(token) : token
    },
    setTokenAmount(amount) {
      state.sendTokenAmount = amount
    },
    setReceiverAddress(address) {
      state.receiverAddress = address
    },
    setReceiverProfile({ name, imageUrl }) {
      state.receiverProfileName = name
      state.receiverProfileImageUrl = toSafeImageUrl(imageUrl)
    },
    setNetworkBalanceInUSD(value) {
      state.networkBalanceInUSD = value
    },
    reset() {
      // lastRetry survives: it guards the balance service, not the form.
      Object.assign(state, { ...createInitialSendState(), lastRetry: state.lastRetry })
    },
  }
}
