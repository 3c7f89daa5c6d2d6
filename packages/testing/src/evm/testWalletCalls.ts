import type { Hex } from 'viem'
import { TestWalletRpcError } from './testWalletTypes'

/** One call of a `wallet_sendCalls` batch, as the wallet reads it. */
export type BatchCall = { to?: Hex; data?: Hex; value?: Hex }

/** What the test wallet records of a batch it sent: its chain and each call's transaction hash. */
type SentBatch = { chainId: number; hashes: Hex[]; atomic: boolean }

/**
 * What {@link createTestWalletCalls} needs from its wallet: sending one transaction from the active
 * account (approved as `eth_sendTransaction` is) and reading a receipt from the chain.
 *
 * @example
 * ```ts
 * const deps: TestWalletCallsDeps = { chainId: () => 31337, send, receipt: (hash) => forward('eth_getTransactionReceipt', [hash]) }
 * ```
 */
export type TestWalletCallsDeps = {
  /** The chain the wallet is on. */
  chainId: () => number
  /** Sends one call as an `eth_sendTransaction` from `from` and resolves with its hash. */
  send: (transaction: { from: Hex; to?: Hex; data?: Hex; value?: Hex }) => Promise<Hex>
  /** The chain's receipt of a transaction, or null while it is pending. */
  receipt: (hash: Hex) => Promise<unknown>
  /**
   * Sends every call of a batch in one transaction (all or none), for a wallet with atomic
   * batches; without it the calls go one by one.
   */
  sendAtomic?: (from: Hex, calls: readonly BatchCall[]) => Promise<Hex>
}

/** EIP-5792 error codes the test wallet answers with. */
const UNSUPPORTED_CAPABILITY = 5700
const UNKNOWN_BUNDLE = 5730
const ATOMICITY_NOT_SUPPORTED = 5760

const toHexId = (id: number) => `0x${id.toString(16)}`

/**
 * The EIP-5792 part of the test wallet, as a wallet without atomic batches implements it (most
 * extension wallets on an account that is not upgraded): `wallet_getCapabilities` reports
 * `atomic: unsupported` on every chain it knows, `wallet_sendCalls` sends the calls one after
 * another as separate transactions (refusing `atomicRequired: true` with 5760, and any required
 * capability with 5700), and `wallet_getCallsStatus` reads each call's receipt back from the
 * chain: 100 while one is pending, 200 when all succeeded, 500 when all reverted, 600 when some did.
 * With `sendAtomic` it is a wallet with atomic batches instead (an account delegated by EIP-7702,
 * say): `atomic: supported`, and a batch is one transaction whose status covers every call.
 *
 * @param deps - How the wallet sends and reads.
 * @returns A handler for the three methods, or undefined for any other method.
 * @example
 * ```ts
 * const calls = createTestWalletCalls(deps)
 * const answer = await calls('wallet_sendCalls', [{ version: '2.0.0', from, chainId: '0x7a69', atomicRequired: false, calls }])
 * ```
 */
export function createTestWalletCalls(deps: TestWalletCallsDeps) {
  const batches = new Map<string, SentBatch>()
  let next = 0
  return async (method: string, params: readonly unknown[]): Promise<{ answer: unknown } | undefined> => {
    switch (method) {
      case 'wallet_getCapabilities':
        return {
          answer: {
            [toHexId(deps.chainId())]: { atomic: { status: deps.sendAtomic ? 'supported' : 'unsupported' } },
          },
        }
      case 'wallet_sendCalls': {
        const request = params[0] as
          | {
              from?: Hex
              chainId?: Hex
              atomicRequired?: boolean
              calls?: BatchCall[]
              capabilities?: Record<string, { optional?: boolean }>
            }
          | undefined
        if (!request?.from || !Array.isArray(request.calls) || request.calls.length === 0)
          throw new TestWalletRpcError(-32602, 'Invalid batch')
        if (request.atomicRequired && !deps.sendAtomic)
          throw new TestWalletRpcError(ATOMICITY_NOT_SUPPORTED, 'Atomicity not supported')
        for (const [name, capability] of Object.entries(request.capabilities ?? {}))
          if (!capability?.optional)
            throw new TestWalletRpcError(UNSUPPORTED_CAPABILITY, `Unsupported capability: ${name}`)
        if (request.chainId !== undefined && Number(request.chainId) !== deps.chainId())
          throw new TestWalletRpcError(5710, 'Unsupported chain id')
        const batch: SentBatch = {
          chainId: deps.chainId(),
          hashes: [],
          atomic: deps.sendAtomic !== undefined,
        }
        const id = `0x${(++next).toString(16).padStart(64, '0')}`
        batches.set(id, batch)
        if (deps.sendAtomic) {
          batch.hashes.push(await deps.sendAtomic(request.from, request.calls))
          return { answer: { id } }
        }
        for (const call of request.calls)
          batch.hashes.push(
            await deps.send({
              from: request.from,
              ...(call.to ? { to: call.to } : {}),
              ...(call.data ? { data: call.data } : {}),
              ...(call.value ? { value: call.value } : {}),
            }),
          )
        return { answer: { id } }
      }
      case 'wallet_getCallsStatus': {
        const id = params[0]
        const batch = typeof id === 'string' ? batches.get(id) : undefined
        if (!batch) throw new TestWalletRpcError(UNKNOWN_BUNDLE, 'Unknown bundle id')
        const receipts = (await Promise.all(batch.hashes.map(deps.receipt))) as ({
          status?: Hex
        } | null)[]
        const done = receipts.filter((r): r is { status?: Hex } => r !== null)
        const reverted = done.filter((r) => r.status !== '0x1').length
        const status =
          done.length < receipts.length ? 100 : reverted === 0 ? 200 : reverted === done.length ? 500 : 600
        return {
          answer: {
            version: '2.0.0',
            id,
            chainId: toHexId(batch.chainId),
            atomic: batch.atomic,
            status,
            receipts: done,
          },
        }
      }
      default:
        return undefined
    }
  }
}
