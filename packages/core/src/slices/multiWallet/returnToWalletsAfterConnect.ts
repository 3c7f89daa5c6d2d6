import type { ConnectionActions } from '../../kernel/connections/types'
import type { ModalState } from '../../kernel/modal/types'
import type { RouterActions, RouterState } from '../../kernel/router/types'

/**
 * The parts of an instance {@link returnToWalletsAfterConnect} reads and calls (a `Latch` is one).
 *
 * @example
 * ```ts
 * const target: ReturnToWalletsTarget = latch
 * ```
 */
export type ReturnToWalletsTarget = {
  readonly state: {
    readonly modal: Pick<ModalState, 'open'>
    readonly router: { readonly history: readonly RouterState['history'][number][] }
  }
  readonly router: Pick<RouterActions, 'goBackTo'>
  readonly connections: Pick<ConnectionActions, 'onConnected'>
  subscribe(listener: () => void): () => void
}

/**
 * "Add wallet" of ProfileWallets ends where it started: a connect that succeeds while ProfileWallets
 * is in the open modal's history goes back to it (the new wallet shown in its family) instead of
 * closing the modal. It holds until the modal closes or the visitor leaves ProfileWallets (Back to
 * Account); a wallet that connects two namespaces (Stacks and Bitcoin) returns there after both.
 *
 * @param latch - The instance.
 * @returns Stops it early.
 * @example
 * ```ts
 * returnToWalletsAfterConnect(latch) // then latch.router.push('Connect', { namespace: 'eip155' })
 * ```
 */
export function returnToWalletsAfterConnect(latch: ReturnToWalletsTarget): () => void {
  const inWallets = () => latch.state.modal.open && latch.state.router.history.includes('ProfileWallets')
  const stops: (() => void)[] = []
  const stop = () => {
    for (const s of stops.splice(0)) s()
  }
  stops.push(
    latch.connections.onConnected(() => {
      if (!inWallets()) {
        stop()
        return undefined
      }
      latch.router.goBackTo('ProfileWallets')
      return true
    }),
    latch.subscribe(() => {
      if (!inWallets()) stop()
    }),
  )
  return stop
}
