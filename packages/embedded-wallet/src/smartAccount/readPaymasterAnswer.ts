import type { Address, Hex } from 'viem'
import type { RpcUserOperation } from 'viem/account-abstraction'
import { SMART_ACCOUNT_MESSAGES, SmartAccountError } from './SmartAccountError'

/**
 * The fields an ERC-7677 paymaster sets: its own, nothing else of the operation.
 *
 * @example
 * ```ts
 * const fields: PaymasterFields = { paymaster: '0xabc…', paymasterData: '0x…', paymasterVerificationGasLimit: 100000n, paymasterPostOpGasLimit: 0n }
 * ```
 */
export type PaymasterFields = Readonly<{
  paymaster: Address
  paymasterData: Hex
  paymasterVerificationGasLimit: bigint | undefined
  paymasterPostOpGasLimit: bigint | undefined
}>

/** A stub answer also says whether it is already the final data (`isFinal`). */
export type PaymasterAnswer = PaymasterFields & { isFinal: boolean }

const PAYMASTER_OWN = new Set([
  'paymaster',
  'paymasterData',
  'paymasterVerificationGasLimit',
  'paymasterPostOpGasLimit',
  'isFinal',
  'sponsor',
])
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HEX_BYTES = /^0x(?:[0-9a-fA-F]{2})*$/
const QUANTITY = /^0x[0-9a-fA-F]{1,16}$/
/** The most paymasterData bytes taken (a signature and a few words fit many times over). */
const DATA_MAX_CHARS = 2 + 2 * 4096

/**
 * Reads a `pm_getPaymasterStubData` / `pm_getPaymasterData` answer against the operation it was
 * asked about. Only the paymaster's own fields may be set: any other user-operation field that
 * differs from the operation's (a changed `sender`, `callData`, nonce, gas, fee or signature) is
 * `PAYMASTER_ALTERED`; a field nobody knows, or one of the wrong shape, `PAYMASTER_INVALID`.
 *
 * @param answer - The untrusted `result`.
 * @param asked - The operation sent to the paymaster (RPC form).
 * @returns The paymaster's fields.
 * @throws {SmartAccountError} `PAYMASTER_ALTERED` or `PAYMASTER_INVALID`.
 * @example
 * ```ts
 * const stub = readPaymasterAnswer(await callUntrustedRpc(url, 'pm_getPaymasterStubData', params, options), rpcOp)
 * ```
 */
export function readPaymasterAnswer(answer: unknown, asked: RpcUserOperation<'0.8'>): PaymasterAnswer {
  const invalid = (details: string) =>
    new SmartAccountError(SMART_ACCOUNT_MESSAGES.paymasterInvalid, { code: 'PAYMASTER_INVALID', details })
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) throw invalid('not an object')
  const fields = answer as Record<string, unknown>
  for (const key of Object.keys(fields)) {
    if (PAYMASTER_OWN.has(key)) continue
    if (Object.hasOwn(asked, key) || USER_OPERATION_FIELDS.has(key)) {
      const mine = (asked as Record<string, unknown>)[key]
      if (!sameValue(mine, fields[key]))
        throw new SmartAccountError(SMART_ACCOUNT_MESSAGES.paymasterAltered, {
          code: 'PAYMASTER_ALTERED',
          details: `the answer sets ${key}`,
        })
      continue
    }
    throw invalid(`unknown field ${key.slice(0, 64)}`)
  }
  const { paymaster, paymasterData, paymasterVerificationGasLimit, paymasterPostOpGasLimit, isFinal } = fields
  if (typeof paymaster !== 'string' || !ADDRESS.test(paymaster)) throw invalid('paymaster is not an address')
  if (
    typeof paymasterData !== 'string' ||
    paymasterData.length > DATA_MAX_CHARS ||
    !HEX_BYTES.test(paymasterData)
  )
    throw invalid('paymasterData is not hex bytes')
  if (isFinal !== undefined && typeof isFinal !== 'boolean') throw invalid('isFinal is not a boolean')
  return {
    paymaster: paymaster as Address,
    paymasterData: paymasterData as Hex,
    paymasterVerificationGasLimit: readGas(
      paymasterVerificationGasLimit,
      'paymasterVerificationGasLimit',
      invalid,
    ),
    paymasterPostOpGasLimit: readGas(paymasterPostOpGasLimit, 'paymasterPostOpGasLimit', invalid),
    isFinal: isFinal === true,
  }
}

/** Every field of a v0.8 user operation in RPC form: set by the account, never by the paymaster. */
const USER_OPERATION_FIELDS = new Set([
  'sender',
  'nonce',
  'factory',
  'factoryData',
  'initCode',
  'callData',
  'callGasLimit',
  'verificationGasLimit',
  'preVerificationGas',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
  'signature',
  'eip7702Auth',
  'paymasterAndData',
])

function sameValue(mine: unknown, theirs: unknown): boolean {
  if (typeof mine === 'string' && typeof theirs === 'string')
    return mine.toLowerCase() === theirs.toLowerCase()
  return mine === undefined ? false : JSON.stringify(mine) === JSON.stringify(theirs)
}

function readGas(
  value: unknown,
  name: string,
  invalid: (details: string) => SmartAccountError,
): bigint | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !QUANTITY.test(value)) throw invalid(`${name} is not a gas amount`)
  return BigInt(value)
}
