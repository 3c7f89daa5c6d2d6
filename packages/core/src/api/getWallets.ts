import { toSafeLinkUrl } from '../validation/safeUrl'
import { UNTRUSTED_LIMITS } from '../validation/untrustedLimits'
import type { WalletListing } from '../wallets/types'
import type { ApiClient } from './types'
import {
  isArrayOf,
  isBoundedString,
  isFiniteNumber,
  isOptionalString,
  isRecord,
  isString,
  keepValid,
} from './validators'

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

const ID_FIELDS = ['image_id', 'rdns', 'badge_type'] as const
const LINK_FIELDS = ['mobile_link', 'desktop_link', 'webapp_link'] as const
const { idLength, nameLength, listItems } = UNTRUSTED_LIMITS
/** Chains listed per wallet at most (the registry lists CAIP-2 ids; a few dozen at most). */
const MAX_WALLET_CHAINS = 500

type RemoteWallet = Record<string, unknown> & { id: string; name: string }

const isIdString = (value: unknown): value is string => isBoundedString(value, idLength)
const isOptionalId = (value: unknown) =>
  value === undefined || value === null || isBoundedString(value, idLength)

function isRemoteWallet(value: unknown): value is RemoteWallet {
  if (!isRecord(value) || !isBoundedString(value.id, idLength) || value.id === '') return false
  if (!isBoundedString(value.name, nameLength)) return false
  if (!ID_FIELDS.every((field) => isOptionalId(value[field]))) return false
  if (!LINK_FIELDS.every((field) => isOptionalString(value[field]))) return false
  const { chains } = value
  if (
    chains !== undefined &&
    chains !== null &&
    !(Array.isArray(chains) && chains.length <= MAX_WALLET_CHAINS && isArrayOf(chains, isIdString))
  )
    return false
  return (
    value.display_index === undefined || value.display_index === null || isFiniteNumber(value.display_index)
  )
}

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

function toListing(remote: RemoteWallet): WalletListing {
  const listing: WalletListing = {
    id: remote.id,
    name: remote.name,
    chains: isArrayOf(remote.chains, isString) ? remote.chains : [],
  }
  for (const field of ID_FIELDS) {
    const value = remote[field]
    if (isString(value) && value !== '') listing[field] = value
  }
  // A link is used verbatim by the views: only https, a loopback http, or the wallet's own app
  // scheme (never javascript:, data:...). The web app link is a web page only.
  const mobile = toSafeLinkUrl(remote.mobile_link, { appScheme: true })
  const desktop = toSafeLinkUrl(remote.desktop_link, { appScheme: true })
  const webapp = toSafeLinkUrl(remote.webapp_link)
  if (mobile) listing.mobile_link = mobile
  if (desktop) listing.desktop_link = desktop
  if (webapp) listing.webapp_link = webapp
  if (isFiniteNumber(remote.display_index)) listing.display_index = remote.display_index
  return listing
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
  return { count: body.count, data: (keepValid(body.data, isRemoteWallet, listItems) ?? []).map(toListing) }
}
