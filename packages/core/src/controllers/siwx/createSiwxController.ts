import { MESSAGES } from '../../errors/catalogue'
import { SiwxError } from '../../errors/errors'
import { normalizeWalletError } from '../../errors/normalizeWalletError'
import type { SiwxSession } from '../../siwx/types'
import { createInitialSiwxState } from './createInitialSiwxState'
import { takeSiwxMessage } from './takeSiwxMessage'
import type { SiwxActions, SiwxControllerDeps } from './types'

/**
 * The sign-in (SIWX) controller, SPEC §4 and §8: after connect it opens the sign view when sign-in
 * is on, the network is supported and no session exists (DataCapture first when email capture is
 * on); signing shows "Authenticating..." until it ends; success stores the session and closes;
 * failure reopens the sign view with "Error signing message"; cancel follows the required rules.
 *
 * @param deps - See {@link SiwxControllerDeps}.
 * @returns The sign-in actions.
 * @example
 * ```ts
 * const siwx = createSiwxController(deps)
 * await siwx.initializeIfEnabled() // after a connect
 * await siwx.requestSignMessage() // the "Sign" button
 * ```
 */
export function createSiwxController(deps: SiwxControllerDeps): SiwxActions {
  const { state } = deps
  const properties = () => {
    const network = deps.getActiveNetwork()
    return { network: network?.caipNetworkId, namespace: network?.chainNamespace }
  }

  const actions: SiwxActions = {
    async initializeIfEnabled() {
      const siwx = deps.getSiwx()
      const account = deps.getActiveAccount()
      const network = deps.getActiveNetwork()
      if (!siwx || !account || !network) return
      if (siwx.supportsNetwork && !siwx.supportsNetwork(network)) return
      try {
        const sessions = await siwx.getSessions(network.caipNetworkId, account.address)
        if (sessions.length > 0) {
          state.hasSession = true
          state.lastSessionNetworkId = network.caipNetworkId
          return
        }
        state.hasSession = false
        await deps.modal.open({ view: deps.isEmailCaptureEnabled() ? 'DataCapture' : 'SIWXSignMessage' })
      } catch (error) {
        deps.events.track('SIWX_AUTH_ERROR', {
          ...properties(),
          message: normalizeWalletError(error).shortMessage,
        })
        await deps.disconnect().catch(() => {
          // already reported by the connections controller; the user is sent back to Connect anyway
        })
        deps.router.reset('Connect')
        deps.snack.showError(MESSAGES.siwxInitFailed)
      }
    },

    async requestSignMessage() {
      const siwx = deps.getSiwx()
      if (!siwx) throw new SiwxError(MESSAGES.siwxNotEnabled)
      const account = deps.getActiveAccount()
      if (!account) throw new SiwxError(MESSAGES.noActiveCaipAddress)
      const network = deps.getActiveNetwork()
      if (!network) throw new SiwxError(MESSAGES.noActiveCaipNetworkOrClient)
      const client = deps.getClient(network.chainNamespace)
      if (!client) throw new SiwxError(MESSAGES.noConnectionControllerClient)
      if (state.signing) return undefined
      state.signing = true
      deps.snack.showLoading(MESSAGES.siwxAuthenticating)
      try {
        const { data, message } = takeSiwxMessage(
          await siwx.createMessage({ chainId: network.caipNetworkId, accountAddress: account.address }),
        )
        const signature = await client.signMessage({
          connectorId: account.connectorId,
          address: account.address,
          message,
          network,
        })
        // one frozen session: what is stored is what was signed, and what the app gets back
        const session: SiwxSession = Object.freeze({ data, message, signature })
        await siwx.addSession(session)
        Object.assign(state, {
          signing: false,
          hasSession: true,
          lastSessionNetworkId: network.caipNetworkId,
        })
        deps.snack.hide()
        deps.modal.close()
        deps.events.track('SIWX_AUTH_SUCCESS', properties())
        return session
      } catch (error) {
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
    },

    async cancelSignMessage() {
      const siwx = deps.getSiwx()
      const eventProperties = properties()
      try {
        if (siwx?.getRequired?.()) await leaveWithoutSession(deps)
        deps.modal.close({ force: true })
        deps.events.track('CLICK_CANCEL_SIWX', eventProperties)
      } catch (error) {
        deps.modal.close({ force: true })
        deps.snack.showError(normalizeWalletError(error).shortMessage)
      }
    },

    isRequiredWithoutSession() {
      return deps.getSiwx()?.getRequired?.() === true && !state.hasSession
    },

    reset() {
      Object.assign(state, createInitialSiwxState())
    },
  }
  return actions
}

/**
 * Required sign-in was cancelled: switch back to the last network that has a session for this
 * account, or disconnect when there is none (or the switch fails), so the app is never left
 * connected without a session.
 */
async function leaveWithoutSession(deps: SiwxControllerDeps): Promise<void> {
  const { state } = deps
  const siwx = deps.getSiwx()
  const account = deps.getActiveAccount()
  const last = state.lastSessionNetworkId ? deps.getNetwork(state.lastSessionNetworkId) : undefined
  const active = deps.getActiveNetwork()
  if (siwx && account && last && last.caipNetworkId !== active?.caipNetworkId) {
    const sessions = await siwx.getSessions(last.caipNetworkId, account.address)
    if (sessions.length > 0) {
      try {
        await deps.switchNetwork(last)
        state.hasSession = true
        return
      } catch {
        // could not go back to the signed-in network: fall through to disconnect
      }
    }
  }
  await deps.disconnect()
  state.hasSession = false
}
