import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BECH32_ALPHABET, type Bech32Variant, bech32Decode, bech32Encode } from './bech32'

const RUNS = 10_000
/** 10,000 cases take a few seconds; a loaded machine must not turn that into a timeout. */
const PROPERTY_TIMEOUT = 60_000

// BIP-173 and BIP-350 test vectors (https://github.com/bitcoin/bips: bip-0173, bip-0350).
const VALID: Record<Bech32Variant, string[]> = {
  bech32: [
    'A12UEL5L',
    'a12uel5l',
    'an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs',
    'abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw',
    '11qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqc8247j',
    'split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w',
    '?1ezyfcl',
  ],
  bech32m: [
    'A1LQFN3A',
    'a1lqfn3a',
    'an83characterlonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11sg7hg6',
    'abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx',
    '11llllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllludsr8',
    'split1checkupstagehandshakeupstreamerranterredcaperredlc445v',
    '?1v759aa',
  ],
}
const INVALID = [
  '\x201nwldj5',
  '\x7f1axkwrx',
  '\x801eym55h',
  'an84characterslonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1569pvx',
  'pzry9x0s0muk',
  '1pzry9x0s0muk',
  'x1b4n0q5v',
  'li1dgmt3',
  'de1lg7wt\xff',
  'A1G7SGD8',
  '10a06t8',
  '1qzzfhee',
  '\x201xj0phk',
  '\x7f1g6xzxy',
  '\x801vctc34',
  'an84characterslonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11d6pts4',
  'qyrz8wqd2c9m',
  '1qyrz8wqd2c9m',
  'y1b0jsk6g',
  'lt1igcx5c0',
  'in1muywd',
  'mm1crxm3i',
  'au1s5cgom',
  'M1VUXWEZ',
  '16plkw9',
  '1p2gdwpf',
]

const hrpArb = fc
  .array(
    fc.integer({ min: 33, max: 126 }).filter((c) => c < 65 || c > 90),
    { minLength: 1, maxLength: 10 },
  )
  .map((codes) => String.fromCharCode(...codes))
const wordsArb = fc.array(fc.integer({ min: 0, max: 31 }), { maxLength: 60 })
const variantArb = fc.constantFrom<Bech32Variant>('bech32', 'bech32m')

describe('bech32 and bech32m (BIP-173, BIP-350)', () => {
  it('decodes the BIPs valid strings as exactly their variant (no string is valid as both)', () => {
    for (const variant of ['bech32', 'bech32m'] as const) {
      for (const text of VALID[variant]) {
        const decoded = bech32Decode(text)
        expect(decoded, text).toMatchObject({ ok: true, variant })
        if (decoded.ok) expect(bech32Encode(decoded.hrp, decoded.words, variant)).toBe(text.toLowerCase())
      }
    }
  })

  it('refuses the BIPs invalid strings', () => {
    for (const text of INVALID) expect(bech32Decode(text).ok, JSON.stringify(text)).toBe(false)
  })

  it(
    'for random human-readable parts and data: encoding then decoding gives back the same parts and variant, in either case',
    () => {
      fc.assert(
        fc.property(hrpArb, wordsArb, variantArb, (hrp, words, variant) => {
          const text = bech32Encode(hrp, words, variant)
          fc.pre(text.length <= 90)
          expect(bech32Decode(text)).toEqual({ ok: true, hrp, words, variant })
          expect(bech32Decode(text.toUpperCase())).toEqual({ ok: true, hrp, words, variant })
        }),
        { numRuns: RUNS },
      )
    },
    PROPERTY_TIMEOUT,
  )

  it(
    'for random strings: changing any one character is always caught (never decodes)',
    () => {
      fc.assert(
        fc.property(
          hrpArb,
          wordsArb,
          variantArb,
          fc.nat(),
          fc.integer({ min: 33, max: 126 }),
          (hrp, words, variant, at, code) => {
            const text = bech32Encode(hrp, words, variant)
            fc.pre(text.length <= 90)
            const i = at % text.length
            const replacement = String.fromCharCode(code)
            fc.pre(replacement !== text[i])
            const changed = text.slice(0, i) + replacement + text.slice(i + 1)
            const decoded = bech32Decode(changed)
            expect(decoded.ok).toBe(false)
            // A data character replaced by another data character is a checksum failure, not a format one.
            if (i > hrp.length && BECH32_ALPHABET.includes(replacement)) {
              expect(decoded).toMatchObject({ reason: 'checksum' })
            }
          },
        ),
        { numRuns: RUNS },
      )
    },
    PROPERTY_TIMEOUT,
  )
})
