import type { SiwxSession } from '../../adapters/siwxTypes'
import type { RouterView } from '../../kernel/router/views'
import { MESSAGES } from '../../shared/errors/catalogue'
import { SiwxError } from '../../shared/errors/errors'
import { normalizeWalletError } from '../../shared/errors/normalizeWalletError'
import { captureSiwxEmail } from './captureSiwxEmail'
import { createInitialSiwxState } from './createInitialSiwxState'
import { isSignInRequired } from './isSignInRequired'
import { leaveWithoutSession } from './leaveWithoutSession'
import { type CoveredAccount, readSignInStanding } from './readSignInStanding'
import { takeSiwxMessage } from './takeSiwxMessage'
import type { SiwxActions, SiwxConfig, SiwxControllerDeps, SiwxState } from './types'

/** The views of the sign-in prompt: a check finding them open leaves them as they are. */
const PROMPT_VIEWS: readonly RouterView[] = ['DataCapture', 'SIWXSignMessage']

/**
 * The sign-in (SIWX) controller, SPEC §4 and §8: after connect it opens the sign view when sign-in
 * is on, the network is supported and no session exists (DataCapture first when email capture is
 * on); signing shows "Authenticating..." until it ends; success stores the session and closes;
 * failure reopens the sign view with "Error signing message"; cancel follows the required rules.
 * Every connected account sign-in covers is checked, not only the active one: a login that connects
 * several namespaces (email or social) is signed in account by account, and cancelling a required
 * sign-in leaves no account connected without a session.
 *
 * @param state - The instance's siwx slice.
 * @param deps - The rest of {@link SiwxControllerDeps}.
 * @returns `actions` (the sign-in actions).
 * @example
 * ```ts
 * const siwx = createSiwxController(state.siwx, deps).actions
 * await siwx.initializeIfEnabled() // after a connect
 * await siwx.requestSignMessage() // the "Sign" button
 * ```
 */
export function createSiwxController(state: SiwxState, deps: Omit<SiwxControllerDeps, 'state'>) {
  // Checks run one at a time: the connects of one login each start one.
  let queue: Promise<unknown> = Promise.resolve()
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run)
    queue = next.catch(() => undefined)
    return next
  }
  // Each signing attempt; cancelling while the wallet still asks drops that attempt's late answer.
  let attempt = 0
  const properties = () => {
    const network = deps.getActiveNetwork(state.pendingNamespace)
    return { network: network?.caipNetworkId, namespace: network?.chainNamespace }
  }

  /** Reads every covered account's sessions into the state; returns the first one without a session. */
  const evaluate = async (siwx: SiwxConfig): Promise<CoveredAccount | undefined> => {
    const standing = await readSignInStanding({
      siwx,
      accounts: deps.getAccounts(),
      networkOf: (namespace) => deps.getActiveNetwork(namespace),
    })
    const next = standing.withoutSession[0]
    const signedIn = standing.withSession[0]
    if (signedIn) state.lastSessionNetworkId = signedIn.network.caipNetworkId
    state.hasSession = standing.covered.length > 0 && next === undefined
    state.pendingNamespace = next?.namespace
    return next
  }

  const promptFor = async () => {
    if (state.signing || (deps.modal.isOpen() && PROMPT_VIEWS.includes(deps.router.getView()))) return
    await deps.modal.open({ view: deps.isEmailCaptureEnabled() ? 'DataCapture' : 'SIWXSignMessage' })
  }

  const check = async (prompt: boolean) => {
    const siwx = deps.getSiwx()
    if (!siwx) return
    try {
      if ((await evaluate(siwx)) && prompt) await promptFor()
    } catch (error) {
      if (!prompt) return
      deps.events.track('SIWX_AUTH_ERROR', {
        ...properties(),
        message: normalizeWalletError(error).shortMessage,
      })
      for (const connectorId of new Set(deps.getAccounts().map((a) => a.connectorId)))
        await deps.disconnectWallet(connectorId).catch(() => {
          // already reported by the connections controller; the user is sent back to Connect anyway
        })
      Object.assign(state, createInitialSiwxState())
      deps.router.reset('Connect')
      deps.snack.showError(MESSAGES.siwxInitFailed)
    }
  }

  const actions: SiwxActions = {
    initializeIfEnabled: () => serial(() => check(true)),

    refresh: () => serial(() => check(false)),

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

    isRequiredWithoutSession: () => isSignInRequired(state, deps.getSiwx(), deps.getAccounts()),

    captureEmail: (input) => captureSiwxEmail(state, input),

    reset() {
      Object.assign(state, createInitialSiwxState())
    },
  }
  return { actions }
}
