import type { CaipNetwork } from '../../shared/networks/types'
import { filterSendableTokens } from '../../shared/validation/tokenList'
import { withSafeImageUrls } from '../../shared/validation/withSafeImageUrls'
import type { SendActions, SendState } from './types'

/**
 * The send form's `setTokenBalances`: the sendable tokens (decimals not `'0'`, SPEC §5) with their
 * image URLs made safe, the native balance's USD value, the native currency as the default token,
 * and a chosen token following its fresh balance. It loads with the send controller, which fills
 * the list from the account's balances (`latch.send.setTokenBalances` applies once it has loaded).
 *
 * @param state - The instance's send state.
 * @param getActiveNetwork - The active network (its native balance is the default token).
 * @returns `setTokenBalances`.
 * @example
 * ```ts
 * const { setTokenBalances } = createSendBalances(state.send, () => latch.getNetwork())
 * setTokenBalances([eth, usdc])
 * ```
 */
export function createSendBalances(
  state: SendState,
  getActiveNetwork: () => CaipNetwork | undefined,
): Pick<SendActions, 'setTokenBalances'> {
  return {
    setTokenBalances(tokens) {
      state.tokenBalances = filterSendableTokens(tokens).map((token) =>
        withSafeImageUrls(token, ['iconUrl', 'logoUri']),
      )
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
  }
}
