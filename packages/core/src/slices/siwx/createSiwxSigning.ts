import type { SiwxSession } from '../../adapters/siwxTypes'
import { MESSAGES } from '../../shared/errors/catalogue'
import { SiwxError } from '../../shared/errors/errors'
import { normalizeWalletError } from '../../shared/errors/normalizeWalletError'
import type { SiwxChecks } from './createSiwxChecks'
import { leaveWithoutSession } from './leaveWithoutSession'
import { takeSiwxMessage } from './takeSiwxMessage'
import type { SiwxActions, SiwxControllerDeps, SiwxState } from './types'

/**
 * The sign-in controller's signing: create, sign and store a session for the account the prompt is
 * for ("Authenticating..." until it ends, "Error signing message" and the sign view again on
 * failure), then ask the next account or close; and cancel, following the SPEC §4 required rules.
 * Cancelling while the wallet still asks drops that attempt's late answer.
 *
 * @param state - The instance's siwx slice.
 * @param deps - The rest of {@link SiwxControllerDeps}.
 * @param checks - The controller's session checks (see createSiwxChecks).
 * @returns `requestSignMessage` and `cancelSignMessage`.
 * @example
 * ```ts
 * const signing = createSiwxSigning(state.siwx, deps, createSiwxChecks(state.siwx, deps))
 * await signing.requestSignMessage()
 * ```
 */
export function createSiwxSigning(
  state: SiwxState,
  deps: Omit<SiwxControllerDeps, 'state'>,
  checks: SiwxChecks,
): Pick<SiwxActions, 'requestSignMessage' | 'cancelSignMessage'> {
  const { serial, evaluate, properties } = checks
  // Each signing attempt; cancelling while the wallet still asks drops that attempt's late answer.
  let attempt = 0
  return {
    async requestSignMessage() {
      const siwx = deps.getSiwx()
      if (!siwx) throw new SiwxError(MESSAGES.siwxNotEnabled)
      const account =
        deps.getAccounts().find((a) => a.namespace === state.pendingNamespace) ?? deps.getActiveAccount()
      if (!account) throw new SiwxError(MESSAGES.noActiveCaipAddress)
      const network = deps.getActiveNetwork(account.namespace)
      if (!network) throw new SiwxError(MESSAGES.noActiveCaipNetworkOrClient)
      const client = deps.getClient(network.chainNamespace)
      if (!client) throw new SiwxError(MESSAGES.noConnectionControllerClient)
      if (state.signing) return undefined
      const mine = ++attempt
      const dropped = () => mine !== attempt
      state.signing = true
      deps.snack.showLoading(MESSAGES.siwxAuthenticating)
      let session: SiwxSession
      try {
        const { data, message } = takeSiwxMessage(
          await siwx.createMessage({
            chainId: network.caipNetworkId,
            accountAddress: account.address,
            ...(state.email === undefined ? {} : { email: state.email }),
          }),
        )
        if (dropped()) return undefined
        const signature = await client.signMessage({
          connectorId: account.connectorId,
          address: account.address,
          message,
          network,
        })
        if (dropped()) return undefined
        // one frozen session: what is stored is what was signed, and what the app gets back
        session = Object.freeze({ data, message, signature })
        await siwx.addSession(session)
      } catch (error) {
        if (dropped()) return undefined
        state.signing = false
        if (!deps.modal.isOpen() || deps.router.getView() !== 'SIWXSignMessage') {
          await deps.modal.open({ view: 'SIWXSignMessage' })
        }
        deps.snack.showError(MESSAGES.siwxSignFailed)
        deps.events.track('SIWX_AUTH_ERROR', {
          ...properties(),
          message: normalizeWalletError(error).shortMessage,
        })
        return undefined
      }
      Object.assign(state, { signing: false, lastSessionNetworkId: network.caipNetworkId })
      deps.snack.hide()
      deps.events.track('SIWX_AUTH_SUCCESS', { network: network.caipNetworkId, namespace: account.namespace })
      // Another connected account (another namespace of the same login) may still need its own.
      const next = await serial(() => evaluate(siwx)).catch(() => {
        Object.assign(state, { hasSession: true, pendingNamespace: undefined })
        return undefined
      })
      if (!next) deps.modal.close()
      else if (!deps.modal.isOpen() || deps.router.getView() !== 'SIWXSignMessage')
        await deps.modal.open({ view: 'SIWXSignMessage' })
      return session
    },

    async cancelSignMessage() {
      const siwx = deps.getSiwx()
      const eventProperties = properties()
      // a wallet that never answers must not keep the user here: its late answer is dropped
      if (state.signing) {
        attempt += 1
        state.signing = false
        deps.snack.hide()
      }
      try {
        if (siwx?.getRequired?.())
          await serial(async () => {
            await leaveWithoutSession({ ...deps, state }, siwx)
            await evaluate(siwx)
          })
        state.pendingNamespace = undefined
        deps.modal.close({ force: true })
        deps.events.track('CLICK_CANCEL_SIWX', eventProperties)
      } catch (error) {
        deps.modal.close({ force: true })
        deps.snack.showError(normalizeWalletError(error).shortMessage)
      }
    },
  }
}
