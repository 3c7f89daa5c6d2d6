import { type CaipNetworkId, ValidationError } from '@latch/core/kit'
import { EVM_MESSAGES } from '../errors/evmMessages'

/**
 * Reads an EVM chain id given as a hex string (`'0x1'`), a decimal string or a number.
 *
 * @param value - What a wallet or an app gave.
 * @returns The chain id as a number.
 * @throws {ValidationError} when it is not a positive safe integer.
 * @example
 * ```ts
 * parseEvmChainId('0x7a69') // 31337
 * ```
 */
export function parseEvmChainId(value: unknown): number {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^(0x[0-9a-fA-F]{1,14}|\d{1,16})$/.test(value)
        ? Number(value)
        : Number.NaN
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new ValidationError(EVM_MESSAGES.invalidChainId(value), {
      code: 'INVALID_CHAIN_ID',
    })
  }
  return id
}

/**
 * Hex form of a chain id, as EIP-1193 and EIP-3085 want it.
 *
 * @param chainId - The chain id.
 * @returns e.g. `'0x1'`.
 * @example
 * ```ts
 * toHexChainId(31337) // '0x7a69'
 * ```
 */
export function toHexChainId(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`
}

/**
 * CAIP-2 id of an EVM chain.
 *
 * @param chainId - Chain id (number, hex or decimal string).
 * @returns e.g. `'eip155:1'`.
 * @example
 * ```ts
 * toEip155NetworkId('0x1') // 'eip155:1'
 * ```
 */
export function toEip155NetworkId(chainId: unknown): CaipNetworkId {
  return `eip155:${parseEvmChainId(chainId)}`
}
