import { CONSTANTS } from '../../shared/constants/constants'
import { MESSAGES } from '../../shared/errors/catalogue'
import { ValidationError } from '../../shared/errors/errors'
import type { LatchError } from '../../shared/errors/LatchError'
import { normalizeWalletError } from '../../shared/errors/normalizeWalletError'
import { createSendForm } from './createSendForm'
import { SEND_MESSAGES } from './sendMessages'
import type { SendActions, SendControllerDeps } from './types'
import { validateSend } from './validateSend'

/**
 * The send controller (SPEC §4 "Sending a token"): validates, sets `loading`, sends through the
 * active namespace's adapter, then resets every send field and clears `loading`. On success it
 * tracks SEND_SUCCESS and shows Account; on failure it clears `loading`, keeps what the user
 * typed (so they can retry), tracks SEND_ERROR, toasts the error and rethrows it.
 *
 * @param deps - See {@link SendControllerDeps}.
 * @returns The send actions.
 * @example
 * ```ts
 * const send = createSendController({ state, getActiveAccount, getActiveNetwork, getAdapter, router, events, snack })
 * send.setToken(usdc)
 * send.setTokenAmount('1.5')
 * send.setReceiverAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
 * await send.send()
 * ```
 */
export function createSendController(deps: SendControllerDeps): SendActions {
  const { state } = deps
  const now = deps.now ?? (() => Date.now())

  const form = createSendForm(state)

  const fail = (error: LatchError): never => {
    deps.snack.showError(error.shortMessage)
    throw error
  }

  const actions: SendActions = {
    ...form,
    async fetchTokenBalances() {
      if (!deps.loadTokenBalances) return
      if (state.lastRetry !== undefined && now() - state.lastRetry < CONSTANTS.balanceRetryMs) return
      try {
        actions.setTokenBalances(await deps.loadTokenBalances())
        state.lastRetry = undefined
      } catch {
        state.lastRetry = now()
        deps.snack.showError(MESSAGES.tokenBalanceUnavailable)
      }
    },
    async send() {
      if (state.loading)
        return fail(new ValidationError(SEND_MESSAGES.inProgress, { code: 'SEND_IN_PROGRESS' }))
      const network = deps.getActiveNetwork()
      let validated: ReturnType<typeof validateSend>
      try {
        validated = validateSend({
          state,
          account: deps.getActiveAccount(),
          network,
          adapter: network ? deps.getAdapter(network.chainNamespace) : undefined,
        })
      } catch (error) {
        return fail(normalizeWalletError(error))
      }
      const { send, params, kind } = validated
      const properties = {
        network: params.network.caipNetworkId,
        token: params.token.address ?? params.token.symbol,
        amount: state.sendTokenAmount,
        kind,
      }
      state.loading = true
      deps.events.track('SEND_INITIATED', properties)
      try {
        const result = await send(params)
        deps.events.track('SEND_SUCCESS', { ...properties, hash: result.hash })
        deps.onSent?.({
          hash: result.hash,
          network: params.network.caipNetworkId,
          from: params.from,
          to: params.to,
          amount: properties.amount ?? '0',
          symbol: params.token.symbol,
          ...(params.token.address === undefined ? {} : { tokenAddress: params.token.address }),
        })
        form.reset()
        // SPEC §4 names ERC20 and Solana sends; a native EVM send also returns to Account, so every
        // successful send ends on the same screen (with its fresh balance) instead of on the
        // preview of a form that was just cleared. Going back keeps the history free of the send views.
        if (!deps.router.goBackTo('Account')) deps.router.replace('Account')
        return result
      } catch (error) {
        state.loading = false
        const normalized = normalizeWalletError(
          error,
          params.token.address ? 'token_transfer' : 'native_transfer',
        )
        deps.events.track('SEND_ERROR', { ...properties, message: normalized.shortMessage })
        return fail(normalized)
      }
    },
  }
  return actions
}
