/**
 * Regroups bits: 8-bit bytes to 5-bit words (`pad` true, the last group padded with zeros) or
 * 5-bit words back to bytes (`pad` false: leftover bits must be fewer than `from` and all zero).
 *
 * @param data - Values of `from` bits each.
 * @param from - Bits per input value.
 * @param to - Bits per output value.
 * @param pad - Whether to pad the last group.
 * @returns The regrouped values, or `undefined` when a value is out of range or the padding is not allowed.
 * @example
 * ```ts
 * convertBits([0xff], 8, 5, true) // [31, 28]
 * ```
 */
export function convertBits(
  data: readonly number[] | Uint8Array,
  from: number,
  to: number,
  pad: boolean,
): number[] | undefined {
  let acc = 0
  let bits = 0
  const out: number[] = []
  const max = (1 << to) - 1
  for (const value of data) {
    if (value < 0 || value >> from !== 0) return undefined
    acc = ((acc << from) | value) & 0xffffff
    bits += from
    while (bits >= to) {
      bits -= to
      out.push((acc >> bits) & max)
    }
  }
  if (pad) {
    if (bits > 0) out.push((acc << (to - bits)) & max)
  } else if (bits >= from || ((acc << (to - bits)) & max) !== 0) {
    return undefined
  }
  return out
}
