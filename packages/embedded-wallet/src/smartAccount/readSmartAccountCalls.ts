import type { Address, Hex } from 'viem'
import { SMART_ACCOUNT_MESSAGES, SmartAccountError } from './SmartAccountError'

/**
 * One call of a batch as the sender takes it (EIP-5792's shape: hex `value`, or a bigint).
 *
 * @example
 * ```ts
 * const call: SmartAccountCallInput = { to: '0xabc…', data: '0xa9059cbb…', value: '0x0' }
 * ```
 */
export type SmartAccountCallInput = { to?: unknown; data?: unknown; value?: unknown }

/**
 * One checked call: a target address, calldata and a value in wei.
 *
 * @example
 * ```ts
 * const call: SmartAccountCall = { to: '0xabc…', data: '0x', value: 1n }
 * ```
 */
export type SmartAccountCall = Readonly<{ to: Address; data: Hex; value: bigint }>

/**
 * The capabilities a batch may ask for: ERC-7677's `paymasterService` (its `url`, when given, must
 * be the paymaster the app configured; its `context` goes to the paymaster).
 *
 * @example
 * ```ts
 * const capabilities: SmartAccountCapabilities = { paymasterService: { url: paymasterUrl, context: { policy: 'demo' } } }
 * ```
 */
export type SmartAccountCapabilities = Record<string, unknown>

/** What {@link readSmartAccountCalls} keeps of a batch: the frozen calls and the paymaster context. */
export type SmartAccountBatch = Readonly<{
  calls: readonly SmartAccountCall[]
  paymasterContext: Readonly<Record<string, unknown>> | undefined
}>

/** The most calls of a batch (as Latch's EIP-5792 checks). */
export const SMART_ACCOUNT_CALLS_MAX = 100
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HEX_BYTES = /^0x(?:[0-9a-fA-F]{2})*$/
const QUANTITY = /^0x[0-9a-fA-F]+$/
const MAX_UINT256 = 2n ** 256n - 1n
/** The most calldata bytes of one call, and of a paymaster context's JSON. */
const DATA_MAX_CHARS = 2 + 2 * 128 * 1024
const CONTEXT_MAX_CHARS = 4096

/**
 * Checks a batch before anything is built from it: 1 to 100 calls, each to an address, hex
 * calldata, a value of at most 256 bits; capabilities only those this wallet has (an unknown one
 * marked `optional: true` is ignored, as EIP-5792 allows). The result is frozen: what is later
 * shown, estimated, signed and sent is this object.
 *
 * @param calls - The batch's calls.
 * @param capabilities - The batch's capabilities.
 * @param paymasterUrl - The paymaster the app configured (a `paymasterService.url` must equal it).
 * @returns The frozen calls and the paymaster context.
 * @throws {SmartAccountError} `EMPTY_BATCH`, `TOO_MANY_CALLS`, `INVALID_CALL`, `VALUE_TOO_LARGE`, `UNKNOWN_CAPABILITY`.
 * @example
 * ```ts
 * const batch = readSmartAccountCalls([{ to: token, data }], {}, undefined)
 * ```
 */
export function readSmartAccountCalls(
  calls: unknown,
  capabilities: unknown,
  paymasterUrl: string | undefined,
): SmartAccountBatch {
  if (!Array.isArray(calls) || calls.length === 0)
    throw new SmartAccountError(SMART_ACCOUNT_MESSAGES.emptyBatch, { code: 'EMPTY_BATCH' })
  if (calls.length > SMART_ACCOUNT_CALLS_MAX)
    throw new SmartAccountError(SMART_ACCOUNT_MESSAGES.tooManyCalls, {
      code: 'TOO_MANY_CALLS',
      details: `${calls.length} calls`,
    })
  const read = Object.freeze(calls.map((call, index) => readCall(call, index)))
  return Object.freeze({ calls: read, paymasterContext: readCapabilities(capabilities, paymasterUrl) })
}

function readCall(call: unknown, index: number): SmartAccountCall {
  const bad = (details: string) =>
    new SmartAccountError(SMART_ACCOUNT_MESSAGES.invalidCall, {
      code: 'INVALID_CALL',
      details: `calls[${index}]${details}`,
    })
  if (typeof call !== 'object' || call === null || Array.isArray(call)) throw bad(' is not an object')
  const { to, data, value } = call as SmartAccountCallInput
  if (typeof to !== 'string' || !ADDRESS.test(to)) throw bad('.to is not an address')
  if (
    data !== undefined &&
    (typeof data !== 'string' || data.length > DATA_MAX_CHARS || !HEX_BYTES.test(data))
  )
    throw bad('.data is not hex bytes')
  return Object.freeze({ to: to as Address, data: (data ?? '0x') as Hex, value: readValue(value, index) })
}

function readValue(value: unknown, index: number): bigint {
  if (value === undefined) return 0n
  let wei: bigint
  if (typeof value === 'bigint') wei = value
  else if (typeof value === 'string' && QUANTITY.test(value) && value.length <= 2 + 128) wei = BigInt(value)
  else
    throw new SmartAccountError(SMART_ACCOUNT_MESSAGES.invalidCall, {
      code: 'INVALID_CALL',
      details: `calls[${index}].value is not a hex quantity`,
    })
  if (wei < 0n || wei > MAX_UINT256)
    throw new SmartAccountError(SMART_ACCOUNT_MESSAGES.valueTooLarge, {
      code: 'VALUE_TOO_LARGE',
      details: `calls[${index}].value`,
    })
  return wei
}

function readCapabilities(
  capabilities: unknown,
  paymasterUrl: string | undefined,
): Readonly<Record<string, unknown>> | undefined {
  if (capabilities === undefined) return undefined
  const unknownCapability = (details: string) =>
    new SmartAccountError(SMART_ACCOUNT_MESSAGES.unknownCapability, { code: 'UNKNOWN_CAPABILITY', details })
  if (!isPlainObject(capabilities)) throw unknownCapability('capabilities is not an object')
  let context: Record<string, unknown> | undefined
  for (const [name, capability] of Object.entries(capabilities)) {
    if (name !== 'paymasterService') {
      if (isPlainObject(capability) && capability.optional === true) continue
      throw unknownCapability(name.slice(0, 64))
    }
    if (!isPlainObject(capability)) throw unknownCapability('paymasterService is not an object')
    if (paymasterUrl === undefined) throw unknownCapability('no paymaster is configured')
    if (capability.url !== undefined && capability.url !== paymasterUrl)
      throw unknownCapability('paymasterService.url is not the configured paymaster')
    if (capability.context !== undefined) {
      if (!isPlainObject(capability.context) || JSON.stringify(capability.context).length > CONTEXT_MAX_CHARS)
        throw unknownCapability('paymasterService.context is not a small object')
      context = structuredClone(capability.context)
    }
  }
  return context === undefined ? undefined : Object.freeze(context)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
