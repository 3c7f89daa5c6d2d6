import type { CaipNetwork, CaipNetworkId } from '../../shared/networks/types'
import type { RouterActions, RouterState } from '../router/types'

/**
 * What `latch.chains.confirmSwitch` does once its code has loaded: on SwitchActiveChain, make the
 * view's network active (no wallet is asked) and go on to the view it names; on SwitchNetwork, ask
 * the wallet to switch and go back. The view and its data are the ones shown when it was called.
 *
 * @param shown - The view and its data at the call.
 * @param deps - The chains controller's network lookup, record and switch, and the router.
 * @example
 * ```ts
 * await confirmSwitch({ view: 'SwitchNetwork', data: { network: sepolia } }, { resolveNetwork, setActiveNetwork, switchNow, router })
 * ```
 */
export async function confirmSwitch(
  shown: Pick<RouterState, 'view' | 'data'>,
  deps: {
    resolveNetwork: (network: CaipNetwork | CaipNetworkId) => CaipNetwork
    setActiveNetwork: (network: CaipNetwork) => void
    switchNow: (network: CaipNetwork | CaipNetworkId) => Promise<void>
    router: Pick<RouterActions, 'push' | 'replace' | 'goBack'>
  },
): Promise<void> {
  const { view, data } = shown
  if (!data.network) return
  if (view === 'SwitchActiveChain') {
    deps.setActiveNetwork(deps.resolveNetwork(data.network))
    const next = data.navigateTo ?? 'Connect'
    if (data.navigateWithReplace) deps.router.replace(next)
    else deps.router.push(next)
    return
  }
  await deps.switchNow(data.network)
  if (view === 'SwitchNetwork') deps.router.goBack()
}
