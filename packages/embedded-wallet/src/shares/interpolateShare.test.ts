import fc from 'fast-check'
import { split } from 'shamir-secret-sharing'
import { describe, expect, it } from 'vitest'
import { interpolateShare } from './interpolateShare'
import { shareErrorCode } from './testing/shareErrorCode'

describe('a share rebuilt at its x from two others', () => {
  it("gives shamir-secret-sharing's exact bytes for each of three shares, for random secrets", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 64 }), async (secret) => {
        const parts = await split(secret, 3, 2)
        for (let missing = 0; missing < 3; missing++) {
          const [first, second] = parts.filter((_, index) => index !== missing) as [Uint8Array, Uint8Array]
          const expected = parts[missing] as Uint8Array
          expect(interpolateShare(first, second, expected.at(-1) as number)).toEqual(expected)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('also matches a 2-of-5 split: any share from any two others', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 16, maxLength: 32 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        async (secret, i, j, k) => {
          fc.pre(i !== j && j !== k && i !== k)
          const parts = await split(secret, 5, 2)
          const target = parts[k] as Uint8Array
          expect(
            interpolateShare(parts[i] as Uint8Array, parts[j] as Uint8Array, target.at(-1) as number),
          ).toEqual(target)
        },
      ),
      { numRuns: 100 },
    )
  })

  it('refuses shares of other lengths, one x twice, or an x out of range', async () => {
    const [a, b, c] = (await split(new Uint8Array(16).fill(7), 3, 2)) as [Uint8Array, Uint8Array, Uint8Array]
    expect(shareErrorCode(() => interpolateShare(a, b.subarray(1), 5))).toBe('SHARE_INVALID')
    expect(shareErrorCode(() => interpolateShare(a, b, 0))).toBe('SHARE_INVALID')
    expect(shareErrorCode(() => interpolateShare(a, b, 256))).toBe('SHARE_INVALID')
    expect(shareErrorCode(() => interpolateShare(a, a, c.at(-1) as number))).toBe('SHARE_SAME_KIND')
    expect(shareErrorCode(() => interpolateShare(a, b, a.at(-1) as number))).toBe('SHARE_SAME_KIND')
  })
})
