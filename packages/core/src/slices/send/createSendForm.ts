import type { TokenBalance } from '../../adapters/AccountDataSource'
import type { CaipNetwork } from '../../shared/networks/types'
import { toSafeImageUrl, withSafeImageUrls } from '../../shared/validation/safeImageUrl'
import { filterSendableTokens } from '../../shared/validation/tokenList'
import { createInitialSendState } from './createInitialSendState'
import type { SendActions, SendState } from './types'

/** The send actions that need the lazily loaded controller (async, or checking with its validation). */
type SendControllerAction =
  | 'fetchTokenBalances'
  | 'send'
  | 'setReceiver'
  | 'check'
  | 'estimateFee'
  | 'checkRisks'
  | 'setMaxAmount'

/**
 * The send form's synchronous setters (token, amount, receiver, balances, reset): plain writes to
 * the send state, with the token's image URLs made safe. They load with the kernel so a typed
 * character lands at once; validation and sending load with the send slice.
 *
 * @param state - The instance's send state.
 * @param getActiveNetwork - The active network (its native balance is the default token).
 * @returns The setters of {@link SendActions}.
 * @example
 * ```ts
 * const form = createSendForm(state.send, () => latch.getNetwork())
 * form.setTokenAmount('1.5')
 * ```
 */
export function createSendForm(
  state: SendState,
  getActiveNetwork: () => CaipNetwork | undefined,
): Omit<SendActions, SendControllerAction> {
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
    setTokenBalances(tokens) {
      state.tokenBalances = filterSendableTokens(tokens).map(safeToken)
      const network = getActiveNetwork()
      const native = state.tokenBalances.find(
        (t) => t.address === undefined && t.chainId === network?.caipNetworkId,
      )
      // SPEC §3 networkBalanceInUSD: the native balance's value when the data source prices it.
      state.networkBalanceInUSD = native?.value
      // The native currency is the default token: most sends are of it, and it pays the fee.
      if (state.token === undefined && native) state.token = native
      // A token already chosen follows the fresh balances: its old quantity (read before a deposit
      // landed, say) would keep the form refusing an amount the account now holds.
      const chosen = state.token
      const fresh =
        chosen &&
        state.tokenBalances.find(
          (t) => t.chainId === chosen.chainId && t.address === chosen.address && t.symbol === chosen.symbol,
        )
      if (fresh) state.token = fresh
    },
    reset() {
      // lastRetry survives: it guards the balance service, not the form.
      Object.assign(state, { ...createInitialSendState(), lastRetry: state.lastRetry })
    },
  }
}
