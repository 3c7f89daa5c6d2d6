import type { AccountDataSource } from '@latch/core/kit'
import type { RpcAccountDataSourceOptions } from './createRpcAccountDataSource'

/**
 * The RPC account data source, loaded on the first call (the Account view), so the code that reads
 * balances, logs and NFTs is not part of the page's initial load.
 *
 * @param options - As for `createRpcAccountDataSource`.
 * @returns A data source with the same behaviour.
 * @example
 * ```ts
 * const source = createLazyAccountDataSource({ clients, tokens: {}, nfts: {}, blockRange: 10_000n })
 * ```
 */
export function createLazyAccountDataSource(options: RpcAccountDataSourceOptions): AccountDataSource {
  let loaded: Promise<AccountDataSource> | undefined
  const load = () => {
    loaded ??= import('./createRpcAccountDataSource').then((m) => m.createRpcAccountDataSource(options))
    loaded.catch(() => {
      loaded = undefined
    })
    return loaded
  }
  return {
    getTokenBalances: async (params) => (await load()).getTokenBalances(params),
    getActivity: async (params) => (await load()).getActivity(params),
    getNfts: async (params) => (await load()).getNfts?.(params) ?? [],
  }
}
