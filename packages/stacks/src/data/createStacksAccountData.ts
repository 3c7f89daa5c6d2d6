import {
  type AccountDataSource,
  type ActivityItem,
  type CaipNetwork,
  CONSTANTS,
  formatUnits,
  isTxHash,
  readBaseUnits,
} from '@latch/core/kit'
import { apiBase, type FetchLike, fetchJson } from './fetchJson'

const PAGE = 20

type StacksApiTx = {
  tx_id?: unknown
  tx_status?: unknown
  burn_block_time?: unknown
  sender_address?: unknown
  token_transfer?: { recipient_address?: unknown; amount?: unknown }
}

/** Transactions read from one page at most (the page asks for 20). */
const MAX_PAGE_ITEMS = 50

function toActivityItem(value: unknown, address: string, network: CaipNetwork): ActivityItem | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const tx = value as StacksApiTx
  if (!isTxHash(tx.tx_id)) return undefined
  const hash = tx.tx_id
  const status = tx.tx_status === 'success' ? 'confirmed' : tx.tx_status === 'pending' ? 'pending' : 'failed'
  const transfer =
    typeof tx.token_transfer === 'object' && tx.token_transfer !== null ? tx.token_transfer : undefined
  const from = addressText(tx.sender_address)
  const to = addressText(transfer?.recipient_address)
  const time =
    typeof tx.burn_block_time === 'number' && Number.isFinite(tx.burn_block_time) ? tx.burn_block_time : 0
  let amount: bigint | undefined
  try {
    amount = transfer ? bigintOf(transfer.amount) : undefined
  } catch {
    return undefined
  }
  return {
    id: hash,
    metadata: { minedAt: time * 1000, chain: network.caipNetworkId, status, hash },
    transfers:
      amount === undefined
        ? []
        : [
            {
              direction: from === to ? 'self' : from === address ? 'out' : 'in',
              symbol: network.nativeCurrency.symbol,
              amount: formatUnits(amount, CONSTANTS.stacksNativeDecimals),
              from,
              to,
            },
          ],
  }
}

/** Characters of the longest Stacks address (a contract principal: address, dot, 128-char name). */
const MAX_ADDRESS_CHARS = 170

/** An address the API reported, or '' when it is not a string of an address's length. */
function addressText(value: unknown): string {
  return typeof value === 'string' && value.length <= MAX_ADDRESS_CHARS ? value : ''
}

/** An amount in micro-STX: a decimal string (or safe integer) within the base-unit cap. */
function bigintOf(value: unknown): bigint {
  return readBaseUnits(value, 'micro-STX')
}

/**
 * Account data for Stacks read from the Stacks API the app configured on the network
 * (`rpcUrls.default.http[0]`): the STX balance (`/extended/v1/address/{address}/stx`) and activity
 * (`/extended/v1/address/{address}/transactions`). Nothing is fetched until asked. The API's answers
 * are untrusted: a malformed transaction is skipped and its neighbours kept, at most 50 per page.
 *
 * @param options - An optional `fetch`.
 * @returns The data source, plus `getStxBalance` in micro-STX.
 * @example
 * ```ts
 * const data = createStacksAccountData()
 * const [stx] = await data.getTokenBalances({ address, network })
 * ```
 */
export function createStacksAccountData(options: { fetch?: FetchLike } = {}) {
  const fetcher: FetchLike = options.fetch ?? ((input, init) => fetch(input, init))
  const getStxBalance = async (address: string, network: CaipNetwork): Promise<bigint> => {
    const body = (await fetchJson(fetcher, `${apiBase(network)}/extended/v1/address/${address}/stx`)) as {
      balance?: unknown
    }
    return bigintOf(body?.balance)
  }
  const source: AccountDataSource & { getStxBalance: typeof getStxBalance } = {
    getStxBalance,
    async getTokenBalances({ address, network }) {
      const value = await getStxBalance(address, network)
      const decimals = CONSTANTS.stacksNativeDecimals
      return [
        {
          name: network.nativeCurrency.name,
          symbol: network.nativeCurrency.symbol,
          chainId: network.caipNetworkId,
          decimals,
          quantity: { decimals: String(decimals), numeric: formatUnits(value, decimals) },
        },
      ]
    },
    async getActivity({ address, network, cursor }) {
      const offset = cursor ? Number(cursor) : 0
      const url = `${apiBase(network)}/extended/v1/address/${address}/transactions?limit=${PAGE}&offset=${offset}`
      const body = (await fetchJson(fetcher, url)) as { results?: unknown; total?: unknown } | null
      const results = Array.isArray(body?.results) ? body.results.slice(0, MAX_PAGE_ITEMS) : []
      // Each transaction is read on its own: a malformed one is skipped, its neighbours kept.
      const items = results.flatMap((tx) => toActivityItem(tx, address, network) ?? [])
      const total = typeof body?.total === 'number' ? body.total : 0
      const nextOffset = offset + results.length
      return nextOffset < total && results.length > 0 ? { items, next: String(nextOffset) } : { items }
    },
  }
  return source
}
