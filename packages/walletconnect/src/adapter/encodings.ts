import { toChecksumAddress } from '@latch/core/kit'

// Base58 is implemented once, in core; re-exported under the name this package has always used
// (Solana wallets take `solana_signMessage` messages as base58 text).
export { toBase58 } from '@latch/core/kit'

/**
 * `0x`-prefixed hex of a UTF-8 string: how `personal_sign` carries a plain-text message.
 *
 * @param text - The message.
 * @returns Hex.
 * @example
 * ```ts
 * utf8ToHex('hi') // '0x6869'
 * ```
 */
export function utf8ToHex(text: string): `0x${string}` {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return hex as `0x${string}`
}

/**
 * Calldata of an ERC20 `transfer(address,uint256)`.
 *
 * @param to - Receiver address (`0x` + 40 hex; mixed case only with a valid EIP-55 checksum).
 * @param amount - Amount in base units.
 * @returns The calldata.
 * @throws {ValidationError} "Invalid EVM address" or "Invalid checksum" for a bad receiver.
 * @example
 * ```ts
 * erc20TransferData('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1n)
 * ```
 */
export function erc20TransferData(to: string, amount: bigint): `0x${string}` {
  toChecksumAddress(to, 'receiver')
  const address = to.toLowerCase().replace(/^0x/, '').padStart(64, '0')
  return `0xa9059cbb${address}${amount.toString(16).padStart(64, '0')}`
}
