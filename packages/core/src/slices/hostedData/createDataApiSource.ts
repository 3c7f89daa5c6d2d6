import type { AccountDataSource, NftItem } from '../../adapters/AccountDataSource'
import type { ApiClient } from '../../http/types'
import { isBoundedString, isRecord, keepValid } from '../../http/validators'
import type { CaipNetworkId } from '../../shared/networks/types'
import { MAX_IMAGE_URL_LENGTH } from '../../shared/validation/safeImageUrl'
import { filterSendableTokens } from '../../shared/validation/tokenList'
import { UNTRUSTED_LIMITS } from '../../shared/validation/untrustedLimits'
import { isActivityItem, isNftItem, isTokenBalance } from './dataValidators'

/**
 * The hosted blockchain data API as an {@link AccountDataSource}, plus identity and price lookups.
 *
 * @example
 * ```ts
 * const source = createDataApiSource(api)
 * const { name } = await source.getIdentity('0xabc')
 * ```
 */
export interface DataApiSource extends AccountDataSource {
  getNfts(params: Parameters<NonNullable<AccountDataSource['getNfts']>>[0]): Promise<NftItem[]>
  /** Name and avatar of an address (name service). */
  getIdentity(address: string): Promise<{ name: string | null; avatar: string | null }>
  /** The address a name-service name (e.g. `alice.reown.id`) points to; `null` when unregistered. */
  lookupName(name: string): Promise<string | null>
  /** USD prices of tokens on one chain, keyed by token address; decimal strings. */
  getTokenPrices(params: {
    chainId: CaipNetworkId
    addresses: readonly string[]
  }): Promise<Record<string, string>>
}

const { listItems, nameLength, idLength, amountLength } = UNTRUSTED_LIMITS
const isBalances = (v: unknown): v is { balances: unknown[] } => isRecord(v) && Array.isArray(v.balances)
const isHistory = (v: unknown): v is { data: unknown[]; next?: unknown } =>
  isRecord(v) && Array.isArray(v.data)
const isNameLookup = (v: unknown): v is { address: string | null } =>
  isRecord(v) && (v.address === null || isBoundedString(v.address, idLength))
const isNfts = (v: unknown): v is { data: unknown[] } => isRecord(v) && Array.isArray(v.data)
const isIdentity = (v: unknown): v is { name?: unknown; avatar?: unknown } => isRecord(v)
const isPrices = (v: unknown): v is { fungibles: unknown[] } => isRecord(v) && Array.isArray(v.fungibles)
const isPrice = (f: unknown): f is { address: string; price: string } =>
  isRecord(f) &&
  isBoundedString(f.address, idLength) &&
  isBoundedString(f.price, amountLength) &&
  /^\d+(\.\d+)?$/.test(f.price)
const optional = (value: unknown, max: number): string | null =>
  isBoundedString(value, max) && value !== '' ? value : null

const account = (address: string, what: string) => `v1/account/${encodeURIComponent(address)}/${what}`

/**
 * Makes the hosted data API source: `GET /v1/account/{address}/balance|history|nfts?chainId=`,
 * `GET /v1/identity/{address}`, `GET /v1/profile/account/{name}`, `GET /v1/fungible/price`. Every body is validated (an invalid one
 * rejects with `INVALID_RESPONSE` and is never used) item by item: a malformed or over-long item
 * is dropped and the rest kept, at most 1,000 items are read per answer, and tokens with decimals
 * `'0'` are dropped.
 *
 * @param api - The API client (exists only with a projectId).
 * @returns The source.
 * @example
 * ```ts
 * const tokens = await createDataApiSource(api).getTokenBalances({ address, network })
 * ```
 */
export function createDataApiSource(api: ApiClient): DataApiSource {
  return {
    async getTokenBalances({ address, network }) {
      const body = await api.getJson(account(address, 'balance'), {
        service: 'data',
        searchParams: { chainId: network.caipNetworkId, currency: 'usd' },
        validate: isBalances,
      })
      return filterSendableTokens(keepValid(body.balances, isTokenBalance, listItems) ?? [])
    },
    async getActivity({ address, network, cursor }) {
      const body = await api.getJson(account(address, 'history'), {
        service: 'data',
        searchParams: { chainId: network.caipNetworkId, cursor },
        validate: isHistory,
      })
      const items = keepValid(body.data, isActivityItem, listItems) ?? []
      return isBoundedString(body.next, idLength) && body.next !== '' ? { items, next: body.next } : { items }
    },
    async getNfts({ address, network }) {
      const body = await api.getJson(account(address, 'nfts'), {
        service: 'data',
        searchParams: { chainId: network.caipNetworkId },
        validate: isNfts,
      })
      return keepValid(body.data, isNftItem, listItems) ?? []
    },
    async getIdentity(address) {
      const body = await api.getJson(`v1/identity/${encodeURIComponent(address)}`, {
        service: 'data',
        validate: isIdentity,
      })
      return { name: optional(body.name, nameLength), avatar: optional(body.avatar, MAX_IMAGE_URL_LENGTH) }
    },
    async lookupName(name) {
      const body = await api.getJson(`v1/profile/account/${encodeURIComponent(name)}`, {
        service: 'data',
        validate: isNameLookup,
      })
      return body.address
    },
    async getTokenPrices({ chainId, addresses }) {
      const body = await api.getJson('v1/fungible/price', {
        service: 'data',
        searchParams: { chainId, addresses: [...addresses].sort().join(','), currency: 'usd' },
        validate: isPrices,
      })
      const prices = keepValid(body.fungibles, isPrice, listItems) ?? []
      return Object.fromEntries(prices.map((f) => [f.address, f.price]))
    },
  }
}
