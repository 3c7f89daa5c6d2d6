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
  if (clean.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(clean)) return undefined
  const out = new Uint8Array(clean.length / 2)
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(clean.slice(i * 2, i * 2 + 2), 16)
  return out
}
