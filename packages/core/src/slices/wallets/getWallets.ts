import type { ApiClient } from '../../http/types'
import { isFiniteNumber, isRecord } from '../../http/validators'
import { UNTRUSTED_LIMITS } from '../../shared/validation/untrustedLimits'
import { readWalletListing } from './listing/readWalletListing'
import type { WalletListing } from './listing/types'

/**
 * Query of `GET /getWallets` (SPEC §7).
 *
 * @example
 * ```ts
 * const query: GetWalletsQuery = { page: 1, entries: 40, chains: ['eip155:1'] }
 * ```
 */
export type GetWalletsQuery = {
  page: number
  entries: number
  include?: readonly string[]
  exclude?: readonly string[]
  chains?: readonly string[]
  search?: string
  badge_type?: string
}

/**
 * What `GET /getWallets` answers: one page of wallets and the total count.
 *
 * @example
 * ```ts
 * const { data, count } = await getWallets(api, { page: 1, entries: 40 })
 * ```
 */
export type GetWalletsResult = { data: WalletListing[]; count: number }

const { listItems } = UNTRUSTED_LIMITS

/**
 * Validates the envelope of a `GET /getWallets` body: `{ count: number, data: [...] }`. Its wallets
 * are checked one by one by {@link getWallets}, which drops a malformed one and keeps the rest.
 *
 * @param value - The parsed body.
 * @returns Whether it can be used.
 * @example
 * ```ts
 * isGetWalletsResponse({ count: 0, data: [] }) // true
 * ```
 */
export function isGetWalletsResponse(value: unknown): value is { count: number; data: unknown[] } {
  return isRecord(value) && isFiniteNumber(value.count) && value.count >= 0 && Array.isArray(value.data)
}

/**
 * Calls `GET /getWallets` with the SPEC §7 parameters (`page`, `entries`, `include`, `exclude`,
 * `chains`, `search`, `badge_type`; lists comma-separated) and returns the validated page: a
 * malformed or over-long wallet is dropped and the rest kept (at most 1,000 per page), and a link
 * that is not safe to open is left out of its wallet.
 *
 * @param api - The API client.
 * @param query - Page, entries and filters.
 * @returns The wallets and the total count.
 * @throws ApiError when the request fails or the body is invalid.
 * @example
 * ```ts
 * const recommended = await getWallets(api, { page: 1, entries: 4 })
 * ```
 */
export async function getWallets(api: ApiClient, query: GetWalletsQuery): Promise<GetWalletsResult> {
  const list = (values: readonly string[] | undefined) =>
    values && values.length > 0 ? values.join(',') : undefined
  const body = await api.getJson('getWallets', {
    searchParams: {
      page: query.page,
      entries: query.entries,
      include: list(query.include),
      exclude: list(query.exclude),
      chains: list(query.chains),
      search: query.search,
      badge_type: query.badge_type,
    },
    validate: isGetWalletsResponse,
  })
  const data = body.data.slice(0, listItems).flatMap((entry) => readWalletListing(entry) ?? [])
  return { count: body.count, data }
}
