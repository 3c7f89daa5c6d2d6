import type { Address, Hex } from 'viem'
import { SMART_ACCOUNT_MESSAGES, SmartAccountError } from './SmartAccountError'

/**
 * What Latch keeps of a bundler's user-operation receipt (ERC-4337 `eth_getUserOperationReceipt`).
 *
 * @example
 * ```ts
 * const receipt: UserOperationReceipt = { userOpHash: '0x…', sender: '0xabc…', success: true, transactionHash: '0x…', blockNumber: 12n, actualGasCost: 0n, paymaster: '0xpm…' }
 * ```
 */
export type UserOperationReceipt = Readonly<{
  userOpHash: Hex
  sender: Address
  success: boolean
  /** The bundle transaction that included the operation. */
  transactionHash: Hex
  blockNumber: bigint
  /** Wei the operation cost its payer (the paymaster when sponsored). */
  actualGasCost: bigint
  /** The paymaster that paid, if any. */
  paymaster: Address | undefined
}>

const HASH = /^0x[0-9a-fA-F]{64}$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/**
 * Reads a bundler's receipt answer for `userOpHash` sent by `sender`: `null` (not yet included)
 * stays `undefined`; a receipt for another operation or another sender is `RECEIPT_MISMATCH`; a
 * malformed one `BUNDLER_INVALID`.
 *
 * @param answer - The untrusted `result`.
 * @param expected - The operation's hash and sender.
 * @returns The receipt, or `undefined` while pending.
 * @throws {SmartAccountError} `RECEIPT_MISMATCH` or `BUNDLER_INVALID`.
 * @example
 * ```ts
 * const receipt = readUserOperationReceipt(result, { userOpHash, sender: address })
 * ```
 */
export function readUserOperationReceipt(
  answer: unknown,
  expected: { userOpHash: Hex; sender: Address },
): UserOperationReceipt | undefined {
  if (answer === null) return undefined
  if (typeof answer !== 'object' || Array.isArray(answer)) throw invalid('not an object')
  const fields = answer as Record<string, unknown>
  const { userOpHash, sender, success, actualGasCost, paymaster, receipt } = fields
  if (typeof userOpHash !== 'string' || !HASH.test(userOpHash)) throw invalid('userOpHash is not a hash')
  if (typeof sender !== 'string' || !ADDRESS.test(sender)) throw invalid('sender is not an address')
  if (
    userOpHash.toLowerCase() !== expected.userOpHash.toLowerCase() ||
    sender.toLowerCase() !== expected.sender.toLowerCase()
  )
    throw new SmartAccountError(SMART_ACCOUNT_MESSAGES.receiptMismatch, {
      code: 'RECEIPT_MISMATCH',
      details: `asked ${expected.userOpHash} of ${expected.sender}`,
    })
  if (typeof success !== 'boolean') throw invalid('success is not a boolean')
  if (typeof actualGasCost !== 'string' || !QUANTITY.test(actualGasCost)) throw invalid('actualGasCost')
  if (
    paymaster !== undefined &&
    paymaster !== null &&
    (typeof paymaster !== 'string' || !ADDRESS.test(paymaster))
  )
    throw invalid('paymaster is not an address')
  if (typeof receipt !== 'object' || receipt === null) throw invalid('receipt is not an object')
  const { transactionHash, blockNumber } = receipt as Record<string, unknown>
  if (typeof transactionHash !== 'string' || !HASH.test(transactionHash))
    throw invalid('receipt.transactionHash')
  if (typeof blockNumber !== 'string' || !QUANTITY.test(blockNumber)) throw invalid('receipt.blockNumber')
  return Object.freeze({
    userOpHash: expected.userOpHash,
    sender: expected.sender,
    success,
    transactionHash: transactionHash as Hex,
    blockNumber: BigInt(blockNumber),
    actualGasCost: BigInt(actualGasCost),
    paymaster:
      typeof paymaster === 'string' && paymaster.toLowerCase() !== ZERO_ADDRESS
        ? (paymaster as Address)
        : undefined,
  })
}

function invalid(details: string): SmartAccountError {
  return new SmartAccountError(SMART_ACCOUNT_MESSAGES.bundlerInvalid, {
    code: 'BUNDLER_INVALID',
    details: `eth_getUserOperationReceipt: ${details}`,
  })
}
