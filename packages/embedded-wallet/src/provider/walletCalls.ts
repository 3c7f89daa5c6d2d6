import { readUntrustedField, ValidationError } from '@latch/core/kit'
import { EMBEDDED_WALLET_MESSAGES } from './messages'
import { assertSender, invalidParams } from './requestChecks'

type Hex = `0x${string}`
/** One call of a batch as it is sent: an `eth_sendTransaction` from the embedded account. */
type BatchTransaction = { from: Hex; to?: Hex; data?: Hex; value?: Hex }
/** A batch the wallet sent: its chain, each sent call's hash, and whether a call failed before it was sent. */
type SentBatch = { chainId: Hex; hashes: Hex[]; failed: boolean }

/** The most calls of a batch (as Latch sends them) and the batches the wallet remembers. */
const CALLS_MAX = 100
const BATCHES_MAX = 100
const HEX = /^0x[0-9a-fA-F]*$/

const isHex = (value: unknown): value is Hex => typeof value === 'string' && HEX.test(value)

function readBatchCall(call: unknown, index: number, from: Hex): BatchTransaction {
  if (typeof call !== 'object' || call === null) return invalidParams(`calls[${index}] is not an object`)
  const { to, data, value } = call as { to?: unknown; data?: unknown; value?: unknown }
  for (const [name, field] of [
    ['to', to],
    ['data', data],
    ['value', value],
  ] as const)
    if (field !== undefined && !isHex(field)) invalidParams(`calls[${index}].${name} must be hex`)
  return {
    from,
    ...(to === undefined ? {} : { to: to as Hex }),
    ...(data === undefined ? {} : { data: data as Hex }),
    ...(value === undefined ? {} : { value: value as Hex }),
  }
}

/**
 * The embedded wallet's EIP-5792 batches (the request was approved once, as a whole, in
 * ApproveTransaction before it gets here): `wallet_sendCalls` checks the batch (from the embedded
 * account, on the network it is asked on, 1 to 100 calls, no atomic requirement and no
 * capability it would have to honour: it has none) and sends the calls one by one from the
 * embedded key; `wallet_getCallsStatus` answers from the receipts: 100 while one is pending, 200
 * when all succeeded, 500 when all reverted, 600 when some did, 400 when a call could not be sent
 * (the rest were not). Not atomic, and said so in `wallet_getCapabilities`.
 *
 * @returns `send` and `status`, each taking the request's params.
 * @example
 * ```ts
 * const calls = createWalletCalls()
 * const { id } = await calls.send(params, { address, chainId: '0x7a69', send: (tx) => sendTransaction(tx) })
 * const status = await calls.status([id], (hash) => rpc('eth_getTransactionReceipt', [hash]))
 * ```
 */
export function createWalletCalls() {
  const batches = new Map<string, SentBatch>()
  return {
    /** Sends an approved `wallet_sendCalls` batch call by call; resolves with its id. */
    async send(
      params: unknown,
      context: { address: Hex; chainId: Hex; send: (transaction: BatchTransaction) => Promise<unknown> },
    ): Promise<{ id: string }> {
      const [request] = Array.isArray(params) ? (params as unknown[]) : []
      if (typeof request !== 'object' || request === null)
        return invalidParams('wallet_sendCalls needs a batch')
      const { from, chainId, atomicRequired, calls, capabilities } = request as Record<string, unknown>
      assertSender(from, context.address, (a, b) => a.toLowerCase() === b.toLowerCase())
      if (typeof chainId !== 'string' || !isHex(chainId) || BigInt(chainId) !== BigInt(context.chainId))
        throw new ValidationError(EMBEDDED_WALLET_MESSAGES.unknownNetwork, {
          code: 'INVALID_PARAMS',
          details: `the batch is for chain ${String(chainId).slice(0, 80)}, the wallet is on ${context.chainId}`,
        })
      if (atomicRequired === true)
        invalidParams('the embedded wallet sends calls one by one: no atomic batches')
      for (const [name, capability] of Object.entries(
        typeof capabilities === 'object' && capabilities ? capabilities : {},
      ))
        if ((capability as { optional?: unknown } | null)?.optional !== true)
          invalidParams(`the embedded wallet has no capability "${name.slice(0, 80)}"`)
      if (!Array.isArray(calls) || calls.length === 0 || calls.length > CALLS_MAX)
        invalidParams(`wallet_sendCalls needs 1 to ${CALLS_MAX} calls`)
      const transactions = (calls as unknown[]).map((call, i) => readBatchCall(call, i, context.address))
      const bytes = crypto.getRandomValues(new Uint8Array(32))
      const id = `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
      const batch: SentBatch = { chainId: context.chainId, hashes: [], failed: false }
      for (const transaction of transactions) {
        try {
          const hash = await context.send(transaction)
          if (!isHex(hash)) throw new TypeError('the node answered no transaction hash')
          batch.hashes.push(hash)
        } catch (error) {
          if (batch.hashes.length === 0) throw error
          batch.failed = true
          break
        }
      }
      batches.set(id, batch)
      if (batches.size > BATCHES_MAX) batches.delete(batches.keys().next().value as string)
      return { id }
    },
    /** The EIP-5792 status of a batch this wallet sent, read from its receipts. */
    async status(params: unknown, receipt: (hash: Hex) => Promise<unknown>) {
      const [id] = Array.isArray(params) ? (params as unknown[]) : []
      const batch = typeof id === 'string' ? batches.get(id) : undefined
      if (!batch) return invalidParams('wallet_getCallsStatus: no batch with this id was sent by this wallet')
      const receipts = (await Promise.all(batch.hashes.map(receipt))).filter(
        (r) => r !== null && r !== undefined,
      )
      const reverted = receipts.filter((r) => readUntrustedField(r, 'status') !== '0x1').length
      const status = batch.failed
        ? 400
        : receipts.length < batch.hashes.length
          ? 100
          : reverted === 0
            ? 200
            : reverted === receipts.length
              ? 500
              : 600
      return { version: '2.0.0', id, chainId: batch.chainId, atomic: false, status, receipts }
    },
  }
}
