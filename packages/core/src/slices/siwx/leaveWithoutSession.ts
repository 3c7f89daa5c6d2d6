import { readSignInStanding } from './readSignInStanding'
import type { SiwxConfig, SiwxControllerDeps } from './types'

/**
 * A required sign-in was cancelled (SPEC §4): switch back to the last network that has a session,
 * when one still does; then every wallet whose account still has no session is disconnected, in
 * every namespace it connected (an email or social login, a pairing session), so no account stays
 * connected without a session. A failed switch falls through to the disconnect.
 *
 * @param deps - The controller's deps.
 * @param siwx - The sign-in config.
 * @example
 * ```ts
 * if (siwx.getRequired?.()) await leaveWithoutSession(deps, siwx)
 * ```
 */
export async function leaveWithoutSession(deps: SiwxControllerDeps, siwx: SiwxConfig): Promise<void> {
  const lastId = deps.state.lastSessionNetworkId
  const last = lastId ? deps.getNetwork(lastId) : undefined
  const owner = last && deps.getAccounts().find((a) => a.namespace === last.chainNamespace)
  if (last && owner && deps.getActiveNetwork()?.caipNetworkId !== last.caipNetworkId) {
    const sessions = await siwx.getSessions(last.caipNetworkId, owner.address)
    if (sessions.length > 0)
      await deps.switchNetwork(last).catch(() => {
        // could not go back to the signed-in network: what has no session is disconnected below
      })
  }
  const { withoutSession } = await readSignInStanding({
    siwx,
    accounts: deps.getAccounts(),
    networkOf: (namespace) => deps.getActiveNetwork(namespace),
  })
  for (const connectorId of new Set(withoutSession.map((a) => a.connectorId)))
    await deps.disconnectWallet(connectorId)
}
