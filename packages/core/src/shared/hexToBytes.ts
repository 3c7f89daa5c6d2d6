/**
 * Hex text (with or without `0x`) as bytes, or `undefined` when it is not whole bytes of hex (odd
 * length, or a character outside 0-9, a-f, A-F). The one hex decoder of Latch: text from wallets
 * and nodes is checked here instead of being read as zeros.
 *
 * @param hex - The hex text.
 * @returns The bytes, or `undefined`.
 * @example
 * ```ts
 * hexToBytes('0x0aff') // Uint8Array [10, 255]
 * hexToBytes('0xabc') // undefined
 * ```
 */
export function hexToBytes(hex: string): Uint8Array | undefined {
  const clean = hex.startsWith('0x') ? hex.slice(2) : hex
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(clean)) return undefined
  return Uint8Array.from(clean.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
}
