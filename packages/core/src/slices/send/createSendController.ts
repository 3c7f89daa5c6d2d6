import { checkSendForm } from './checkSendForm'
import { createReceiverLookup } from './createReceiverLookup'
import { createSendAction } from './createSendAction'
import { createSendFee } from './createSendFee'
import { createSendForm } from './createSendForm'
import { createSendRisks } from './createSendRisks'
import type { SendControllerDeps } from './sendControllerDeps'
import type { SendActions, SendState } from './types'

/**
 * The send controller (SPEC §4 "Sending a token"): validates, sets `loading`, sends through the
 * active namespace's adapter, then resets every send field and clears `loading`. On success it
 * tracks SEND_SUCCESS and shows Account; on failure it clears `loading`, keeps what the user
 * typed (so they can retry), tracks SEND_ERROR, toasts the error and rethrows it.
 *
 * @param state - The instance's send slice.
 * @param deps - The rest of {@link SendControllerDeps}.
 * @returns `actions` (the send actions).
 * @example
 * ```ts
 * const send = createSendController(state.send, { getActiveAccount, getActiveNetwork, getAdapter, router, events, snack }).actions
 * send.setToken(usdc)
 * send.setTokenAmount('1.5')
 * send.setReceiverAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
 * await send.send()
 * ```
 */
export function createSendController(state: SendState, deps: Omit<SendControllerDeps, 'state'>) {
  const form = createSendForm(state, deps.getActiveNetwork)
  const actions: SendActions = {
    ...form,
    async fetchTokenBalances() {
      if (!deps.tokenBalances) return
      await deps.tokenBalances.fetch()
      const { tokens, lastRetry } = deps.tokenBalances.read()
      actions.setTokenBalances(tokens)
      state.lastRetry = lastRetry
    },
    ...createReceiverLookup(state, deps),
    check() {
      const network = deps.getActiveNetwork()
      return checkSendForm({
        state,
        account: deps.getActiveAccount(),
        network,
        adapter: network ? deps.getAdapter(network.chainNamespace) : undefined,
      })
    },
    ...createSendFee(state, deps),
    ...createSendRisks(state, deps),
    ...createSendAction(state, deps, form),
  }
  return { actions }
}
