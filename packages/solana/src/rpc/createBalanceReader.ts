import {
  type CaipNetwork,
  CONSTANTS,
  createQueryCache,
  readBaseUnits,
  readUntrustedField,
} from '@latch/core/kit'
import { createSolanaRpcClient } from './createSolanaRpcClient'

/**
 * Native SOL balances read from the network's RPC, cached per network and address (see
 * {@link createBalanceReader}).
 *
 * @example
 * ```ts
 * const lamports = await reader.read(solanaDevnet, address)
 * reader.forget(solanaDevnet, address) // the next read asks the RPC again
 * ```
 */
export type BalanceReader = {
  /** The address's balance in lamports: the cached one while fresh, else the RPC's answer. */
  read(network: CaipNetwork, address: string): Promise<bigint>
  /** Drops the cached balance (it changed: a send's two ends). */
  forget(network: CaipNetwork, address: string): void
}

/**
 * The Solana adapter's balance reader, which loads with the first balance read (with the RPC
 * client it reads through), not with the adapter's code: balances are cached 30 s (SPEC §9), and
 * the RPC's answer is untrusted (lamports are an exact non-negative amount, read without a float,
 * or a typed invalid response).
 *
 * @param fetchFn - The `fetch` of the adapter's options (the global one by default).
 * @returns The reader.
 * @example
 * ```ts
 * const reader = createBalanceReader()
 * const lamports = await reader.read(solanaDevnet, address)
 * ```
 */
export function createBalanceReader(fetchFn?: typeof fetch): BalanceReader {
  const balances = createQueryCache<bigint>({
    ttlMs: CONSTANTS.cacheNativeBalanceMs,
    clock: { now: () => Date.now() },
  })
  const keyOf = (network: CaipNetwork, address: string) => `${network.caipNetworkId}:${address}`
  return {
    read: (network, address) =>
      balances.fetch(keyOf(network, address), async () => {
        const rpc = createSolanaRpcClient(network.rpcUrls.default.http[0] ?? '', fetchFn)
        const answer = await rpc.request<unknown>('getBalance', [address, { commitment: 'confirmed' }])
        return readBaseUnits(readUntrustedField(answer, 'value'), 'getBalance')
      }),
    forget: (network, address) => balances.invalidate(keyOf(network, address)),
  }
}
