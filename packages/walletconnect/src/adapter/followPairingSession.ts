import { type Latch, PAIRING_CONNECTOR_ID } from '@latch/core/kit'
import type { WalletConnectConnector } from '../connector/types'
import { isPairingNamespace } from './routeThroughPairing'

/**
 * Connects every namespace of the pairing session once the app connected one of them through it:
 * a wallet paired from the Connect view (say for eip155) that also approved solana, stacks or
 * bip122 accounts shows those accounts in their namespaces too, each routed to its family by
 * {@link routeThroughPairing}. It waits until the modal is closed (connecting with the modal open
 * would close a sign-in view), tries each namespace once per session, and leaves the active
 * namespace where the user connected. The adapters' own events keep the accounts current; a
 * disconnect ends the session in every namespace.
 *
 * @param latch - The Latch instance (adapters routed with {@link routeThroughPairing}).
 * @param connector - The pairing connector.
 * @returns Stops following.
 * @example
 * ```ts
 * const stop = followPairingSession(latch, connector)
 * ```
 */
export function followPairingSession(latch: Latch, connector: WalletConnectConnector): () => void {
  let running = false
  let again = false
  /** Namespaces tried for the current session topic: a namespace that fails is not retried in a loop. */
  const tried = new Set<string>()
  let topic: string | undefined

  const follow = async (): Promise<void> => {
    if (running) {
      again = true
      return
    }
    const session = connector.getState().session
    if (session?.topic !== topic) {
      topic = session?.topic
      tried.clear()
    }
    const state = latch.getState()
    if (!session || state.modal.open) return
    const namespaces = latch.adapters.map((a) => a.namespace).filter(isPairingNamespace)
    const paired = (ns: (typeof namespaces)[number]) =>
      latch.getConnections({ namespace: ns }).some((c) => c.connectorId === PAIRING_CONNECTOR_ID)
    if (!namespaces.some(paired)) return
    const missing = namespaces.filter(
      (ns) => !paired(ns) && !tried.has(ns) && connector.getAccounts(ns).length > 0,
    )
    if (missing.length === 0) return
    running = true
    const active = state.chains.activeNamespace
    try {
      for (const ns of missing) {
        tried.add(ns)
        await latch.connect({ namespace: ns, connectorId: PAIRING_CONNECTOR_ID }).catch(() => undefined)
        // connect makes its namespace the active one: the user's stays active
        latch.chains.setActiveNamespace(active)
      }
    } finally {
      running = false
    }
    if (again) {
      again = false
      await follow()
    }
  }

  // A tick later: a connect in progress finishes its state changes (the active namespace last)
  // before this reads them.
  const later = () => void Promise.resolve().then(follow)
  const offLatch = latch.subscribe(later)
  const offConnector = connector.on((event) => {
    if (event.type === 'connect' || event.type === 'sessionUpdate') later()
  })
  later()
  return () => {
    offLatch()
    offConnector()
  }
}
