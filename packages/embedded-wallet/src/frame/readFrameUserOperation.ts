import type { FrameUserOperation } from '../protocol/frame'
import type { FrameError } from './FrameError'

const HEX_BYTES = /^0x(?:[0-9a-fA-F]{2})*$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
/** A hex quantity of at most 256 bits (no leading zeros beyond `0x0`). */
const QUANTITY = /^0x(?:0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/
/** The most characters of one field (calldata of a large batch fits). */
const FIELD_MAX = 1_500_000

/** Each field of a v0.8 user operation in RPC form (no signature): its shape and whether it must be there. */
const FIELDS: Record<keyof FrameUserOperation, { shape: RegExp; required: boolean }> = {
  sender: { shape: ADDRESS, required: true },
  nonce: { shape: QUANTITY, required: true },
  // the account is the visitor's EOA: no factory but the EIP-7702 marker, and no init call
  factory: { shape: /^0x7702(?:0{36})?$/, required: false },
  factoryData: { shape: /^0x$/, required: false },
  callData: { shape: HEX_BYTES, required: true },
  callGasLimit: { shape: QUANTITY, required: true },
  verificationGasLimit: { shape: QUANTITY, required: true },
  preVerificationGas: { shape: QUANTITY, required: true },
  maxFeePerGas: { shape: QUANTITY, required: true },
  maxPriorityFeePerGas: { shape: QUANTITY, required: true },
  paymaster: { shape: ADDRESS, required: false },
  paymasterVerificationGasLimit: { shape: QUANTITY, required: false },
  paymasterPostOpGasLimit: { shape: QUANTITY, required: false },
  paymasterData: { shape: HEX_BYTES, required: false },
}

/**
 * Reads the `userOperation` param of `evm_signUserOperation` strictly: exactly the known fields
 * (no `signature`, no hash), each a string of its shape, the required ones present; a `factory`
 * only as the EIP-7702 marker `0x7702`, with no init call data.
 *
 * @param value - The untrusted param.
 * @param invalid - Makes the `INVALID_PARAMS` error for a field.
 * @returns The operation.
 * @throws {FrameError} `INVALID_PARAMS` naming the first bad field.
 * @example
 * ```ts
 * const op = readFrameUserOperation(params.userOperation, invalid)
 * ```
 */
export function readFrameUserOperation(
  value: unknown,
  invalid: (field: string) => FrameError,
): FrameUserOperation {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid('userOperation')
  const fields = value as Record<string, unknown>
  for (const key of Object.keys(fields))
    if (!Object.hasOwn(FIELDS, key)) throw invalid(`userOperation.${key}`)
  for (const [key, { shape, required }] of Object.entries(FIELDS)) {
    const field = fields[key]
    if (field === undefined && !required) continue
    if (typeof field !== 'string' || field.length > FIELD_MAX || !shape.test(field))
      throw invalid(`userOperation.${key}`)
  }
  return fields as FrameUserOperation
}
