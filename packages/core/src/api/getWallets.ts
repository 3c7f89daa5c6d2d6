import type { WalletListing } from '../wallets/types'
import type { ApiClient } from './types'
import { isArrayOf, isFiniteNumber, isOptionalString, isRecord, isString } from './validators'

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

const OPTIONAL_STRING_FIELDS = [
  'image_id',
  'rdns',
  'mobile_link',
  'desktop_link',
  'webapp_link',
  'badge_type',
] as const

type RemoteWallet = Record<string, unknown> & { id: string; name: string }

function isRemoteWallet(value: unknown): value is RemoteWallet {
  if (!isRecord(value) || !isString(value.id) || value.id === '' || !isString(value.name)) return false
  if (!OPTIONAL_STRING_FIELDS.every((field) => isOptionalString(value[field]))) return false
  if (value.chains !== undefined && value.chains !== null && !isArrayOf(value.chains, isString)) return false
  return (
    value.display_index === undefined || value.display_index === null || isFiniteNumber(value.display_index)
  )
}

/**
 * Validates a `GET /getWallets` body: `{ count: number, data: wallet[] }` where every wallet has a
 * string id and name, optional string links, and string chains.
 *
 * @param value - The parsed body.
 * @returns Whether it can be used.
 * @example
 * ```ts
 * isGetWalletsResponse({ count: 0, data: [] }) // true
 * ```
 */
export function isGetWalletsResponse(value: unknown): value is { count: number; data: RemoteWallet[] } {
  return (
    isRecord(value) &&
    isFiniteNumber(value.count) &&
    value.count >= 0 &&
    isArrayOf(value.data, isRemoteWallet)
  )
}

function toListing(remote: RemoteWallet): WalletListing {
  const listing: WalletListing = {
    id: remote.id,
    name: remote.name,
    chains: isArrayOf(remote.chains, isString) ? remote.chains : [],
  }
  for (const field of OPTIONAL_STRING_FIELDS) {
    const value = remote[field]
    if (isString(value) && value !== '') listing[field] = value
  }
  if (isFiniteNumber(remote.display_index)) listing.display_index = remote.display_index
  return listing
}

/**
 * Calls `GET /getWallets` with the SPEC §7 parameters (`page`, `entries`, `include`, `exclude`,
 * `chains`, `search`, `badge_type`; lists comma-separated) and returns the validated page.
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
  return { count: body.count, data: body.data.map(toListing) }
}
