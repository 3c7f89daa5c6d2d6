import { type AccountDataSource, type ActivityItem, ApiError, type CaipNetwork } from '@latch/core'
import { formatUnits } from '../utils/formatUnits'
import { apiBase, type FetchLike, fetchJson } from './fetchJson'

const BTC_DECIMALS = 8

type Stats = { funded_txo_sum?: unknown; spent_txo_sum?: unknown }
type EsploraTx = {
  txid?: unknown
  status?: { confirmed?: unknown; block_time?: unknown }
  vin?: { prevout?: { scriptpubkey_address?: unknown; value?: unknown } }[]
  vout?: { scriptpubkey_address?: unknown; value?: unknown }[]
}

function sats(value: unknown): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
  throw new ApiError('Invalid response', {
    code: 'INVALID_RESPONSE',
    details: 'expected an integer amount of sats',
  })
}

/**
 * Account data for Bitcoin read from an Esplora-style API the app configured on the network:
 * balance from `/address/{address}` (confirmed plus mempool), activity from
 * `/address/{address}/txs` (net change of the address per transaction).
 *
 * @param options - An optional `fetch`.
 * @returns The data source, plus `getSatsBalance`.
 * @example
 * ```ts
 * const data = createEsploraAccountData()
 * const sats = await data.getSatsBalance(address, network)
 * ```
 */
export function createEsploraAccountData(options: { fetch?: FetchLike } = {}) {
  const fetcher: FetchLike = options.fetch ?? ((input, init) => fetch(input, init))
  const getSatsBalance = async (address: string, network: CaipNetwork): Promise<bigint> => {
    const body = (await fetchJson(fetcher, `${apiBase(network)}/address/${address}`)) as {
      chain_stats?: Stats
      mempool_stats?: Stats
    }
    const net = (s: Stats | undefined) => (s ? sats(s.funded_txo_sum) - sats(s.spent_txo_sum) : 0n)
    return net(body?.chain_stats) + net(body?.mempool_stats)
  }
  const source: AccountDataSource & { getSatsBalance: typeof getSatsBalance } = {
    getSatsBalance,
    async getTokenBalances({ address, network }) {
      const value = await getSatsBalance(address, network)
      return [
        {
          name: network.nativeCurrency.name,
          symbol: network.nativeCurrency.symbol,
          chainId: network.caipNetworkId,
          decimals: BTC_DECIMALS,
          quantity: { decimals: String(BTC_DECIMALS), numeric: formatUnits(value, BTC_DECIMALS) },
        },
      ]
    },
    async getActivity({ address, network, cursor }) {
      const path = cursor ? `/address/${address}/txs/chain/${cursor}` : `/address/${address}/txs`
      const body = await fetchJson(fetcher, `${apiBase(network)}${path}`)
      const txs = Array.isArray(body) ? (body as EsploraTx[]) : []
      const items: ActivityItem[] = txs.map((tx) => {
        const hash = String(tx.txid ?? '')
        let change = 0n
        for (const vin of tx.vin ?? [])
          if (vin.prevout?.scriptpubkey_address === address) change -= sats(vin.prevout.value)
        for (const vout of tx.vout ?? [])
          if (vout.scriptpubkey_address === address) change += sats(vout.value)
        const confirmed = tx.status?.confirmed === true
        return {
          id: hash,
          metadata: {
            minedAt: Number(tx.status?.block_time ?? 0) * 1000,
            chain: network.caipNetworkId,
            status: confirmed ? 'confirmed' : 'pending',
            hash,
          },
          transfers: [
            {
              direction: change < 0n ? 'out' : 'in',
              symbol: network.nativeCurrency.symbol,
              amount: formatUnits(change < 0n ? -change : change, BTC_DECIMALS),
              from: change < 0n ? address : '',
              to: change < 0n ? '' : address,
            },
          ],
        }
      })
      const last = txs.at(-1)
      // Esplora pages confirmed history 25 at a time, continuing after the last txid seen.
      return txs.length >= 25 && last?.txid ? { items, next: String(last.txid) } : { items }
    },
  }
  return source
}
