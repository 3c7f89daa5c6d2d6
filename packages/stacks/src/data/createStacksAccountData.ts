import { type AccountDataSource, type ActivityItem, ApiError, type CaipNetwork, CONSTANTS } from '@latch/core'
import { formatUnits } from '../utils/formatUnits'
import { apiBase, type FetchLike, fetchJson } from './fetchJson'

const PAGE = 20

type StacksApiTx = {
  tx_id?: unknown
  tx_status?: unknown
  burn_block_time?: unknown
  sender_address?: unknown
  token_transfer?: { recipient_address?: unknown; amount?: unknown }
}

function bigintOf(value: unknown): bigint {
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value)
  throw new ApiError('Invalid response', {
    code: 'INVALID_RESPONSE',
    details: 'expected a decimal string amount',
  })
}

/**
 * Account data for Stacks read from the Stacks API the app configured on the network
 * (`rpcUrls.default.http[0]`): the STX balance (`/extended/v1/address/{address}/stx`) and activity
 * (`/extended/v1/address/{address}/transactions`). Nothing is fetched until asked.
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
      const body = (await fetchJson(fetcher, url)) as { results?: unknown; total?: unknown }
      const results = Array.isArray(body?.results) ? (body.results as StacksApiTx[]) : []
      const items: ActivityItem[] = results.map((tx) => {
        const hash = String(tx.tx_id ?? '')
        const status =
          tx.tx_status === 'success' ? 'confirmed' : tx.tx_status === 'pending' ? 'pending' : 'failed'
        const transfer = tx.token_transfer
        const from = String(tx.sender_address ?? '')
        const to = String(transfer?.recipient_address ?? '')
        return {
          id: hash,
          metadata: {
            minedAt: Number(tx.burn_block_time ?? 0) * 1000,
            chain: network.caipNetworkId,
            status,
            hash,
          },
          transfers: transfer
            ? [
                {
                  direction: from === to ? 'self' : from === address ? 'out' : 'in',
                  symbol: network.nativeCurrency.symbol,
                  amount: formatUnits(bigintOf(transfer.amount), CONSTANTS.stacksNativeDecimals),
                  from,
                  to,
                },
              ]
            : [],
        }
      })
      const total = typeof body?.total === 'number' ? body.total : 0
      const nextOffset = offset + results.length
      return nextOffset < total && results.length > 0 ? { items, next: String(nextOffset) } : { items }
    },
  }
  return source
}
