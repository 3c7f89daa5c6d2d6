import type { Latch } from '@latch/core'
import { readSolanaConnection, type SolanaConnection } from './readSolanaConnection'

/**
 * Calls `listener` with the new Solana connection of `latch` each time its account changes:
 * connected (a connection), disconnected (undefined), or another account or wallet (a connection
 * with another address). Other state changes call nothing.
 *
 * @param latch - The Latch instance.
 * @param listener - Called with each change.
 * @returns Unsubscribe.
 * @example
 * ```ts
 * const stop = watchSolanaConnection(latch, (connection) => console.log(connection?.address))
 * ```
 */
export function watchSolanaConnection(
  latch: Latch,
  listener: (connection: SolanaConnection | undefined) => void,
): () => void {
  let last = readSolanaConnection(latch)?.address
  return latch.subscribe(() => {
    const next = readSolanaConnection(latch)
    if (next?.address === last) return
    last = next?.address
    listener(next)
  })
}
