import { isTxHash, readUntrustedField, UnknownWalletError, ValidationError } from '@latch/core/kit'
import { SAFE_PROMPT_TIMEOUT_MS, type SafeAppsClient } from './createSafeAppsClient'
import type { SafeInfo } from './readSafeInfo'
import { readSafeTxHash } from './readSafeTxHash'
import { SAFE_MESSAGES } from './safeMessages'
import { toSafeTransaction } from './toSafeTransaction'

// EIP-5792 on a Safe. A batch is one Safe transaction: the Safe{Wallet} page proposes the calls
// together (a MultiSend), its owners confirm them once, and the Safe executes them all or none. The
// batch id is the safeTxHash; its status is read from the page (`getTxBySafeTxHash`), the receipt
// from the chain once the owners executed it.

/** Calls in one Safe batch, at most (EIP-5792 leaves it to the wallet; Latch's own limit). */
const SAFE_CALLS_MAX = 100
const CHAIN_ID = /^0x[0-9a-fA-F]{1,16}$/

/**
 * What a Safe can do with a batch, per chain (`wallet_getCapabilities`): atomic execution, always.
 *
 * @example
 * ```ts
 * await provider.request({ method: 'wallet_getCapabilities', params: [safe] })
 * // { '0x7a69': { atomic: { status: 'supported' } } }
 * ```
 */
export const SAFE_CAPABILITIES = Object.freeze({ atomic: Object.freeze({ status: 'supported' }) })

/** EIP-5792 status codes of a Safe transaction's states in Safe{Wallet}. */
const STATUS_OF: Readonly<Record<string, number>> = {
  AWAITING_CONFIRMATIONS: 100,
  AWAITING_EXECUTION: 100,
  SUCCESS: 200,
  CANCELLED: 400,
  FAILED: 500,
}

const hasRequiredCapability = (capabilities: unknown): boolean =>
  typeof capabilities === 'object' &&
  capabilities !== null &&
  Object.entries(capabilities).some(
    ([name, capability]) => name !== 'atomic' && readUntrustedField(capability, 'optional') !== true,
  )

/**
 * Proposes a `wallet_sendCalls` batch as one Safe transaction. Every call is checked before
 * anything is posted: 1 to 100 calls, each with a receiver, the batch on the Safe's chain and from
 * the Safe, and no required capability beyond atomic execution.
 *
 * @param client - The Safe Apps client of the frame.
 * @param info - The Safe (address, chain).
 * @param batch - The request's first parameter (untrusted).
 * @returns `{ id }`: the safeTxHash.
 * @throws {ValidationError} for a batch the Safe cannot take (nothing posted).
 * @throws {UnknownWalletError} when the Safe's answer has no safeTxHash.
 * @example
 * ```ts
 * const { id } = await sendSafeCalls(client, info, { chainId: '0x7a69', calls: [{ to, data }] })
 * ```
 */
export async function sendSafeCalls(
  client: SafeAppsClient,
  info: SafeInfo,
  batch: unknown,
): Promise<{ id: `0x${string}` }> {
  if (typeof batch !== 'object' || batch === null) throw new ValidationError(SAFE_MESSAGES.batchNotObject)
  const { calls, chainId, from, capabilities } = batch as Record<string, unknown>
  if (!Array.isArray(calls) || calls.length === 0 || calls.length > SAFE_CALLS_MAX)
    throw new ValidationError(SAFE_MESSAGES.batchSize)
  if (
    chainId !== undefined &&
    (typeof chainId !== 'string' || !CHAIN_ID.test(chainId) || BigInt(chainId) !== BigInt(info.chainId))
  )
    throw new ValidationError(SAFE_MESSAGES.batchChain)
  if (
    from !== undefined &&
    (typeof from !== 'string' || from.toLowerCase() !== info.safeAddress.toLowerCase())
  )
    throw new ValidationError(SAFE_MESSAGES.batchFrom)
  if (
    hasRequiredCapability(capabilities) ||
    calls.some((call) => hasRequiredCapability(readUntrustedField(call, 'capabilities')))
  )
    throw new ValidationError(SAFE_MESSAGES.batchCapability)
  const txs = calls.map(toSafeTransaction)
  return { id: readSafeTxHash(await client.call('sendTransactions', { txs }, SAFE_PROMPT_TIMEOUT_MS)) }
}

/**
 * The EIP-5792 status of a Safe batch: pending while its owners confirm and execute it, confirmed
 * with the execution's receipt, failed when they cancel it, reverted when its execution failed.
 *
 * @param client - The Safe Apps client of the frame.
 * @param info - The Safe (its chain).
 * @param id - The batch id (untrusted): a safeTxHash.
 * @returns The status, in `wallet_getCallsStatus`'s shape (core checks it as any wallet's answer).
 * @throws {ValidationError} when the id is not a safeTxHash (nothing posted).
 * @throws {UnknownWalletError} when the page answers a state Latch does not know, or an executed
 *   transaction without its hash.
 * @example
 * ```ts
 * const { status } = await readSafeCallsStatus(client, info, safeTxHash) // 100 while queued
 * ```
 */
export async function readSafeCallsStatus(client: SafeAppsClient, info: SafeInfo, id: unknown) {
  if (!isTxHash(id)) throw new ValidationError(SAFE_MESSAGES.batchIdNotSafeTxHash)
  const details = await client.call('getTxBySafeTxHash', { safeTxHash: id })
  const txStatus = readUntrustedField(details, 'txStatus')
  const status =
    typeof txStatus === 'string' && Object.hasOwn(STATUS_OF, txStatus) ? STATUS_OF[txStatus] : undefined
  if (status === undefined)
    throw new UnknownWalletError({ details: 'The Safe answered a transaction state Latch does not know' })
  const executed = status === 200 || status === 500
  const txHash = readUntrustedField(details, 'txHash')
  if (executed && !isTxHash(txHash))
    throw new UnknownWalletError({ details: 'The Safe answered an executed transaction with no hash' })
  const receipt = executed
    ? await client.call('rpcCall', { call: 'eth_getTransactionReceipt', params: [txHash] })
    : undefined
  return {
    version: '2.0.0',
    id,
    chainId: `0x${info.chainId.toString(16)}`,
    status,
    atomic: true,
    ...(receipt ? { receipts: [receipt] } : {}),
  }
}
