import { lazy } from '../shared/lazy/lazy'
import type { AccountDataSource } from './AccountDataSource'

/**
 * An adapter's account data source whose code loads on the first read (the Account view), so the
 * readers of balances, activity and NFTs are not part of the page's first load. `load` runs once
 * (again after a failed load). With `nfts: false` the source has no `getNfts` (the NFT tab then
 * asks no one), as a source without NFTs would.
 *
 * @param load - Loads the full source, usually with `import()`.
 * @param options - `nfts`: whether the loaded source lists NFTs (default true).
 * @returns A source with the loaded one's behaviour.
 * @example
 * ```ts
 * const accountData = lazyAccountDataSource(() =>
 *   import('./data/createRpcAccountDataSource').then((m) => m.createRpcAccountDataSource(options)),
 * )
 * ```
 */
export function lazyAccountDataSource(
  load: () => Promise<AccountDataSource>,
  options: { nfts?: boolean } = {},
): AccountDataSource {
  const source = lazy(load)
  const loaded = async () => source.peek() ?? source.load()
  const lazySource: AccountDataSource = {
    getTokenBalances: async (params) => (await loaded()).getTokenBalances(params),
    getActivity: async (params) => (await loaded()).getActivity(params),
  }
  if (options.nfts !== false) lazySource.getNfts = async (params) => (await loaded()).getNfts?.(params) ?? []
  return lazySource
}
