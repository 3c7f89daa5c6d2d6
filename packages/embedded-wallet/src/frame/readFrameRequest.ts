import { base58, base64 } from '@scure/base'
import {
  FRAME_CHANNEL,
  FRAME_ERROR_CODES,
  type FrameEvmTransaction,
  type FrameMethod,
  type FrameMethods,
} from '../protocol/frame'
import { FRAME_ERROR_MESSAGES, FrameError } from './FrameError'
import { readFrameUserOperation } from './readFrameUserOperation'

/**
 * A request whose params passed validation, with binary params already decoded.
 *
 * @example
 * ```ts
 * if (request.method === 'solana_signMessage') account.sign(request.bytes)
 * ```
 */
export type ValidFrameRequest =
  | { method: 'connect'; params: FrameMethods['connect']['params'] }
  | { method: 'disconnect' }
  | { method: 'evm_signMessage'; params: FrameMethods['evm_signMessage']['params'] }
  | { method: 'evm_signTypedData'; params: FrameMethods['evm_signTypedData']['params'] }
  | { method: 'evm_signTransaction'; params: FrameMethods['evm_signTransaction']['params'] }
  | { method: 'evm_signAuthorization'; params: FrameMethods['evm_signAuthorization']['params'] }
  | { method: 'evm_signUserOperation'; params: FrameMethods['evm_signUserOperation']['params'] }
  | { method: 'evm_signUndelegation'; params: FrameMethods['evm_signUndelegation']['params'] }
  | { method: 'solana_signMessage'; bytes: Uint8Array }
  | { method: 'solana_signTransaction'; bytes: Uint8Array }
  | { method: 'newRecoveryKit' }
  | { method: 'exportWallet' }
  | { method: 'revokeDevice'; params: FrameMethods['revokeDevice']['params'] }
  | { method: 'passkeySignUp'; params: FrameMethods['passkeySignUp']['params'] }
  | { method: 'passkeySignIn'; params: FrameMethods['passkeySignIn']['params'] }
  | { method: 'addPasskey' }

/**
 * What {@link readFrameRequest} makes of a message's data: not a request at all (`undefined`, to be
 * ignored), or a request `id` with either the valid request or the error to answer.
 *
 * @example
 * ```ts
 * const read: FrameRequestRead = { id: 1, error: new FrameError('Unknown method', { code: 'UNKNOWN_METHOD' }) }
 * ```
 */
export type FrameRequestRead = { id: number; request: ValidFrameRequest } | { id: number; error: FrameError }

const MAX_TOKEN_LENGTH = 8192
const MAX_PAYLOAD_LENGTH = 1_500_000
/** A device id as the auth service lists it: one line of printable ASCII, at most 200 characters. */
const DEVICE_ID = /^[\x21-\x7e]{1,200}$/
const HEX_BYTES = /^0x(?:[0-9a-fA-F]{2})*$/
const TRANSACTION_KEYS = [
  'chainId',
  'nonce',
  'to',
  'value',
  'data',
  'gas',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
]
const TRANSACTION_REQUIRED = ['chainId', 'nonce', 'gas', 'maxFeePerGas', 'maxPriorityFeePerGas']
const TYPED_DATA_KEYS = ['domain', 'types', 'primaryType', 'message']
/** A hex quantity of at most 256 bits (no leading zeros beyond `0x0`). */
const QUANTITY = /^0x(?:0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

type Params = Record<string, unknown>

const READERS: { [M in FrameMethod]: (params: Params) => ValidFrameRequest } = {
  connect: (params) => {
    const { token } = exactly(params, ['token'])
    if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_LENGTH) throw invalid('token')
    return { method: 'connect', params: { token } }
  },
  disconnect: (params) => {
    exactly(params, [])
    return { method: 'disconnect' }
  },
  evm_signMessage: (params) => {
    const { message } = exactly(params, ['message'])
    if (!isString(message) || !HEX_BYTES.test(message)) throw invalid('message')
    return { method: 'evm_signMessage', params: { message: message as `0x${string}` } }
  },
  evm_signTypedData: (params) => {
    const { typedData } = exactly(params, ['typedData'])
    if (!isPlainObject(typedData) || Object.keys(typedData).some((key) => !TYPED_DATA_KEYS.includes(key))) {
      throw invalid('typedData')
    }
    const { domain, types, primaryType, message } = typedData
    if (!isPlainObject(types) || !isPlainObject(message) || typeof primaryType !== 'string')
      throw invalid('typedData')
    if (domain !== undefined && !isPlainObject(domain)) throw invalid('typedData.domain')
    if (JSON.stringify(typedData).length > MAX_PAYLOAD_LENGTH) throw invalid('typedData')
    return { method: 'evm_signTypedData', params: { typedData } }
  },
  evm_signTransaction: (params) => {
    const { transaction } = exactly(params, ['transaction'])
    if (!isPlainObject(transaction)) throw invalid('transaction')
    for (const [key, value] of Object.entries(transaction)) {
      if (!TRANSACTION_KEYS.includes(key) || !isString(value)) throw invalid(`transaction.${key}`)
    }
    for (const key of TRANSACTION_REQUIRED) if (!(key in transaction)) throw invalid(`transaction.${key}`)
    return { method: 'evm_signTransaction', params: { transaction: transaction as FrameEvmTransaction } }
  },
  evm_signAuthorization: (params) => {
    const { chainId, contractAddress, nonce } = exactly(params, ['chainId', 'contractAddress', 'nonce'])
    if (!isQuantity(chainId)) throw invalid('chainId')
    if (!isString(contractAddress) || !ADDRESS.test(contractAddress)) throw invalid('contractAddress')
    if (!isQuantity(nonce)) throw invalid('nonce')
    return {
      method: 'evm_signAuthorization',
      params: { chainId, contractAddress: contractAddress as `0x${string}`, nonce },
    }
  },
  evm_signUserOperation: (params) => {
    const { chainId, entryPoint, userOperation } = exactly(params, ['chainId', 'entryPoint', 'userOperation'])
    if (!isQuantity(chainId)) throw invalid('chainId')
    if (!isString(entryPoint) || !ADDRESS.test(entryPoint)) throw invalid('entryPoint')
    return {
      method: 'evm_signUserOperation',
      params: {
        chainId,
        entryPoint: entryPoint as `0x${string}`,
        userOperation: readFrameUserOperation(userOperation, invalid),
      },
    }
  },
  evm_signUndelegation: (params) => {
    const fields = exactly(params, ['chainId', 'nonce', 'gas', 'maxFeePerGas', 'maxPriorityFeePerGas'])
    for (const [key, value] of Object.entries(fields)) if (!isQuantity(value)) throw invalid(key)
    return {
      method: 'evm_signUndelegation',
      params: fields as FrameMethods['evm_signUndelegation']['params'],
    }
  },
  solana_signMessage: (params) => {
    const { message } = exactly(params, ['message'])
    if (!isString(message) || message === '') throw invalid('message')
    return { method: 'solana_signMessage', bytes: decode(() => base58.decode(message), 'message') }
  },
  solana_signTransaction: (params) => {
    const { transaction } = exactly(params, ['transaction'])
    if (!isString(transaction) || transaction === '') throw invalid('transaction')
    return {
      method: 'solana_signTransaction',
      bytes: decode(() => base64.decode(transaction), 'transaction'),
    }
  },
  newRecoveryKit: (params) => {
    exactly(params, [])
    return { method: 'newRecoveryKit' }
  },
  exportWallet: (params) => {
    exactly(params, [])
    return { method: 'exportWallet' }
  },
  revokeDevice: (params) => ({ method: 'revokeDevice', params: { deviceId: readDeviceId(params) } }),
  passkeySignUp: (params) => ({ method: 'passkeySignUp', params: { deviceId: readDeviceId(params) } }),
  passkeySignIn: (params) => ({ method: 'passkeySignIn', params: { deviceId: readDeviceId(params) } }),
  addPasskey: (params) => {
    exactly(params, [])
    return { method: 'addPasskey' }
  },
}

/** A hex quantity a JavaScript number holds exactly (chain ids and account nonces). */
function isQuantity(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && QUANTITY.test(value) && BigInt(value) <= BigInt(Number.MAX_SAFE_INTEGER)
}

/** The only param of a passkey login: the page's device id, one line of printable ASCII. */
function readDeviceId(params: Params): string {
  const { deviceId } = exactly(params, ['deviceId'])
  if (!isString(deviceId) || !DEVICE_ID.test(deviceId)) throw invalid('deviceId')
  return deviceId
}

/**
 * Reads a message's data as a key-frame request, strictly: it must carry the frame channel, an
 * integer `id`, a `method` string and a `params` object with exactly the method's fields, each well
 * formed. Anything without the channel or an id is not a request (`undefined`); an unknown method
 * is `UNKNOWN_METHOD`; bad params are `INVALID_PARAMS`.
 *
 * @param data - The `MessageEvent.data`.
 * @returns The request, the error to answer, or `undefined` to ignore the message.
 * @example
 * ```ts
 * const read = readFrameRequest({ channel: FRAME_CHANNEL, id: 1, method: 'disconnect', params: {} })
 * // { id: 1, request: { method: 'disconnect' } }
 * ```
 */
export function readFrameRequest(data: unknown): FrameRequestRead | undefined {
  if (!isPlainObject(data) || data.channel !== FRAME_CHANNEL) return undefined
  const { id, method, params } = data
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return undefined
  if (typeof method !== 'string' || !Object.hasOwn(READERS, method)) {
    return {
      id,
      error: new FrameError(FRAME_ERROR_MESSAGES.unknownMethod, { code: FRAME_ERROR_CODES.unknownMethod }),
    }
  }
  try {
    if (!isPlainObject(params)) throw invalid('params')
    return { id, request: READERS[method as FrameMethod](params) }
  } catch (error) {
    if (error instanceof FrameError) return { id, error }
    throw error
  }
}

function exactly(params: Params, keys: readonly string[]): Params {
  const present = Object.keys(params)
  if (present.length !== keys.length || present.some((key) => !keys.includes(key))) throw invalid('params')
  return params
}

function decode(run: () => Uint8Array, field: string): Uint8Array {
  try {
    return run()
  } catch {
    throw invalid(field)
  }
}

function isString(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_PAYLOAD_LENGTH
}

function isPlainObject(value: unknown): value is Params {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

function invalid(field: string): FrameError {
  return new FrameError(FRAME_ERROR_MESSAGES.invalidParams, {
    code: FRAME_ERROR_CODES.invalidParams,
    details: `${field} is missing or malformed`,
  })
}
