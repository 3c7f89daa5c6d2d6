import type { RouterView } from '../../kernel/router/views'
import { MESSAGES } from '../../shared/errors/catalogue'
import { normalizeWalletError } from '../../shared/errors/normalizeWalletError'
import { createInitialSiwxState } from './createInitialSiwxState'
import { type CoveredAccount, readSignInStanding } from './readSignInStanding'
import type { SiwxConfig, SiwxControllerDeps, SiwxState } from './types'

/** The views of the sign-in prompt: a check finding them open leaves them as they are. */
const PROMPT_VIEWS: readonly RouterView[] = ['DataCapture', 'SIWXSignMessage']

/**
 * The sign-in controller's session checks: they read every covered account's sessions into the
 * state, one check at a time, and open the sign-in prompt (DataCapture first when email capture is
 * on) for the first account without a session. A check that fails while prompting disconnects the
 * wallets and returns to Connect with the SPEC's error toast.
 *
 * @param state - The instance's siwx slice.
 * @param deps - The rest of {@link SiwxControllerDeps}.
 * @returns `serial` (runs a step after the checks before it), `evaluate`, `check` and `properties`
 * (the event properties of the account the prompt is for).
 * @example
 * ```ts
 * const checks = createSiwxChecks(state.siwx, deps)
 * await checks.serial(() => checks.check(true))
 * ```
 */
export function createSiwxChecks(state: SiwxState, deps: Omit<SiwxControllerDeps, 'state'>) {
  // Checks run one at a time: the connects of one login each start one.
  let queue: Promise<unknown> = Promise.resolve()
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run)
    queue = next.catch(() => undefined)
    return next
  }
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

  return { serial, evaluate, check, properties }
}

/**
 * The checks {@link createSiwxChecks} returns.
 *
 * @example
 * ```ts
 * const checks: SiwxChecks = createSiwxChecks(state.siwx, deps)
 * ```
 */
export type SiwxChecks = ReturnType<typeof createSiwxChecks>
