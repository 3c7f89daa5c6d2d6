import { formatUnits } from '../../shared/numbers/formatUnits'
import type { AbiValue } from './decodeAbiParameters'
import type { DescriptorField } from './descriptor'
import type { ClearSigningToken } from './types'

const MAX_UINT256 = 2n ** 256n - 1n

/**
 * What formatting a field needs besides its value: the token's address (tokenAmount), the tokens
 * the account knows, and the network's currency (amount).
 *
 * @example
 * ```ts
 * const context: FieldContext = { token: '0xA0b8…', tokens: [usdc], native: { symbol: 'ETH', decimals: 18 } }
 * ```
 */
export type FieldContext = {
  token: string | undefined
  tokens: readonly ClearSigningToken[]
  native: { symbol: string; decimals: number } | undefined
}

const raw = (value: AbiValue): string =>
  Array.isArray(value)
    ? value.map(raw).join(', ')
    : typeof value === 'bigint'
      ? value.toString()
      : String(value)

function tokenAmount(amount: bigint, field: DescriptorField, context: FieldContext) {
  const address = context.token
  const token = address && context.tokens.find((t) => t.address.toLowerCase() === address.toLowerCase())
  const unlimited = amount === MAX_UINT256 || (field.threshold !== undefined && amount >= field.threshold)
  if (unlimited)
    return { text: `${field.message ?? 'Unlimited'}${token ? ` ${token.symbol}` : ''}`, unlimited }
  if (token) return { text: `${formatUnits(amount, token.decimals)} ${token.symbol}`, unlimited }
  return { text: address ? `${amount} (${address})` : amount.toString(), unlimited }
}

function date(value: bigint, field: DescriptorField): string {
  // seconds a Date can hold; a block height or a larger number shows as it is
  if (field.encoding === 'blockheight' || value < 0n || value > 8_640_000_000_000n) return value.toString()
  return new Date(Number(value) * 1000).toISOString().replace('.000Z', 'Z')
}

/**
 * A field's value as text, as its format says: a token amount in the token's units when the token
 * is known (else base units with the token's address), the descriptor's message ("Unlimited") at
 * or over its threshold or at 2^256-1, the native amount in the network's currency, a date in
 * ISO 8601, an enum's label; anything else as it is.
 *
 * @param value - The decoded value.
 * @param field - The descriptor's field.
 * @param context - Token and currency.
 * @returns The text, and whether the amount is unlimited.
 * @example
 * ```ts
 * formatField(5_000_000n, { path: 'value', label: 'Amount', format: 'tokenAmount' }, { token: usdc.address, tokens: [usdc], native: undefined }).text // '5 USDC'
 * ```
 */
export function formatField(
  value: AbiValue,
  field: DescriptorField,
  context: FieldContext,
): { text: string; unlimited: boolean } {
  const plain = { text: raw(value), unlimited: false }
  if (typeof value !== 'bigint') return plain
  switch (field.format) {
    case 'tokenAmount':
      return tokenAmount(value, field, context)
    case 'amount':
      return context.native
        ? {
            text: `${formatUnits(value, context.native.decimals)} ${context.native.symbol}`,
            unlimited: false,
          }
        : plain
    case 'date':
      return { text: date(value, field), unlimited: false }
    case 'enum':
      return { text: field.enumLabels?.[value.toString()] ?? value.toString(), unlimited: false }
    case 'nftName':
      return { text: `#${value}`, unlimited: false }
    default:
      return plain
  }
}
