import { ValidationError } from '../../shared/errors/errors'
import type { LatchError } from '../../shared/errors/LatchError'
import { normalizeWalletError } from '../../shared/errors/normalizeWalletError'
import { formatUnits } from '../../shared/numbers/formatUnits'
import type { SendControllerDeps } from './sendControllerDeps'
import { SEND_MESSAGES } from './sendMessages'
import { toPendingActivity } from './toPendingActivity'
import type { SendActions, SendState, SentTransaction } from './types'
import { validateSend } from './validateSend'

/**
 * A send error goes back to the caller, not to a toast: the review view shows it inline where
 * Send was pressed (errors once, see `SnackActions`).
 */
const fail = (error: LatchError): never => {
  throw error
}

/**
 * The send itself (SPEC §4 "Sending a token"): validates, sets `loading`, sends through the active
 * namespace's adapter, then resets the form. On success it tracks SEND_SUCCESS, reports the pending
 * activity and shows Account; on failure it clears `loading`, keeps what the user typed (so they
 * can retry), tracks SEND_ERROR and rethrows the error.
 *
 * @param state - The instance's send slice.
 * @param deps - The send controller's dependencies.
 * @param form - The form whose fields a successful send resets.
 * @returns The `send` action.
 * @example
 * ```ts
 * const { send } = createSendAction(state.send, deps, createSendForm(state.send, deps.getActiveNetwork))
 * const { hash } = await send()
 * ```
 */
export function createSendAction(
  state: SendState,
  deps: Omit<SendControllerDeps, 'state'>,
  form: { reset(): void },
): Pick<SendActions, 'send'> {
  return {
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
        const queued = result.queued === true
        deps.events.track('SEND_SUCCESS', { ...properties, hash: result.hash, ...(queued ? { queued } : {}) })
        const sent: SentTransaction = {
          hash: result.hash,
          network: params.network.caipNetworkId,
          from: params.from,
          to: params.to,
          // the amount sent, written as the history writes it (no jump when it confirms)
          amount: formatUnits(params.amount, params.token.decimals),
          symbol: params.token.symbol,
          ...(params.token.address === undefined ? {} : { tokenAddress: params.token.address }),
          ...(queued ? { queued } : {}),
        }
        // listed before the send resolves; a data layer that fails to load does not fail the send
        await Promise.resolve(deps.onSent?.(toPendingActivity(sent, (deps.now ?? Date.now)()))).catch(
          () => undefined,
        )
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
}
