const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Base58 (Bitcoin alphabet) text of bytes: how Solana wallets take `solana_signMessage` messages.
 *
 * @param bytes - Bytes to encode.
 * @returns Base58 text.
 * @example
 * ```ts
 * toBase58(new Uint8Array([0, 1])) // '12'
 * ```
 */
export function toBase58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let text = ''
  while (value > 0n) {
    text = BASE58_ALPHABET[Number(value % 58n)] + text
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}

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
 * @param to - Receiver address (`0x` + 40 hex).
 * @param amount - Amount in base units.
 * @returns The calldata.
 * @example
 * ```ts
 * erc20TransferData('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1n)
 * ```
 */
export function erc20TransferData(to: string, amount: bigint): `0x${string}` {
  const address = to.toLowerCase().replace(/^0x/, '').padStart(64, '0')
  return `0xa9059cbb${address}${amount.toString(16).padStart(64, '0')}`
}
