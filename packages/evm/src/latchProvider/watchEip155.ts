import type { Latch } from '@latch/core/kit'
import { type Eip155Connection, readEip155 } from './readEip155'

/**
 * What changed in the eip155 connection between two reads.
 *
 * @example
 * ```ts
 * const change: Eip155Change = { type: 'change', accounts: ['0xf39F...'], chainId: undefined }
 * ```
 */
export type Eip155Change =
  | { type: 'connect'; connection: Eip155Connection }
  | { type: 'disconnect' }
  | { type: 'change'; accounts: readonly string[] | undefined; chainId: number | undefined }

function sameAccounts(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x.toLowerCase() === b[i]?.toLowerCase())
}

/**
 * Calls `listener` on each change of the eip155 connection of `latch`: connected, disconnected, or
 * accounts / chain changed (each `change` names only what changed). A connection replaced by
 * another wallet's shows as a change of accounts.
 *
 * @param latch - The Latch instance.
 * @param listener - Called with each change.
 * @returns Unsubscribe.
 * @example
 * ```ts
 * const stop = watchEip155(latch, (change) => console.log(change.type))
 * ```
 */
export function watchEip155(latch: Latch, listener: (change: Eip155Change) => void): () => void {
  let last = readEip155(latch)
  return latch.subscribe(() => {
    const next = readEip155(latch)
    const previous = last
    last = next
    if (!previous && !next) return
    if (!previous && next) return listener({ type: 'connect', connection: next })
    if (previous && !next) return listener({ type: 'disconnect' })
    if (!previous || !next) return
    const accountsChanged = !sameAccounts(previous.accounts, next.accounts)
    const chainChanged = previous.chainId !== next.chainId && next.chainId !== undefined
    if (!accountsChanged && !chainChanged) return
    listener({
      type: 'change',
      accounts: accountsChanged ? next.accounts : undefined,
      chainId: chainChanged ? next.chainId : undefined,
    })
  })
}
