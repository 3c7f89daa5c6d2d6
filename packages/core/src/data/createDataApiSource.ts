import type { ApiClient } from '../api/types'
import { isArrayOf, isOptionalString, isRecord, isString } from '../api/validators'
import type { CaipNetworkId } from '../networks/types'
import { filterSendableTokens } from '../validation/tokenList'
import type { AccountDataSource, ActivityItem, NftItem, TokenBalance } from './AccountDataSource'
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

const isBalances = (v: unknown): v is { balances: TokenBalance[] } =>
  isRecord(v) && isArrayOf(v.balances, isTokenBalance)
const isHistory = (v: unknown): v is { data: ActivityItem[]; next?: string } =>
  isRecord(v) &&
  isArrayOf(v.data, isActivityItem) &&
  (v.next === undefined || v.next === null || isString(v.next))
const isNameLookup = (v: unknown): v is { address: string | null } =>
  isRecord(v) && (v.address === null || isString(v.address))
const isNfts = (v: unknown): v is { data: NftItem[] } => isRecord(v) && isArrayOf(v.data, isNftItem)
const isIdentity = (v: unknown): v is { name?: string | null; avatar?: string | null } =>
  isRecord(v) && isOptionalString(v.name) && isOptionalString(v.avatar)
const isPrices = (v: unknown): v is { fungibles: { address: string; price: string }[] } =>
  isRecord(v) &&
  isArrayOf(
    v.fungibles,
    (f): f is { address: string; price: string } => isRecord(f) && isString(f.address) && isString(f.price),
  )

const account = (address: string, what: string) => `v1/account/${encodeURIComponent(address)}/${what}`

/**
 * Makes the hosted data API source: `GET /v1/account/{address}/balance|history|nfts?chainId=`,
 * `GET /v1/identity/{address}`, `GET /v1/profile/account/{name}`, `GET /v1/fungible/price`. Every body is validated (an invalid one
 * rejects with `INVALID_RESPONSE` and is never used); tokens with decimals `'0'` are dropped.
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
      return filterSendableTokens(body.balances)
    },
    async getActivity({ address, network, cursor }) {
      const body = await api.getJson(account(address, 'history'), {
        service: 'data',
        searchParams: { chainId: network.caipNetworkId, cursor },
        validate: isHistory,
      })
      return isString(body.next) ? { items: body.data, next: body.next } : { items: body.data }
    },
    async getNfts({ address, network }) {
      const body = await api.getJson(account(address, 'nfts'), {
        service: 'data',
        searchParams: { chainId: network.caipNetworkId },
        validate: isNfts,
      })
      return body.data
    },
    async getIdentity(address) {
      const body = await api.getJson(`v1/identity/${encodeURIComponent(address)}`, {
        service: 'data',
        validate: isIdentity,
      })
      return { name: body.name ?? null, avatar: body.avatar ?? null }
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
      return Object.fromEntries(body.fungibles.map((f) => [f.address, f.price]))
    },
  }
}
