import type { ChainNamespace } from '../../shared/networks/types'
import type { SiwxActions } from '../../slices/siwx/types'

/**
 * The active connector of each namespace before a disconnect the user asked for, and how the
 * disconnect waits for what its reactions start.
 *
 * @example
 * ```ts
 * disconnected.run({ eip155: 'io.metamask' }, (work) => pending.push(work))
 * ```
 */
export type DisconnectedArguments = [
  before: Partial<Record<ChainNamespace, string>>,
  wait: (work: Promise<unknown>) => void,
]

/**
 * Reaction "after disconnect", run once a disconnect the user asked for is done: what remains
 * connected decides the sign-in (SIWX) flags, and a namespace whose active wallet is now another
 * one runs "wallet changed" (sign-in for that wallet), as a switch does. The disconnect resolves
 * once this is done.
 *
 * @param deps - The `disconnected` reaction point, sign-in and the kernel's `walletChanged`.
 * @returns Stops the reaction.
 * @example
 * ```ts
 * afterDisconnect(state, { disconnected, siwx, walletChanged: kernel.walletChanged })
 * ```
 */
export function afterDisconnect(
  state: { connections: { activeConnectorIds: Partial<Record<ChainNamespace, string>> } },
  deps: {
    disconnected: { add(handler: (...args: DisconnectedArguments) => void): () => void }
    siwx: Pick<SiwxActions, 'reset' | 'refresh'>
    walletChanged: { run(namespace: ChainNamespace): void }
  },
): () => void {
  const { siwx } = deps
  return deps.disconnected.add((before, wait) => {
    siwx.reset()
    wait(
      siwx.refresh().then(() => {
        for (const ns of Object.keys(before) as ChainNamespace[]) {
          const now = state.connections.activeConnectorIds[ns]
          if (now !== undefined && now !== before[ns]) deps.walletChanged.run(ns)
        }
      }),
    )
  })
}
