import { toChecksumAddress } from '../../shared/validation/evmAddress'
import { isEvmAddressShape } from '../../shared/validation/isEvmAddressShape'

const str = (value: unknown) => (typeof value === 'string' ? value : undefined)
const address = (value: unknown) => {
  const text = str(value)
  return text !== undefined && isEvmAddressShape(text) ? toChecksumAddress(text.toLowerCase()) : undefined
}
const quantity = (value: unknown): bigint => {
  const text = str(value)
  return text !== undefined && /^0x[0-9a-fA-F]{1,64}$/.test(text) ? BigInt(text) : 0n
}
const chainIdOf = (value: unknown, fallback: number | undefined) => {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value
  const text = str(value)
  return text !== undefined && /^0x[0-9a-fA-F]{1,13}$/.test(text) ? Number(text) : fallback
}

/**
 * The parts of an untrusted `eth_sendTransaction` object clear signing reads: the call data (`data`
 * or `input`), receiver and sender checksummed (undefined when not an address), the value (0 when
 * absent or malformed) and the chain id (`fallback` when absent or malformed).
 *
 * @param request - The transaction object.
 * @param fallback - The network's chain id.
 * @returns The parts.
 * @example
 * ```ts
 * readTransaction({ to: '0xa0b8…', data: '0x095e…', chainId: '0x1' }, undefined).chainId // 1
 * ```
 */
export function readTransaction(request: unknown, fallback: number | undefined) {
  const tx = typeof request === 'object' && request !== null ? (request as Record<string, unknown>) : {}
  return {
    data: str(tx.data) ?? str(tx.input),
    to: address(tx.to),
    from: address(tx.from),
    value: quantity(tx.value),
    chainId: chainIdOf(tx.chainId, fallback),
  }
}
