import {
  type AccountDataSource,
  type ActivityItem,
  type CaipNetwork,
  formatUnits,
  isTxHash,
  readBaseUnits,
} from '@latch/core/kit'
import { apiBase, type FetchLike, fetchJson } from './fetchJson'

const BTC_DECIMALS = 8

type Stats = { funded_txo_sum?: unknown; spent_txo_sum?: unknown }
type EsploraTx = {
  txid?: unknown
  status?: { confirmed?: unknown; block_time?: unknown }
  vin?: { prevout?: { scriptpubkey_address?: unknown; value?: unknown } }[]
  vout?: { scriptpubkey_address?: unknown; value?: unknown }[]
}

/** Transactions read from one page at most (Esplora pages 25). */
const MAX_PAGE_ITEMS = 50

function toActivityItem(value: unknown, address: string, network: CaipNetwork): ActivityItem | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const tx = value as EsploraTx
  if (!isTxHash(tx.txid, 'none')) return undefined
  const hash = tx.txid
  let change = 0n
  try {
    for (const vin of Array.isArray(tx.vin) ? tx.vin : [])
      if (vin?.prevout?.scriptpubkey_address === address) change -= sats(vin.prevout.value)
    for (const vout of Array.isArray(tx.vout) ? tx.vout : [])
      if (vout?.scriptpubkey_address === address) change += sats(vout.value)
  } catch {
    return undefined
  }
  const time = typeof tx.status?.block_time === 'number' ? tx.status.block_time : 0
  return {
    id: hash,
    metadata: {
      minedAt: Number.isFinite(time) ? time * 1000 : 0,
      chain: network.caipNetworkId,
      status: tx.status?.confirmed === true ? 'confirmed' : 'pending',
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
}

/** An amount of sats, exact even above 2^53 (fetchJson keeps such integers as digits), else typed. */
function sats(value: unknown): bigint {
  return readBaseUnits(value, 'sats')
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
      const txs = Array.isArray(body) ? body.slice(0, MAX_PAGE_ITEMS) : []
      // Each transaction is read on its own: a malformed one is skipped, its neighbours kept.
      const items = txs.flatMap((tx) => toActivityItem(tx, address, network) ?? [])
      const last: unknown = txs.at(-1)
      const lastTxid = typeof last === 'object' && last !== null ? (last as EsploraTx).txid : undefined
      // Esplora pages confirmed history 25 at a time, continuing after the last txid seen; the
      // cursor goes into a URL path, so only a real txid is followed.
      return txs.length >= 25 && isTxHash(lastTxid, 'none') ? { items, next: lastTxid } : { items }
    },
  }
  return source
}
