import { isEvmAddress } from '@latch/core/kit'
import { hexToBigInt, type TransactionSerializableEIP1559 } from 'viem'
import type { FrameEvmTransaction } from '../protocol/frame'
import { KEY_ERROR_MESSAGES, KeyError } from './KeyError'

const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/
const DATA = /^0x(?:[0-9a-fA-F]{2})*$/

/**
 * Converts the frame protocol's EIP-1559 transaction (hex quantities) into viem's serialisable form,
 * amounts as `bigint` (never floats). Rejects anything that is not a well-formed quantity, address
 * (mixed case only with a valid EIP-55 checksum) or byte string, a zero or unsafe chain id, or fees
 * where the priority fee exceeds the max fee.
 *
 * @param transaction - The transaction as the page sent it.
 * @returns The viem EIP-1559 transaction.
 * @throws {KeyError} `INVALID_PARAMS` for any malformed field.
 * @example
 * ```ts
 * const tx = toEvmTransaction({ chainId: '0x1', nonce: '0x0', gas: '0x5208', maxFeePerGas: '0x2', maxPriorityFeePerGas: '0x1', to: '0x…', value: '0x1' })
 * tx.value // 1n
 * ```
 */
export function toEvmTransaction(transaction: FrameEvmTransaction): TransactionSerializableEIP1559 {
  const chainId = quantity(transaction.chainId, 'chainId')
  const nonce = quantity(transaction.nonce, 'nonce')
  if (chainId === 0n || chainId > BigInt(Number.MAX_SAFE_INTEGER)) throw invalid('chainId is out of range')
  if (nonce > BigInt(Number.MAX_SAFE_INTEGER)) throw invalid('nonce is out of range')
  const maxFeePerGas = quantity(transaction.maxFeePerGas, 'maxFeePerGas')
  const maxPriorityFeePerGas = quantity(transaction.maxPriorityFeePerGas, 'maxPriorityFeePerGas')
  if (maxPriorityFeePerGas > maxFeePerGas) throw invalid('maxPriorityFeePerGas is above maxFeePerGas')

  const result: TransactionSerializableEIP1559 = {
    type: 'eip1559',
    chainId: Number(chainId),
    nonce: Number(nonce),
    gas: quantity(transaction.gas, 'gas'),
    maxFeePerGas,
    maxPriorityFeePerGas,
  }
  if (transaction.to !== undefined) {
    // A mixed-case address must carry its EIP-55 checksum: a mistyped receiver is never signed.
    if (!isEvmAddress(transaction.to)) throw invalid('to is not an address (or its EIP-55 checksum is wrong)')
    result.to = transaction.to
  }
  if (transaction.value !== undefined) result.value = quantity(transaction.value, 'value')
  if (transaction.data !== undefined) {
    if (!DATA.test(transaction.data)) throw invalid('data is not a hex byte string')
    result.data = transaction.data
  }
  return result
}

function quantity(value: unknown, field: string): bigint {
  if (typeof value !== 'string' || !QUANTITY.test(value)) throw invalid(`${field} is not a hex quantity`)
  return hexToBigInt(value as `0x${string}`)
}

function invalid(details: string): KeyError {
  return new KeyError(KEY_ERROR_MESSAGES.invalidTransaction, { code: 'INVALID_PARAMS', details })
}
