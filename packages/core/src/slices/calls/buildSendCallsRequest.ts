import { describeUntrusted } from '../../shared/errors/describeUntrusted'
import type { FrozenRpcRequest } from '../../shared/rpc/freezeRpcRequest'
import { cloneFrozen } from '../../shared/validation/cloneFrozen'
import { isEvmAddressShape } from '../../shared/validation/isEvmAddressShape'
import { CallsError } from './CallsError'
import { CALLS_LIMITS, KNOWN_CAPABILITIES } from './callsLimits'
import type { Call, CallsCapability, SendCallsParameters } from './types'

type Hex = `0x${string}`
const HEX = /^0x[0-9a-fA-F]*$/

/** A call as it is sent: every field checked and hex. */
export type CheckedCall = { to?: Hex; data?: Hex; value?: Hex }

function readValue(value: unknown, index: number): Hex | undefined {
  if (value === undefined) return undefined
  let amount: bigint | undefined
  if (typeof value === 'bigint') amount = value
  else if (typeof value === 'string' && HEX.test(value) && value.length > 2 && value.length <= 66)
    amount = BigInt(value)
  if (amount === undefined || amount < 0n || amount > CALLS_LIMITS.valueMax)
    throw new CallsError('INVALID_VALUE', `calls[${index}].value is ${describeUntrusted(value, 80)}`)
  return `0x${amount.toString(16)}`
}

function readCall(call: Call, index: number): CheckedCall {
  if (typeof call !== 'object' || call === null)
    throw new CallsError('INVALID_CALL', `calls[${index}] is ${describeUntrusted(call, 80)}`)
  const { to, data, value } = call
  if (to !== undefined && !isEvmAddressShape(to))
    throw new CallsError('INVALID_TO', `calls[${index}].to is ${describeUntrusted(to, 80)}`)
  if (
    data !== undefined &&
    (typeof data !== 'string' ||
      !HEX.test(data) ||
      data.length % 2 !== 0 ||
      data.length > CALLS_LIMITS.dataMax)
  )
    throw new CallsError('INVALID_DATA', `calls[${index}].data is ${describeUntrusted(data, 80)}`)
  if (to === undefined && data === undefined)
    throw new CallsError('INVALID_CALL', `calls[${index}] has neither a receiver nor data`)
  const hexValue = readValue(value, index)
  return {
    ...(to === undefined ? {} : { to }),
    ...(data === undefined ? {} : { data: data as Hex }),
    ...(hexValue === undefined ? {} : { value: hexValue }),
  }
}

function readCapabilities(capabilities: unknown): Record<string, CallsCapability> {
  if (capabilities === undefined) return {}
  if (typeof capabilities !== 'object' || capabilities === null || Array.isArray(capabilities))
    throw new CallsError('UNSUPPORTED_CAPABILITY', 'capabilities must be an object of capabilities')
  const entries = Object.entries(capabilities)
  if (entries.length > CALLS_LIMITS.capabilitiesMax)
    throw new CallsError('UNSUPPORTED_CAPABILITY', `${entries.length} capabilities (at most 64)`)
  for (const [name, capability] of entries) {
    if (typeof capability !== 'object' || capability === null)
      throw new CallsError(
        'UNSUPPORTED_CAPABILITY',
        `capability "${describeUntrusted(name, 80)}" is not an object`,
      )
    if (!KNOWN_CAPABILITIES.has(name) && (capability as CallsCapability).optional !== true)
      throw new CallsError(
        'UNSUPPORTED_CAPABILITY',
        `"${describeUntrusted(name, 80)}" is not a capability Latch knows; mark it optional: true to send it anyway`,
      )
  }
  return capabilities as Record<string, CallsCapability>
}

/**
 * Checks a batch and builds the one frozen `wallet_sendCalls` request (EIP-5792 v2) that is sent:
 * between 1 and 100 calls, each `to` an address, each value a whole amount within 256 bits
 * (bigint or hex, sent as hex), data hex, and every capability one Latch knows or marked
 * optional. The caller's objects are read once; what is checked is what the wallet gets.
 *
 * @param parameters - The app's batch.
 * @param context - The sending address and the chain's id.
 * @returns The frozen request and its checked calls.
 * @throws {CallsError} for each refused batch (nothing has been sent).
 * @throws {ValidationError} "Invalid request parameters" when the batch is not plain data.
 * @example
 * ```ts
 * const { request } = buildSendCallsRequest({ calls: [{ to, value: 1n }] }, { from, chainId: 31337 })
 * request.params // [{ version: '2.0.0', from, chainId: '0x7a69', atomicRequired: false, calls: [{ to, value: '0x1' }], capabilities: {} }]
 * ```
 */
export function buildSendCallsRequest(
  parameters: SendCallsParameters,
  context: { from: Hex; chainId: number },
): { request: FrozenRpcRequest; calls: readonly CheckedCall[] } {
  const calls: unknown = parameters?.calls
  if (!Array.isArray(calls) || calls.length === 0) throw new CallsError('EMPTY_BATCH', 'calls is empty')
  if (calls.length > CALLS_LIMITS.callsMax)
    throw new CallsError('TOO_MANY_CALLS', `${calls.length} calls (at most ${CALLS_LIMITS.callsMax})`)
  const checked = calls.map(readCall)
  // Latch's one deep, frozen copy (`cloneFrozen`, as `freezeRpcRequest` takes a caller's request)
  const request: FrozenRpcRequest = cloneFrozen(
    {
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          from: context.from,
          chainId: `0x${context.chainId.toString(16)}`,
          atomicRequired: parameters.atomicRequired === true,
          calls: checked,
          capabilities: readCapabilities(parameters.capabilities),
        },
      ],
    },
    'wallet_sendCalls params',
  )
  const [sent] = request.params as [{ calls: readonly CheckedCall[] }]
  return { request, calls: sent.calls }
}
