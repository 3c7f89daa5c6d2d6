import { formatUnits } from '@latch/core'
import { base58 } from '@scure/base'
import { VersionedTransaction } from '@solana/web3.js'
import { FailedTransactionMetadata, type LiteSVM } from 'litesvm'
import { TestKitError } from '../errors/TestKitError'
import { TEST_KIT_MESSAGES } from '../errors/testKitMessages'

/** SPL Token program id (the classic program, which litesvm loads by default). */
export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
/** Lamports litesvm charges per signature. */
export const LAMPORTS_PER_SIGNATURE = 5000n

type Address = Parameters<LiteSVM['getBalance']>[0]
type KitTransaction = Parameters<LiteSVM['sendTransaction']>[0]

/** A token balance as the RPC reports it in `preTokenBalances` / `postTokenBalances`. */
export type RpcTokenBalance = {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: { amount: string; decimals: number; uiAmount: number | null; uiAmountString: string }
}

/** What the ledger keeps of one processed transaction, for getTransaction / getSignaturesForAddress. */
export type LedgerEntry = {
  signature: string
  slot: number
  blockTime: number
  err: unknown
  fee: number
  wire: Uint8Array
  tx: VersionedTransaction
  accountKeys: string[]
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: RpcTokenBalance[]
  postTokenBalances: RpcTokenBalance[]
  logs: string[]
  unitsConsumed: number
}

/** Outcome of executing a wire transaction. */
export type ExecuteResult =
  | { ok: true; signature: string; entry: LedgerEntry }
  | { ok: false; signature: string; err: unknown; logs: string[] }

function readU64(data: Readonly<Uint8Array> | Uint8Array, offset: number): bigint {
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true)
}

/** Parsed SPL token account (165-byte layout). */
export type TokenAccountData = {
  mint: string
  owner: string
  amount: bigint
  state: number
  isNative: boolean
}

/** Reads an SPL token account's data, or null when it is not one. */
export function parseTokenAccount(data: Readonly<Uint8Array> | Uint8Array): TokenAccountData | null {
  if (data.length !== 165) return null
  return {
    mint: base58.encode(data.subarray(0, 32)),
    owner: base58.encode(data.subarray(32, 64)),
    amount: readU64(data, 64),
    state: data[108] ?? 0,
    isNative: data[109] === 1,
  }
}

/** Decimals of an SPL mint account (82-byte layout), or null when it is not one. */
export function readMintDecimals(svm: LiteSVM, mint: string): number | null {
  const account = svm.getAccount(mint as Address)
  if (!account.exists || account.data.length !== 82) return null
  return account.data[44] ?? null
}

/** A human-readable error value in the RPC's shape, from litesvm's failure object. */
export function describeTransactionError(failed: FailedTransactionMetadata): unknown {
  const err = failed.err() as unknown
  if (typeof err === 'number') return failed.toString()
  if (err && typeof err === 'object' && 'index' in err) {
    const ie = err as { index: number; err(): unknown }
    const inner = ie.err()
    if (inner && typeof inner === 'object' && 'code' in inner) {
      return { InstructionError: [ie.index, { Custom: (inner as { code: number }).code }] }
    }
    return { InstructionError: [ie.index, String((inner as { toString(): string }).toString?.() ?? inner)] }
  }
  return String((err as { toString(): string }).toString())
}

function toKitTransaction(tx: VersionedTransaction): KitTransaction {
  const keys = tx.message.staticAccountKeys
  const signatures: Record<string, Uint8Array> = {}
  tx.signatures.forEach((sig, i) => {
    signatures[keys[i]?.toBase58() ?? `signer-${i}`] = sig
  })
  return { messageBytes: tx.message.serialize(), signatures } as unknown as KitTransaction
}

/** An account as a simulation left it. */
export type PostAccount = { lamports: bigint; owner: string; executable: boolean; data: Uint8Array }

/**
 * The SVM plus what a JSON-RPC node remembers that litesvm does not: processed transactions with
 * their balances before and after, slot/height counters and block times.
 */
export class SvmLedger {
  readonly entries: LedgerEntry[] = []
  private readonly bySignature = new Map<string, LedgerEntry>()
  slot = 1
  constructor(readonly svm: LiteSVM) {}

  /** Lamports of an address (0 when the account does not exist). */
  balance(address: string): bigint {
    return this.svm.getBalance(address as Address) ?? 0n
  }

  /** Token balances, in the RPC's shape, of the token accounts among `keys`. */
  tokenBalances(keys: string[]): RpcTokenBalance[] {
    const out: RpcTokenBalance[] = []
    keys.forEach((key, accountIndex) => {
      const account = this.svm.getAccount(key as Address)
      if (!account.exists || account.programAddress !== TOKEN_PROGRAM_ID) return
      const parsed = parseTokenAccount(account.data)
      if (!parsed) return
      const decimals = readMintDecimals(this.svm, parsed.mint) ?? 0
      const uiAmountString = formatUnits(parsed.amount, decimals)
      out.push({
        accountIndex,
        mint: parsed.mint,
        owner: parsed.owner,
        programId: TOKEN_PROGRAM_ID,
        uiTokenAmount: {
          amount: parsed.amount.toString(),
          decimals,
          uiAmount: Number(uiAmountString),
          uiAmountString,
        },
      })
    })
    return out
  }

  /**
   * Simulates a wire transaction without changing state. Signatures are checked only when
   * `sigVerify` is true, as a node's `simulateTransaction` does (an unsigned transaction can be
   * simulated); `post` is each account the transaction left changed, by address.
   */
  simulate(
    wire: Uint8Array,
    sigVerify = false,
  ): { err: unknown; logs: string[]; unitsConsumed: number; post: Map<string, PostAccount> } {
    const tx = VersionedTransaction.deserialize(wire)
    this.svm.withSigverify(sigVerify)
    let result: ReturnType<LiteSVM['simulateTransaction']>
    try {
      result = this.svm.simulateTransaction(toKitTransaction(tx))
    } finally {
      this.svm.withSigverify(true)
    }
    if (result instanceof FailedTransactionMetadata) {
      return {
        err: describeTransactionError(result),
        logs: result.meta().logs(),
        unitsConsumed: 0,
        post: new Map(),
      }
    }
    const meta = result.meta()
    const post = new Map<string, PostAccount>(
      result.postAccounts().map((a) => [
        String(a.address),
        {
          lamports: BigInt(a.lamports),
          owner: String(a.programAddress),
          executable: a.executable,
          data: Uint8Array.from(a.data),
        },
      ]),
    )
    return { err: null, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()), post }
  }

  /** Executes a wire transaction; on success it is recorded and the blockhash rolls forward. */
  execute(wire: Uint8Array): ExecuteResult {
    const tx = VersionedTransaction.deserialize(wire)
    const signature = base58.encode(tx.signatures[0] ?? new Uint8Array(64))
    const accountKeys = tx.message.staticAccountKeys.map((k) => k.toBase58())
    const preBalances = accountKeys.map((k) => this.balance(k))
    const preTokenBalances = this.tokenBalances(accountKeys)
    const result = this.svm.sendTransaction(toKitTransaction(tx))
    if (result instanceof FailedTransactionMetadata) {
      return { ok: false, signature, err: describeTransactionError(result), logs: result.meta().logs() }
    }
    this.slot += 1
    this.svm.expireBlockhash()
    const entry: LedgerEntry = {
      signature,
      slot: this.slot,
      blockTime: Math.floor(Date.now() / 1000),
      err: null,
      fee: Number(LAMPORTS_PER_SIGNATURE) * tx.message.header.numRequiredSignatures,
      wire,
      tx,
      accountKeys,
      preBalances,
      postBalances: accountKeys.map((k) => this.balance(k)),
      preTokenBalances,
      postTokenBalances: this.tokenBalances(accountKeys),
      logs: result.logs(),
      unitsConsumed: Number(result.computeUnitsConsumed()),
    }
    this.entries.push(entry)
    this.bySignature.set(signature, entry)
    return { ok: true, signature, entry }
  }

  /** The recorded transaction of a signature. */
  get(signature: string): LedgerEntry | undefined {
    return this.bySignature.get(signature)
  }

  /** Credits lamports out of thin air (litesvm's airdrop); returns the signature. */
  airdrop(address: string, lamports: bigint): string {
    const result = this.svm.airdrop(address as Address, lamports as Parameters<LiteSVM['airdrop']>[1])
    if (!result || result instanceof FailedTransactionMetadata) {
      throw new TestKitError(
        TEST_KIT_MESSAGES.airdropFailed(address, result ? result.toString() : undefined),
        {
          code: 'AIRDROP_FAILED',
        },
      )
    }
    this.slot += 1
    return base58.encode(result.signature())
  }

  /** True when litesvm (or the ledger) knows the signature as processed. */
  isProcessed(signature: string): boolean {
    if (this.bySignature.has(signature)) return true
    try {
      return this.svm.getTransaction(signature as Parameters<LiteSVM['getTransaction']>[0]) !== null
    } catch {
      return false
    }
  }
}
