import { formatUnits } from '@latch/core'
import { base58, base64 } from '@scure/base'
import { VersionedMessage } from '@solana/web3.js'
import type { LiteSVM } from 'litesvm'
import {
  LAMPORTS_PER_SIGNATURE,
  type LedgerEntry,
  parseTokenAccount,
  readMintDecimals,
  type SvmLedger,
  TOKEN_PROGRAM_ID,
} from './svmLedger'

type Address = Parameters<LiteSVM['getBalance']>[0]

/** A JSON-RPC error raised by a method handler. */
export class RpcMethodError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** Context shared by the handlers. */
export type RpcMethodContext = {
  ledger: SvmLedger
  genesisHash: string
  /** Called after a transaction lands, so WebSocket subscribers can be told. */
  onProcessed: (signature: string, err: unknown) => void
}

type Handler = (params: unknown[], ctx: RpcMethodContext) => unknown

const context = (ctx: RpcMethodContext) => ({ slot: ctx.ledger.slot, apiVersion: '2.2.0' })
const options = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {}

function decodeTx(encoded: unknown, encoding: unknown): Uint8Array {
  if (typeof encoded !== 'string')
    throw new RpcMethodError(-32602, 'Invalid params: transaction must be a string')
  return encoding === 'base64' ? base64.decode(encoded) : base58.decode(encoded)
}

function encodeAccount(svm: LiteSVM, address: string, encoding: unknown) {
  const account = svm.getAccount(address as Address)
  if (!account.exists) return null
  const base = {
    lamports: account.lamports,
    owner: account.programAddress,
    executable: account.executable,
    rentEpoch: 0,
    space: account.data.length,
  }
  if (encoding === 'jsonParsed' && account.programAddress === TOKEN_PROGRAM_ID) {
    const parsed = parseTokenAccount(account.data)
    if (parsed) {
      const decimals = readMintDecimals(svm, parsed.mint) ?? 0
      const uiAmountString = formatUnits(parsed.amount, decimals)
      return {
        ...base,
        data: {
          program: 'spl-token',
          space: 165,
          parsed: {
            type: 'account',
            info: {
              isNative: parsed.isNative,
              mint: parsed.mint,
              owner: parsed.owner,
              state: parsed.state === 2 ? 'frozen' : 'initialized',
              tokenAmount: {
                amount: parsed.amount.toString(),
                decimals,
                uiAmount: Number(uiAmountString),
                uiAmountString,
              },
            },
          },
        },
      }
    }
  }
  if (encoding === 'base58') return { ...base, data: [base58.encode(account.data), 'base58'] }
  return { ...base, data: [base64.encode(account.data), 'base64'] }
}

function transactionJson(entry: LedgerEntry, encoding: unknown) {
  const message = entry.tx.message
  const version = 'version' in message && message.version === 0 ? 0 : 'legacy'
  const meta = {
    err: entry.err,
    status: entry.err === null ? { Ok: null } : { Err: entry.err },
    fee: entry.fee,
    preBalances: entry.preBalances,
    postBalances: entry.postBalances,
    preTokenBalances: entry.preTokenBalances,
    postTokenBalances: entry.postTokenBalances,
    logMessages: entry.logs,
    innerInstructions: [],
    loadedAddresses: { writable: [], readonly: [] },
    rewards: [],
    computeUnitsConsumed: entry.unitsConsumed,
  }
  const transaction =
    encoding === 'base64'
      ? [base64.encode(entry.wire), 'base64']
      : {
          signatures: entry.tx.signatures.map((s) => base58.encode(s)),
          message: {
            header: message.header,
            accountKeys: entry.accountKeys,
            recentBlockhash: message.recentBlockhash,
            instructions: message.compiledInstructions.map((ix) => ({
              programIdIndex: ix.programIdIndex,
              accounts: ix.accountKeyIndexes,
              data: base58.encode(ix.data),
              stackHeight: null,
            })),
            ...(version === 0 ? { addressTableLookups: [] } : {}),
          },
        }
  return { slot: entry.slot, blockTime: entry.blockTime, version, meta, transaction }
}

function tokenAccountsByOwner(params: unknown[], ctx: RpcMethodContext) {
  const [owner, filter, opts] = params as [string, { mint?: string; programId?: string }, unknown]
  const { encoding } = options(opts)
  if (filter?.programId && filter.programId !== TOKEN_PROGRAM_ID) return { context: context(ctx), value: [] }
  const accounts = ctx.ledger.svm.getProgramAccounts(TOKEN_PROGRAM_ID as Address)
  const value = accounts
    .filter((a) => {
      const parsed = parseTokenAccount(a.data as Uint8Array)
      return parsed !== null && parsed.owner === owner && (!filter?.mint || parsed.mint === filter.mint)
    })
    .map((a) => ({ pubkey: a.address, account: encodeAccount(ctx.ledger.svm, a.address, encoding) }))
  return { context: context(ctx), value }
}

function sendTransaction(params: unknown[], ctx: RpcMethodContext) {
  const opts = options(params[1])
  const wire = decodeTx(params[0], opts.encoding)
  if (opts.skipPreflight !== true) {
    const sim = ctx.ledger.simulate(wire)
    if (sim.err !== null) {
      throw new RpcMethodError(-32002, `Transaction simulation failed: ${JSON.stringify(sim.err)}`, {
        err: sim.err,
        logs: sim.logs,
        accounts: null,
        unitsConsumed: 0,
        returnData: null,
      })
    }
  }
  const result = ctx.ledger.execute(wire)
  if (!result.ok) {
    throw new RpcMethodError(-32002, `Transaction failed: ${JSON.stringify(result.err)}`, {
      err: result.err,
      logs: result.logs,
    })
  }
  ctx.onProcessed(result.signature, null)
  return result.signature
}

const HANDLERS: Record<string, Handler> = {
  getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
  getGenesisHash: (_p, ctx) => ctx.genesisHash,
  getHealth: () => 'ok',
  getSlot: (_p, ctx) => ctx.ledger.slot,
  getBlockHeight: (_p, ctx) => ctx.ledger.slot,
  getEpochInfo: (_p, ctx) => ({
    absoluteSlot: ctx.ledger.slot,
    blockHeight: ctx.ledger.slot,
    epoch: 0,
    slotIndex: ctx.ledger.slot,
    slotsInEpoch: 432000,
    transactionCount: ctx.ledger.entries.length,
  }),
  getLatestBlockhash: (_p, ctx) => ({
    context: context(ctx),
    value: { blockhash: ctx.ledger.svm.latestBlockhash(), lastValidBlockHeight: ctx.ledger.slot + 150 },
  }),
  isBlockhashValid: (_p, ctx) => ({ context: context(ctx), value: true }),
  getBalance: (p, ctx) => ({ context: context(ctx), value: ctx.ledger.balance(String(p[0])) }),
  getAccountInfo: (p, ctx) => ({
    context: context(ctx),
    value: encodeAccount(ctx.ledger.svm, String(p[0]), options(p[1]).encoding),
  }),
  getMultipleAccounts: (p, ctx) => ({
    context: context(ctx),
    value: (p[0] as string[]).map((a) => encodeAccount(ctx.ledger.svm, a, options(p[1]).encoding)),
  }),
  getMinimumBalanceForRentExemption: (p, ctx) =>
    Number(ctx.ledger.svm.minimumBalanceForRentExemption(BigInt(Number(p[0] ?? 0)))),
  getFeeForMessage: (p, ctx) => {
    const message = VersionedMessage.deserialize(base64.decode(String(p[0])))
    return {
      context: context(ctx),
      value: Number(LAMPORTS_PER_SIGNATURE) * message.header.numRequiredSignatures,
    }
  },
  getRecentPrioritizationFees: () => [],
  getTokenAccountsByOwner: tokenAccountsByOwner,
  getTokenAccountBalance: (p, ctx) => {
    const account = ctx.ledger.svm.getAccount(String(p[0]) as Address)
    const parsed = account.exists ? parseTokenAccount(account.data) : null
    if (!parsed) throw new RpcMethodError(-32602, 'Invalid param: not a Token account')
    const decimals = readMintDecimals(ctx.ledger.svm, parsed.mint) ?? 0
    const uiAmountString = formatUnits(parsed.amount, decimals)
    return {
      context: context(ctx),
      value: { amount: parsed.amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString },
    }
  },
  sendTransaction,
  simulateTransaction: (p, ctx) => {
    const opts = options(p[1])
    const wire = decodeTx(p[0], opts.encoding)
    const sim = ctx.ledger.simulate(wire, opts.sigVerify === true)
    // `accounts.addresses`: each account as the transaction leaves it (base64), as a node answers
    const asked = (opts.accounts as { addresses?: unknown } | undefined)?.addresses
    const accounts = Array.isArray(asked)
      ? asked.map((address) => {
          const after = sim.post.get(String(address))
          if (!after) return encodeAccount(ctx.ledger.svm, String(address), 'base64')
          return {
            lamports: Number(after.lamports),
            owner: after.owner,
            executable: after.executable,
            rentEpoch: 0,
            space: after.data.length,
            data: [base64.encode(after.data), 'base64'],
          }
        })
      : null
    return {
      context: context(ctx),
      value: {
        err: sim.err,
        logs: sim.logs,
        accounts,
        unitsConsumed: sim.unitsConsumed,
        returnData: null,
      },
    }
  },
  getSignatureStatuses: (p, ctx) => ({
    context: context(ctx),
    value: (p[0] as string[]).map((signature) => {
      const entry = ctx.ledger.get(signature)
      if (!entry && !ctx.ledger.isProcessed(signature)) return null
      return {
        slot: entry?.slot ?? ctx.ledger.slot,
        confirmations: null,
        err: entry?.err ?? null,
        status: { Ok: null },
        confirmationStatus: 'finalized',
      }
    }),
  }),
  getTransaction: (p, ctx) => {
    const entry = ctx.ledger.get(String(p[0]))
    return entry ? transactionJson(entry, options(p[1]).encoding) : null
  },
  getSignaturesForAddress: (p, ctx) => {
    const address = String(p[0])
    const { limit, before } = options(p[1])
    const all = ctx.ledger.entries.filter((e) => e.accountKeys.includes(address)).reverse()
    const start = typeof before === 'string' ? all.findIndex((e) => e.signature === before) + 1 : 0
    return all.slice(start, start + (typeof limit === 'number' ? limit : 1000)).map((e) => ({
      signature: e.signature,
      slot: e.slot,
      err: e.err,
      memo: null,
      blockTime: e.blockTime,
      confirmationStatus: 'finalized',
    }))
  },
  requestAirdrop: (p, ctx) => {
    const signature = ctx.ledger.airdrop(String(p[0]), BigInt(Number(p[1])))
    ctx.onProcessed(signature, null)
    return signature
  },
}

/** Names of the JSON-RPC methods the local node answers. */
export const SOLANA_RPC_METHODS: readonly string[] = Object.keys(HANDLERS)

/**
 * Runs one JSON-RPC method against the ledger.
 *
 * @throws {RpcMethodError} for unknown methods (-32601) and failed transactions (-32002).
 */
export function callSolanaRpcMethod(method: string, params: unknown[], ctx: RpcMethodContext): unknown {
  const handler = HANDLERS[method]
  if (!handler) throw new RpcMethodError(-32601, `Method not found: ${method}`)
  return handler(params, ctx)
}
