import { describeUntrusted } from '../../shared/errors/describeUntrusted'
import { readUntrustedField } from '../../shared/errors/readUntrustedField'
import { CallsError } from './CallsError'
import { CALLS_LIMITS } from './callsLimits'
import type { CallReceipt, CallsStatus } from './types'

type Hex = `0x${string}`
const STATUSES: ReadonlySet<number> = new Set([100, 200, 400, 500, 600])
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/
const HASH = /^0x[0-9a-fA-F]{64}$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const DATA = /^0x[0-9a-fA-F]*$/

const bad = (what: string, value?: unknown): never => {
  throw new CallsError(
    'INVALID_WALLET_ANSWER',
    `wallet_getCallsStatus: ${what}${value === undefined ? '' : ` (${describeUntrusted(value, 80)})`}`,
  )
}

function hex(value: unknown, pattern: RegExp, what: string, max = 66): Hex {
  if (typeof value !== 'string' || value.length > max || !pattern.test(value)) bad(what, value)
  return value as Hex
}

/**
 * Reads a batch id a wallet answered with: a string of at most 4096 characters (EIP-5792).
 *
 * @param value - The wallet's id.
 * @param method - The method it came from, for the error.
 * @returns The id.
 * @throws {CallsError} `INVALID_WALLET_ANSWER` otherwise.
 * @example
 * ```ts
 * readBatchId('0x01', 'wallet_sendCalls') // '0x01'
 * ```
 */
export function readBatchId(value: unknown, method: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > CALLS_LIMITS.idMax)
    throw new CallsError('INVALID_WALLET_ANSWER', `${method}: the id is ${describeUntrusted(value, 80)}`)
  return value
}

function readLog(log: unknown): CallReceipt['logs'][number] {
  const topics = readUntrustedField(log, 'topics')
  if (!Array.isArray(topics) || topics.length > 4) bad('a log has no topics list of at most 4')
  return {
    address: hex(readUntrustedField(log, 'address'), ADDRESS, 'a log address'),
    data: hex(readUntrustedField(log, 'data'), DATA, 'a log data', CALLS_LIMITS.dataMax),
    topics: (topics as unknown[]).map((t) => hex(t, HASH, 'a log topic')),
  }
}

function readReceipt(receipt: unknown): CallReceipt {
  const logs = readUntrustedField(receipt, 'logs') ?? []
  if (!Array.isArray(logs) || logs.length > CALLS_LIMITS.logsMax) bad('a receipt has too many logs')
  return {
    logs: (logs as unknown[]).map(readLog),
    status: hex(readUntrustedField(receipt, 'status'), /^0x[01]$/, 'a receipt status'),
    blockHash: hex(readUntrustedField(receipt, 'blockHash'), HASH, 'a receipt blockHash'),
    blockNumber: hex(readUntrustedField(receipt, 'blockNumber'), QUANTITY, 'a receipt blockNumber'),
    gasUsed: hex(readUntrustedField(receipt, 'gasUsed'), QUANTITY, 'a receipt gasUsed'),
    transactionHash: hex(readUntrustedField(receipt, 'transactionHash'), HASH, 'a receipt transactionHash'),
  }
}

/**
 * Shape-checks a wallet's `wallet_getCallsStatus` answer (untrusted): the id a string of at most
 * 4096 characters, the chain id hex, the status one of 100/200/400/500/600, `atomic` a boolean,
 * at most 100 receipts, each with a hex status, block, gas and transaction hash and at most 1000
 * logs. Only these fields are kept.
 *
 * @param answer - What the wallet answered.
 * @returns The status.
 * @throws {CallsError} `INVALID_WALLET_ANSWER` for anything else.
 * @example
 * ```ts
 * const status = readCallsStatus(await request('wallet_getCallsStatus', [id]))
 * ```
 */
export function readCallsStatus(answer: unknown): CallsStatus {
  if (typeof answer !== 'object' || answer === null) return bad('the answer is not an object', answer)
  const status = readUntrustedField(answer, 'status')
  if (typeof status !== 'number' || !STATUSES.has(status)) bad('the status is not an EIP-5792 code', status)
  const atomic = readUntrustedField(answer, 'atomic')
  const receipts = readUntrustedField(answer, 'receipts')
  if (receipts !== undefined && (!Array.isArray(receipts) || receipts.length > CALLS_LIMITS.receiptsMax))
    bad(`receipts must be a list of at most ${CALLS_LIMITS.receiptsMax}`)
  const version = readUntrustedField(answer, 'version')
  return {
    version: typeof version === 'string' ? version.slice(0, 16) : '2.0.0',
    id: readBatchId(readUntrustedField(answer, 'id'), 'wallet_getCallsStatus'),
    chainId: hex(readUntrustedField(answer, 'chainId'), QUANTITY, 'the chainId'),
    status: status as number,
    atomic: atomic === true,
    ...(Array.isArray(receipts) ? { receipts: receipts.map(readReceipt) } : {}),
  }
}
