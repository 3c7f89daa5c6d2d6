import { SHARE_ERROR_MESSAGES, ShareError } from './ShareError'

// GF(256) as `shamir-secret-sharing` computes in it: the polynomial x⁸ + x⁴ + x³ + x + 1 (0x11b),
// generator 0xe5. The library splits (evaluates at random x) and combines (interpolates at 0), but
// has no evaluate-at-x: rebuilding one share from two others needs this small helper. Its tables are
// made once from the generator rather than copied.
const EXP = new Uint8Array(255)
const LOG = new Uint8Array(256)
for (let i = 0, value = 1; i < 255; i++) {
  EXP[i] = value
  LOG[value] = i
  value = slowMultiply(value, 0xe5)
}

/** Carry-less multiplication reduced by 0x11b: only used to build the tables. */
function slowMultiply(a: number, b: number): number {
  let product = 0
  for (let x = a, y = b; y > 0; y >>= 1) {
    if (y & 1) product ^= x
    x = x & 0x80 ? ((x << 1) ^ 0x11b) & 0xff : x << 1
  }
  return product
}

function multiply(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : (EXP[((LOG[a] as number) + (LOG[b] as number)) % 255] as number)
}

function divide(a: number, b: number): number {
  return a === 0 ? 0 : (EXP[((LOG[a] as number) - (LOG[b] as number) + 255) % 255] as number)
}

/**
 * The share at `x` of the line (2-of-n Shamir over GF(256)) that two shares of
 * `shamir-secret-sharing` fix, in that library's byte layout: one y per secret byte, then x as the
 * last byte. For shares of one split, this gives the third share's exact bytes from the other two.
 *
 * @param first - A share (y bytes, then its x).
 * @param second - Another share of the same split (same length, another x).
 * @param x - Where to evaluate, 1 to 255, neither share's x.
 * @returns The share at `x`.
 * @throws {ShareError} `SHARE_INVALID` when the lengths differ, a share is under 2 bytes, or `x` is
 *   out of range; `SHARE_SAME_KIND` when the two shares, or `x` and a share, have one x.
 * @example
 * ```ts
 * const [a, b, c] = await split(secret, 3, 2)
 * interpolateShare(a, b, c.at(-1)) // the bytes of c
 * ```
 */
export function interpolateShare(first: Uint8Array, second: Uint8Array, x: number): Uint8Array {
  const length = first.length
  if (length < 2 || second.length !== length || !Number.isInteger(x) || x < 1 || x > 255)
    throw new ShareError(SHARE_ERROR_MESSAGES.invalid, { code: 'SHARE_INVALID' })
  const x1 = first[length - 1] as number
  const x2 = second[length - 1] as number
  if (x1 === 0 || x2 === 0) throw new ShareError(SHARE_ERROR_MESSAGES.invalid, { code: 'SHARE_INVALID' })
  if (x1 === x2 || x === x1 || x === x2)
    throw new ShareError(SHARE_ERROR_MESSAGES.sameKind, { code: 'SHARE_SAME_KIND' })
  // Lagrange basis at x (in GF(2⁸) subtraction is xor): l1 = (x - x2) / (x1 - x2), l2 = (x - x1) / (x2 - x1)
  const l1 = divide(x ^ x2, x1 ^ x2)
  const l2 = divide(x ^ x1, x1 ^ x2)
  const share = new Uint8Array(length)
  for (let i = 0; i < length - 1; i++)
    share[i] = multiply(first[i] as number, l1) ^ multiply(second[i] as number, l2)
  share[length - 1] = x
  return share
}
