import { formatUnits } from '../../shared/numbers/formatUnits'
import type { ClearSigningToken } from '../clearSigning/types'
import { readRpcAccount as accountOf } from './readRpcAccount'
import { readSplTokenAccount } from './readSplTokenAccount'
import { SimulationError } from './SimulationError'
import { simulationRpc } from './simulationRpc'
import type { BalanceChange } from './types'

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
/** At most this many of the visitor's token accounts are followed. */
const MAX_TOKEN_ACCOUNTS = 32

const listOf = (answer: { result: unknown } | { error: number; message: string }, method: string) => {
  if ('error' in answer) throw new SimulationError('RPC_ERROR', `${method}: ${answer.message}`)
  const value = (answer.result as { value?: unknown } | null)?.value
  if (!Array.isArray(value)) throw new SimulationError('INVALID_ANSWER', method)
  return value as unknown[]
}

/**
 * Simulates a Solana wire transaction through the app's RPC for the network (`simulateTransaction`
 * without signature checks, the frozen request being unsigned until approved) with the visitor's
 * account and SPL token accounts as the touched accounts to report (`accounts.addresses`), and
 * reads the visitor's lamport and token deltas against the same accounts read just before
 * (`getMultipleAccounts`). The lamport delta includes the network fee. Answers are untrusted:
 * shape-checked, at most 32 token accounts followed, 5 MB and 4 s in all.
 *
 * @param transaction - The frozen request's base64 wire transaction.
 * @param options - The RPC URL, the visitor's address, the tokens known (mint, symbol, decimals), the currency.
 * @returns The deltas, or the failure and its last log line.
 * @throws {SimulationError} When the node refuses, answers malformed or is too slow.
 * @example
 * ```ts
 * await simulateSolanaTransaction(base64Tx, { rpcUrl, account, tokens: [], native: { symbol: 'SOL', decimals: 9 } })
 * ```
 */
export async function simulateSolanaTransaction(
  transaction: string,
  options: {
    rpcUrl: string
    account: string
    tokens: readonly ClearSigningToken[]
    native: { symbol: string; decimals: number } | undefined
    timeoutMs?: number
  },
): Promise<{ status: 'ok'; changes: BalanceChange[] } | { status: 'reverted'; reason: string }> {
  const rpc = simulationRpc(options)
  const base64 = { encoding: 'base64' }
  try {
    const owned = listOf(
      await rpc.call('getTokenAccountsByOwner', [options.account, { programId: TOKEN_PROGRAM }, base64]),
      'getTokenAccountsByOwner',
    )
    const tokenAccounts = owned
      .slice(0, MAX_TOKEN_ACCOUNTS)
      .map((entry) => (entry as { pubkey?: unknown } | null)?.pubkey)
      .filter((key): key is string => typeof key === 'string' && key.length <= 44)
    const addresses = [options.account, ...tokenAccounts]
    const before = listOf(await rpc.call('getMultipleAccounts', [addresses, base64]), 'getMultipleAccounts')
    const simulated = await rpc.call('simulateTransaction', [
      transaction,
      { encoding: 'base64', sigVerify: false, accounts: { encoding: 'base64', addresses } },
    ])
    if ('error' in simulated)
      throw new SimulationError('RPC_ERROR', `simulateTransaction: ${simulated.message}`)
    const value = (
      simulated.result as { value?: { err?: unknown; logs?: unknown; accounts?: unknown } } | null
    )?.value
    if (!value) throw new SimulationError('INVALID_ANSWER', 'simulateTransaction')
    if (value.err !== null && value.err !== undefined) {
      const logs = Array.isArray(value.logs)
        ? value.logs.filter((l): l is string => typeof l === 'string')
        : []
      return { status: 'reverted', reason: (logs.at(-1) ?? JSON.stringify(value.err)).slice(0, 160) }
    }
    if (!Array.isArray(value.accounts) || value.accounts.length !== addresses.length)
      throw new SimulationError('INVALID_ANSWER', 'simulateTransaction: no accounts')
    const after = value.accounts
    const changes: BalanceChange[] = []
    const pre = accountOf(before[0])
    const post = accountOf(after[0])
    if (pre === undefined || post === undefined) throw new SimulationError('INVALID_ANSWER', 'account')
    const lamports = (post?.lamports ?? 0n) - (pre?.lamports ?? 0n)
    if (lamports !== 0n) {
      const size = lamports < 0n ? -lamports : lamports
      const text = options.native
        ? `${formatUnits(size, options.native.decimals)} ${options.native.symbol}`
        : `${size} lamports`
      changes.push({ asset: 'native', amount: lamports, text })
    }
    tokenAccounts.forEach((_, i) => {
      const a = accountOf(before[i + 1])
      const b = accountOf(after[i + 1])
      const was = a ? readSplTokenAccount(a.data) : undefined
      const is = b ? readSplTokenAccount(b.data) : undefined
      const mint = was?.mint ?? is?.mint
      const amount = (is?.amount ?? 0n) - (was?.amount ?? 0n)
      if (!mint || amount === 0n) return
      const known = options.tokens.find((t) => t.address === mint)
      const size = amount < 0n ? -amount : amount
      const text = known ? `${formatUnits(size, known.decimals)} ${known.symbol}` : `${size} ${mint}`
      changes.push({ asset: 'spl', token: mint, amount, text })
    })
    return { status: 'ok', changes }
  } finally {
    rpc.done()
  }
}
