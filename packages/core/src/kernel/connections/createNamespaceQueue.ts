import type { ChainNamespace } from '../../shared/networks/types'

/**
 * Runs a connection change once every change queued before it in the same namespaces has ended.
 *
 * @example
 * ```ts
 * await serialise(['eip155'], async () => adapter.disconnect({ connectorId: 'io.metamask' }))
 * ```
 */
export type Serialise = <T>(namespaces: readonly ChainNamespace[], task: () => Promise<T>) => Promise<T>

/**
 * A queue of connection changes per namespace: a change (connect, disconnect, restore) runs once
 * every change queued before it in any of its namespaces has ended, so what Latch records follows
 * the order in which the wallets were asked, and two changes never interleave. A change with
 * nothing before it starts in the same turn (a wallet popup it opens stays inside the click). A
 * change that fails does not stop the ones after it.
 *
 * @returns `serialise(namespaces, task)`: resolves or rejects as `task` does.
 * @example
 * ```ts
 * const serialise = createNamespaceQueue()
 * void serialise(['eip155'], () => connectWallet('io.metamask'))
 * await serialise(['eip155', 'solana'], () => disconnectEverything()) // after the connect
 * ```
 */
export function createNamespaceQueue(): Serialise {
  const tails = new Map<ChainNamespace, Promise<unknown>>()
  return (namespaces, task) => {
    const before = namespaces.flatMap((ns) => tails.get(ns) ?? [])
    const run = before.length === 0 ? task() : Promise.all(before).then(task)
    const tail = run.catch(() => undefined)
    for (const ns of namespaces) tails.set(ns, tail)
    void tail.then(() => {
      for (const ns of namespaces) if (tails.get(ns) === tail) tails.delete(ns)
    })
    return run
  }
}
