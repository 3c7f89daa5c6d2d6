import { toChecksumAddress } from '../../shared/validation/evmAddress'
import { isEvmAddressShape } from '../../shared/validation/isEvmAddressShape'
import type { AbiValue } from './decodeAbiParameters'

/** A JSON value of a message as an ABI value: integers as bigint, addresses checksummed. */
function asAbiValue(value: unknown): AbiValue | undefined {
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : undefined
  if (typeof value !== 'string') return undefined
  if (isEvmAddressShape(value)) return toChecksumAddress(value.toLowerCase())
  if (/^(0|[1-9][0-9]{0,77})$/.test(value) || /^0x[0-9a-fA-F]{1,64}$/.test(value)) return BigInt(value)
  return value
}

/**
 * The value at a path of an untrusted EIP-712 message (`details.amount`, `ids.[]`): at most eight
 * steps, own properties only; integers as bigint and addresses checksummed, arrays of at most 256
 * such values. Undefined when the path leads nowhere or to an object.
 *
 * @param message - The message.
 * @param path - A checked message path.
 * @returns The value, or undefined.
 * @example
 * ```ts
 * readTypedValue({ details: { amount: '1000000' } }, 'details.amount') // 1000000n
 * ```
 */
export function readTypedValue(message: unknown, path: string): AbiValue | undefined {
  const steps = path.split('.')
  const list = steps.at(-1) === '[]'
  let value: unknown = message
  for (const step of list ? steps.slice(0, -1) : steps) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, step)) return undefined
    value = (value as Record<string, unknown>)[step]
  }
  if (!list) return asAbiValue(value)
  if (!Array.isArray(value) || value.length > 256) return undefined
  const items = value.map(asAbiValue)
  return items.every((item) => item !== undefined) ? (items as AbiValue[]) : undefined
}
