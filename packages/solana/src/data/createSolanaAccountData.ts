import {
  type AccountDataSource,
  type ActivityItem,
  type ActivityTransfer,
  type CaipNetwork,
  formatUnits,
  readBaseUnits,
  readUntrustedField,
  type TokenBalance,
  type TokenRef,
} from '@latch/core/kit'
import { createSolanaRpcClient } from '../rpc/createSolanaRpcClient'

/** SPL Token and Token-2022 program ids. */
export const TOKEN_PROGRAM_IDS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const

/** Activity page size. */
export const SOLANA_ACTIVITY_PAGE_SIZE = 20

type ParsedTokenAccount = {
  pubkey: string
  account: { data: { parsed: { info: { mint: string; tokenAmount: { amount: string; decimals: number } } } } }
}
type RpcTokenBalance = {
  accountIndex: number
  mint: string
  owner?: string
  uiTokenAmount: { amount: string; decimals: number }
}
type RpcTransaction = {
  blockTime: number | null
  meta: {
    err: unknown
    fee: number
    preBalances: number[]
    postBalances: number[]
    preTokenBalances?: RpcTokenBalance[]
    postTokenBalances?: RpcTokenBalance[]
  } | null
  transaction: { message: { accountKeys: string[] } }
}

/** Token accounts read per program at most. */
const MAX_TOKEN_ACCOUNTS = 1_000
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,88}$/

/** Lamports of a `getBalance` answer, read exactly (see the RPC client), else a typed invalid response. */
function lamportsOf(answer: unknown): bigint {
  return readBaseUnits(readUntrustedField(answer, 'value'), 'getBalance')
}

/** One token account of `getTokenAccountsByOwner`, or `undefined` when it is malformed. */
function readTokenAccount(entry: unknown): { mint: string; amount: bigint; decimals: number } | undefined {
  const info = (entry as ParsedTokenAccount | null)?.account?.data?.parsed?.info
  const mint: unknown = info?.mint
  const amount: unknown = info?.tokenAmount?.amount
  const decimals: unknown = info?.tokenAmount?.decimals
  if (typeof mint !== 'string' || !BASE58.test(mint)) return undefined
  if (typeof amount !== 'string' || !/^\d{1,40}$/.test(amount)) return undefined
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    return undefined
  return { mint, amount: BigInt(amount), decimals }
}

/** One entry of `getSignaturesForAddress`, or `undefined` when it is malformed. */
function readSignature(
  entry: unknown,
): { signature: string; err: unknown; blockTime: number | null } | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined
  const { signature, err, blockTime } = entry as { signature?: unknown; err?: unknown; blockTime?: unknown }
  if (typeof signature !== 'string' || !BASE58.test(signature)) return undefined
  return {
    signature,
    err,
    blockTime: typeof blockTime === 'number' && Number.isFinite(blockTime) ? blockTime : null,
  }
}

/** The transfers of a transaction, or none when its details are malformed. */
function safeTransfersOf(
  address: string,
  tx: RpcTransaction,
  known: readonly TokenRef[],
): ActivityTransfer[] {
  try {
    return transfersOf(address, tx, known)
  } catch {
    return []
  }
}

function rpcFor(network: CaipNetwork, fetchFn?: typeof fetch) {
  const url = network.rpcUrls.default.http[0] ?? ''
  return createSolanaRpcClient(url, fetchFn)
}

function tokenLabel(mint: string, known: readonly TokenRef[]): { name: string; symbol: string } {
  const ref = known.find((t) => t.address === mint)
  return ref
    ? { name: ref.name ?? ref.symbol, symbol: ref.symbol }
    : { name: 'Unknown token', symbol: `${mint.slice(0, 4)}…` }
}

/** Transfers of `address` in one transaction, from balance changes (works for any program). */
function transfersOf(address: string, tx: RpcTransaction, known: readonly TokenRef[]): ActivityTransfer[] {
  const meta = tx.meta
  if (!meta) return []
  const keys = tx.transaction.message.accountKeys
  const out: ActivityTransfer[] = []
  const deltas = keys.map(
    (_, i) =>
      readBaseUnits(meta.postBalances[i] ?? 0, 'postBalances') -
      readBaseUnits(meta.preBalances[i] ?? 0, 'preBalances') +
      (i === 0 ? readBaseUnits(meta.fee, 'fee') : 0n),
  )
  const index = keys.indexOf(address)
  const own = deltas[index] ?? 0n
  if (index >= 0 && own !== 0n) {
    const counterpart = keys[deltas.findIndex((d) => (own < 0n ? d > 0n : d < 0n))] ?? ''
    out.push({
      direction: own < 0n ? 'out' : 'in',
      symbol: 'SOL',
      amount: formatUnits(own < 0n ? -own : own, 9),
      from: own < 0n ? address : counterpart,
      to: own < 0n ? counterpart : address,
    })
  }
  const tokenDelta = new Map<string, { mint: string; owner: string; delta: bigint; decimals: number }>()
  const add = (list: RpcTokenBalance[] | undefined, sign: bigint) => {
    for (const b of list ?? []) {
      const key = `${b.accountIndex}`
      const entry = tokenDelta.get(key) ?? {
        mint: b.mint,
        owner: b.owner ?? '',
        delta: 0n,
        decimals: b.uiTokenAmount.decimals,
      }
      entry.delta += sign * readBaseUnits(b.uiTokenAmount.amount, 'uiTokenAmount')
      tokenDelta.set(key, entry)
    }
  }
  add(meta.preTokenBalances, -1n)
  add(meta.postTokenBalances, 1n)
  const entries = [...tokenDelta.values()]
  for (const mine of entries.filter((e) => e.owner === address && e.delta !== 0n)) {
    const other = entries.find(
      (e) => e.mint === mine.mint && e.owner !== address && (mine.delta < 0n ? e.delta > 0n : e.delta < 0n),
    )
    const amount = mine.delta < 0n ? -mine.delta : mine.delta
    out.push({
      direction: mine.delta < 0n ? 'out' : 'in',
      symbol: tokenLabel(mine.mint, known).symbol,
      amount: formatUnits(amount, mine.decimals),
      from: mine.delta < 0n ? address : (other?.owner ?? ''),
      to: mine.delta < 0n ? (other?.owner ?? '') : address,
      tokenAddress: mine.mint,
    })
  }
  return out
}

/**
 * Account data read from the app's Solana RPC with no API key: SOL and SPL token balances
 * (`getBalance`, `getTokenAccountsByOwner`) and activity (`getSignaturesForAddress` then
 * `getTransaction`, transfers derived from the balance changes).
 *
 * @param options - Known tokens (to name mints), a fetch implementation, the activity page size.
 * @returns An {@link AccountDataSource}.
 * @example
 * ```ts
 * const data = createSolanaAccountData({ tokens: [{ address: usdcMint, symbol: 'USDC', decimals: 6 }] })
 * const balances = await data.getTokenBalances({ address, network })
 * ```
 */
export function createSolanaAccountData(
  options: { tokens?: readonly TokenRef[]; fetch?: typeof fetch; pageSize?: number } = {},
): AccountDataSource {
  const known = options.tokens ?? []
  const pageSize = options.pageSize ?? SOLANA_ACTIVITY_PAGE_SIZE
  return {
    async getTokenBalances({ address, network }) {
      const rpc = rpcFor(network, options.fetch)
      const lamports = await rpc.request<unknown>('getBalance', [address, { commitment: 'confirmed' }])
      const native: TokenBalance = {
        name: network.nativeCurrency.name,
        symbol: network.nativeCurrency.symbol,
        chainId: network.caipNetworkId,
        decimals: 9,
        quantity: { decimals: '9', numeric: formatUnits(lamportsOf(lamports), 9) },
      }
      const tokens: TokenBalance[] = []
      for (const programId of TOKEN_PROGRAM_IDS) {
        const answer = await rpc.request<unknown>('getTokenAccountsByOwner', [
          address,
          { programId },
          { encoding: 'jsonParsed', commitment: 'confirmed' },
        ])
        const value = (answer as { value?: unknown } | null)?.value
        // Each account is read on its own: a malformed one is skipped, the others kept.
        for (const entry of Array.isArray(value) ? value.slice(0, MAX_TOKEN_ACCOUNTS) : []) {
          const account = readTokenAccount(entry)
          if (!account) continue
          tokens.push({
            ...tokenLabel(account.mint, known),
            chainId: network.caipNetworkId,
            address: account.mint,
            decimals: account.decimals,
            quantity: {
              decimals: String(account.decimals),
              numeric: formatUnits(account.amount, account.decimals),
            },
          })
        }
      }
      return [native, ...tokens]
    },
    async getActivity({ address, network, cursor }) {
      const rpc = rpcFor(network, options.fetch)
      const answer = await rpc.request<unknown>('getSignaturesForAddress', [
        address,
        {
          limit: pageSize,
          commitment: 'confirmed',
          ...(cursor ? { before: cursor } : {}),
        },
      ])
      const signatures = (Array.isArray(answer) ? answer.slice(0, pageSize) : []).flatMap(
        (entry) => readSignature(entry) ?? [],
      )
      const items: ActivityItem[] = []
      for (const s of signatures) {
        const tx = await rpc.request<RpcTransaction | null>('getTransaction', [
          s.signature,
          { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: 'confirmed' },
        ])
        items.push({
          id: s.signature,
          metadata: {
            minedAt: ((typeof tx?.blockTime === 'number' ? tx.blockTime : null) ?? s.blockTime ?? 0) * 1000,
            chain: network.caipNetworkId,
            status: s.err ? 'failed' : 'confirmed',
            hash: s.signature,
          },
          transfers: tx ? safeTransfersOf(address, tx, known) : [],
        })
      }
      const last = signatures[signatures.length - 1]
      const full = Array.isArray(answer) && answer.length >= pageSize
      return full && last ? { items, next: last.signature } : { items }
    },
  }
}
