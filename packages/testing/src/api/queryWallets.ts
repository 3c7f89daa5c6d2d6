import type { SeedWallet } from './seedWallets'

/**
 * Answers a `GET /getWallets` query over the seed wallets the way the hosted registry does:
 * `include` (ids, kept in the given order), `exclude` (ids), `chains` (any match), `search`
 * (trimmed, case-insensitive name match), `badge_type`, then `page`/`entries` paging.
 *
 * @param wallets - The seed wallets.
 * @param query - The request's query parameters.
 * @returns The page and the total count of matches.
 * @example
 * ```ts
 * queryWallets(seedWallets(1000), new URLSearchParams('page=1&entries=40')).data.length // 40
 * ```
 */
export function queryWallets(
  wallets: readonly SeedWallet[],
  query: URLSearchParams,
): { count: number; data: SeedWallet[] } {
  const split = (name: string) => (query.get(name) ?? '').split(',').filter((entry) => entry !== '')
  const include = split('include')
  const exclude = new Set(split('exclude'))
  const chains = split('chains')
  const search = (query.get('search') ?? '').trim().toLowerCase()
  const badge = query.get('badge_type')
  let matches: SeedWallet[] =
    include.length > 0
      ? include.flatMap((id) => wallets.filter((wallet) => wallet.id === id))
      : wallets.slice()
  matches = matches.filter(
    (wallet) =>
      !exclude.has(wallet.id) &&
      (chains.length === 0 || wallet.chains.some((chain) => chains.includes(chain))) &&
      (search === '' || wallet.name.toLowerCase().includes(search)) &&
      (badge === null || badge === '' || wallet.badge_type === badge),
  )
  const page = Math.max(1, Number(query.get('page') ?? '1') || 1)
  const entries = Math.max(1, Number(query.get('entries') ?? '40') || 40)
  return { count: matches.length, data: matches.slice((page - 1) * entries, page * entries) }
}
