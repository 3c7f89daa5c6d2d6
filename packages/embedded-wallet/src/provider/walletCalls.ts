import type { assertSender, invalidParams } from './requestChecks'

type Hex = `0x${string}`
/**
 * What the batch code takes from the wallet's first load, handed in by the caller so that this
 * module, loaded with the first batch, imports nothing that load already holds: the request
 * checks and the one `eth_sendTransaction` path.
 */
export type WalletCallsDeps<C extends BatchContext = BatchContext> = {
  invalidParams: typeof invalidParams
  assertSender: typeof assertSender
  handleEvmRequest: (method: string, params: unknown, context: C) => Promise<unknown>
}
/** What a batch reads of the EVM request's context: the account, its network and RPC. */
type BatchContext = {
  address: Hex
  caipNetworkId: string
  rpc: (method: string, params: unknown) => Promise<unknown>
}
/** One call of a batch as it is sent: an `eth_sendTransaction` from the embedded account. */
type BatchTransaction = { from: Hex; to?: Hex; data?: Hex; value?: Hex }
/** A batch the wallet sent: its chain, each sent call's hash, and whether a call failed before it was sent. */
type SentBatch = { chainId: Hex; hashes: Hex[]; failed: boolean }

/** The most calls of a batch (as Latch sends them) and the batches the wallet remembers. */
const CALLS_MAX = 100
const BATCHES_MAX = 100
const HEX = /^0x[0-9a-fA-F]*$/

const isHex = (value: unknown): value is Hex => typeof value === 'string' && HEX.test(value)

/** A receipt's status field, read once; a getter that throws reads as absent. */
function receiptStatus(receipt: unknown): unknown {
  try {
    return (receipt as { status?: unknown }).status
  } catch {
    return undefined
  }
}

function readBatchCall<C extends BatchContext>(
  call: unknown,
  index: number,
  from: Hex,
  deps: WalletCallsDeps<C>,
): BatchTransaction {
  if (typeof call !== 'object' || call === null) return deps.invalidParams(`calls[${index}] is not an object`)
  const { to, data, value } = call as { to?: unknown; data?: unknown; value?: unknown }
  for (const [name, field] of [
    ['to', to],
    ['data', data],
    ['value', value],
  ] as const)
    if (field !== undefined && !isHex(field)) deps.invalidParams(`calls[${index}].${name} must be hex`)
  return {
    from,
    ...(to === undefined ? {} : { to: to as Hex }),
    ...(data === undefined ? {} : { data: data as Hex }),
    ...(value === undefined ? {} : { value: value as Hex }),
  }
}

/** Reads an approved `wallet_sendCalls` batch: from the account, on the wallet's chain, 1 to 100 calls. */
function readBatch<C extends BatchContext>(
  params: unknown,
  context: C,
  chainId: Hex,
  deps: WalletCallsDeps<C>,
) {
  const [request] = Array.isArray(params) ? (params as unknown[]) : []
  if (typeof request !== 'object' || request === null)
    return deps.invalidParams('wallet_sendCalls needs a batch')
  const { from, chainId: asked, atomicRequired, calls, capabilities } = request as Record<string, unknown>
  deps.assertSender(from, context.address, (a, b) => a.toLowerCase() === b.toLowerCase())
  if (typeof asked !== 'string' || !isHex(asked) || asked.length < 3 || BigInt(asked) !== BigInt(chainId))
    deps.invalidParams(`the batch is for chain ${String(asked).slice(0, 80)}, the wallet is on ${chainId}`)
  if (atomicRequired === true)
    deps.invalidParams('the embedded wallet sends calls one by one: no atomic batches')
  const asks = typeof capabilities === 'object' && capabilities !== null ? Object.entries(capabilities) : []
  for (const [name, capability] of asks)
    if ((capability as { optional?: unknown } | null)?.optional !== true)
      deps.invalidParams(`the embedded wallet has no capability "${name.slice(0, 80)}"`)
  if (!Array.isArray(calls) || calls.length === 0 || calls.length > CALLS_MAX)
    deps.invalidParams(`wallet_sendCalls needs 1 to ${CALLS_MAX} calls`)
  return (calls as unknown[]).map((call, i) => readBatchCall(call, i, context.address, deps))
}

/**
 * The embedded wallet's EIP-5792 batches (the request was approved once, as a whole, in
 * ApproveTransaction before it gets here): `wallet_sendCalls` checks the batch (from the embedded
 * account, on the network it is asked on, 1 to 100 calls, no atomic requirement and no
 * capability it would have to honour: it has none) and sends the calls one by one from the
 * embedded key as `eth_sendTransaction`s; `wallet_getCallsStatus` answers from the receipts: 100
 * while one is pending, 200 when all succeeded, 500 when all reverted, 600 when some did, 400 when
 * a call could not be sent (the rest were not). Not atomic, and said so in `wallet_getCapabilities`.
 *
 * @returns The handler of the two methods: `(method, params, context, deps)`.
 * @example
 * ```ts
 * const calls = createWalletCalls()
 * const { id } = await calls('wallet_sendCalls', params, context, { invalidParams, assertSender, handleEvmRequest })
 * ```
 */
export function createWalletCalls() {
  const batches = new Map<string, SentBatch>()

  const send = async <C extends BatchContext>(params: unknown, context: C, deps: WalletCallsDeps<C>) => {
    const chainId: Hex = `0x${BigInt(context.caipNetworkId.split(':')[1] ?? '0').toString(16)}`
    const transactions = readBatch(params, context, chainId, deps)
    const bytes = crypto.getRandomValues(new Uint8Array(32))
    const id = `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
    const batch: SentBatch = { chainId, hashes: [], failed: false }
    for (const transaction of transactions) {
      let hash: unknown
      try {
        hash = await deps.handleEvmRequest('eth_sendTransaction', [transaction], context)
      } catch (error) {
        if (batch.hashes.length === 0) throw error
      }
      // a call that failed, or that the node answered with no hash, stops the rest (status 400)
      if (!isHex(hash)) {
        batch.failed = true
        break
      }
      batch.hashes.push(hash)
    }
    batches.set(id, batch)
    if (batches.size > BATCHES_MAX) batches.delete(batches.keys().next().value as string)
    return { id }
  }

  const status = async <C extends BatchContext>(params: unknown, context: C, deps: WalletCallsDeps<C>) => {
    const [id] = Array.isArray(params) ? (params as unknown[]) : []
    const batch = typeof id === 'string' ? batches.get(id) : undefined
    if (!batch)
      return deps.invalidParams('wallet_getCallsStatus: no batch with this id was sent by this wallet')
    const answers = await Promise.all(
      batch.hashes.map((hash) => context.rpc('eth_getTransactionReceipt', [hash])),
    )
    const receipts = answers.filter((r) => r !== null && r !== undefined)
    const reverted = receipts.filter((r) => receiptStatus(r) !== '0x1').length
    const code = batch.failed
      ? 400
      : receipts.length < batch.hashes.length
        ? 100
        : reverted === 0
          ? 200
          : reverted === receipts.length
            ? 500
            : 600
    return { version: '2.0.0', id, chainId: batch.chainId, atomic: false, status: code, receipts }
  }

  return <C extends BatchContext>(method: string, params: unknown, context: C, deps: WalletCallsDeps<C>) =>
    method === 'wallet_sendCalls' ? send(params, context, deps) : status(params, context, deps)
}

/**
 * The embedded wallet's EIP-5792 handler, as {@link createWalletCalls} makes it.
 *
 * @example
 * ```ts
 * const calls: WalletCalls = createWalletCalls()
 * ```
 */
export type WalletCalls = ReturnType<typeof createWalletCalls>
