import { SMART_ACCOUNT_MESSAGES, SmartAccountError } from './SmartAccountError'

/**
 * The gas limits a bundler estimated for a user operation.
 *
 * @example
 * ```ts
 * const gas: GasEstimate = { preVerificationGas: 50000n, verificationGasLimit: 90000n, callGasLimit: 80000n, paymasterVerificationGasLimit: undefined, paymasterPostOpGasLimit: undefined }
 * ```
 */
export type GasEstimate = Readonly<{
  preVerificationGas: bigint
  verificationGasLimit: bigint
  callGasLimit: bigint
  paymasterVerificationGasLimit: bigint | undefined
  paymasterPostOpGasLimit: bigint | undefined
}>

/** The most gas a bundler may put in one limit: a block's worth (an answer above it is garbage). */
export const GAS_LIMIT_MAX = 60_000_000n
const QUANTITY = /^0x[0-9a-fA-F]{1,16}$/
const REQUIRED = ['preVerificationGas', 'verificationGasLimit', 'callGasLimit'] as const
const OPTIONAL = ['paymasterVerificationGasLimit', 'paymasterPostOpGasLimit'] as const

/**
 * Reads an `eth_estimateUserOperationGas` answer: hex gas amounts, each at most
 * {@link GAS_LIMIT_MAX}; anything else is `BUNDLER_INVALID`.
 *
 * @param answer - The untrusted `result`.
 * @returns The estimate.
 * @throws {SmartAccountError} `BUNDLER_INVALID`.
 * @example
 * ```ts
 * const gas = readGasEstimate({ preVerificationGas: '0xc350', verificationGasLimit: '0x15f90', callGasLimit: '0x13880' })
 * ```
 */
export function readGasEstimate(answer: unknown): GasEstimate {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) throw invalid('not an object')
  const fields = answer as Record<string, unknown>
  const gas = (name: string, required: boolean): bigint | undefined => {
    const value = fields[name]
    if (value === undefined && !required) return undefined
    if (typeof value !== 'string' || !QUANTITY.test(value)) throw invalid(`${name} is not a gas amount`)
    const amount = BigInt(value)
    if (amount > GAS_LIMIT_MAX) throw invalid(`${name} is over ${GAS_LIMIT_MAX}`)
    return amount
  }
  const [preVerificationGas, verificationGasLimit, callGasLimit] = REQUIRED.map(
    (name) => gas(name, true) as bigint,
  )
  const [paymasterVerificationGasLimit, paymasterPostOpGasLimit] = OPTIONAL.map((name) => gas(name, false))
  return {
    preVerificationGas: preVerificationGas as bigint,
    verificationGasLimit: verificationGasLimit as bigint,
    callGasLimit: callGasLimit as bigint,
    paymasterVerificationGasLimit,
    paymasterPostOpGasLimit,
  }
}

function invalid(details: string): SmartAccountError {
  return new SmartAccountError(SMART_ACCOUNT_MESSAGES.bundlerInvalid, {
    code: 'BUNDLER_INVALID',
    details: `eth_estimateUserOperationGas: ${details}`,
  })
}
