import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../errors/catalogue'
import { ValidationError } from '../errors/errors'
import { base58CheckEncode } from './base58check'
import { BECH32_ALPHABET, bech32Encode } from './bech32'
import {
  BITCOIN_ADDRESS_WRONG_NETWORK,
  type BitcoinNetworkKind,
  INVALID_BITCOIN_ADDRESS,
  isValidBitcoinAddress,
  validateBitcoinAddress,
} from './bitcoinAddress'
import { convertBits } from './convertBits'

const RUNS = 10_000
/** 10,000 cases take a few seconds; a loaded machine must not turn that into a timeout. */
const PROPERTY_TIMEOUT = 60_000
const NETWORKS: BitcoinNetworkKind[] = ['mainnet', 'testnet', 'regtest']
const HRP: Record<BitcoinNetworkKind, string> = { mainnet: 'bc', testnet: 'tb', regtest: 'bcrt' }
const VERSIONS: Record<BitcoinNetworkKind, { p2pkh: number; p2sh: number }> = {
  mainnet: { p2pkh: 0x00, p2sh: 0x05 },
  testnet: { p2pkh: 0x6f, p2sh: 0xc4 },
  regtest: { p2pkh: 0x6f, p2sh: 0xc4 },
}
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const hex = (bytes: Iterable<number>) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

const rejection = (fn: () => unknown): ValidationError => {
  try {
    fn()
  } catch (error) {
    if (error instanceof ValidationError) return error
    throw error
  }
  throw new Error('expected a ValidationError')
}

const segwit = (
  network: BitcoinNetworkKind,
  version: number,
  program: Uint8Array,
  variant = version === 0 ? 'bech32' : 'bech32m',
) =>
  bech32Encode(
    HRP[network],
    [version, ...(convertBits(program, 8, 5, true) ?? [])],
    variant as 'bech32' | 'bech32m',
  )

// BIP-350 (and BIP-173 v0) valid segwit addresses with their scriptPubKey.
const VALID_SEGWIT: [string, BitcoinNetworkKind, string][] = [
  ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'mainnet', '0014751e76e8199196d454941c45d1b3a323f1433bd6'],
  [
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
    'testnet',
    '00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262',
  ],
  [
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
    'mainnet',
    '5128751e76e8199196d454941c45d1b3a323f1433bd6751e76e8199196d454941c45d1b3a323f1433bd6',
  ],
  ['BC1SW50QGDZ25J', 'mainnet', '6002751e'],
  ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', 'mainnet', '5210751e76e8199196d454941c45d1b3a323'],
  [
    'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
    'testnet',
    '0020000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433',
  ],
  [
    'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
    'testnet',
    '5120000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433',
  ],
  [
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    'mainnet',
    '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
  ],
]

// BIP-350 invalid segwit addresses, and BIP-173's v0 ones; v1+ addresses with a bech32 checksum
// (BIP-173's old valid vectors) are checksum failures now.
const INVALID_SEGWIT: [string, BitcoinNetworkKind, 'INVALID_CHECKSUM' | 'INVALID_BITCOIN_ADDRESS'][] = [
  ['tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', 'testnet', 'INVALID_BITCOIN_ADDRESS'],
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'mainnet', 'INVALID_CHECKSUM'],
  ['tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf', 'testnet', 'INVALID_CHECKSUM'],
  ['BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', 'mainnet', 'INVALID_CHECKSUM'],
  ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'mainnet', 'INVALID_CHECKSUM'],
  ['tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47', 'testnet', 'INVALID_CHECKSUM'],
  ['bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', 'mainnet', 'INVALID_BITCOIN_ADDRESS'],
  ['BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', 'mainnet', 'INVALID_BITCOIN_ADDRESS'],
  ['bc1pw5dgrnzv', 'mainnet', 'INVALID_BITCOIN_ADDRESS'],
  [
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
    'mainnet',
    'INVALID_BITCOIN_ADDRESS',
  ],
  ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'mainnet', 'INVALID_BITCOIN_ADDRESS'],
  ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', 'testnet', 'INVALID_BITCOIN_ADDRESS'],
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', 'mainnet', 'INVALID_BITCOIN_ADDRESS'],
  ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', 'testnet', 'INVALID_BITCOIN_ADDRESS'],
  ['bc1gmk9yu', 'mainnet', 'INVALID_BITCOIN_ADDRESS'],
  ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'mainnet', 'INVALID_CHECKSUM'],
  ['BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2', 'mainnet', 'INVALID_BITCOIN_ADDRESS'],
  ['bc1rw5uspcuh', 'mainnet', 'INVALID_BITCOIN_ADDRESS'],
  [
    'bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90',
    'mainnet',
    'INVALID_BITCOIN_ADDRESS',
  ],
  ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7', 'testnet', 'INVALID_BITCOIN_ADDRESS'],
  ['bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', 'mainnet', 'INVALID_BITCOIN_ADDRESS'],
  ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv', 'testnet', 'INVALID_BITCOIN_ADDRESS'],
  [
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx',
    'mainnet',
    'INVALID_CHECKSUM',
  ],
  ['BC1SW50QA3JX3S', 'mainnet', 'INVALID_CHECKSUM'],
  ['bc1zw508d6qejxtdg4y5r3zarvaryvg6kdaj', 'mainnet', 'INVALID_CHECKSUM'],
]

// Well-known legacy addresses (Bitcoin wiki examples).
const VALID_LEGACY: [string, BitcoinNetworkKind, 'p2pkh' | 'p2sh'][] = [
  ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'mainnet', 'p2pkh'],
  ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'mainnet', 'p2sh'],
  ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'testnet', 'p2pkh'],
  ['2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', 'testnet', 'p2sh'],
  ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'regtest', 'p2pkh'],
]

describe('Bitcoin addresses: segwit (bech32 / bech32m) and legacy (base58check) of a network', () => {
  it('accepts the BIP-173 / BIP-350 valid addresses on their network with the program of their scriptPubKey', () => {
    for (const [address, network, script] of VALID_SEGWIT) {
      const info = validateBitcoinAddress(address, network)
      const version = Number.parseInt(script.slice(0, 2), 16)
      expect(info.witnessVersion, address).toBe(version === 0 ? 0 : version - 0x50)
      expect(info.payload).toBe(script.slice(4))
      for (const other of NETWORKS.filter((n) => n !== network)) {
        expect(rejection(() => validateBitcoinAddress(address, other))).toMatchObject({
          code: 'WRONG_NETWORK',
          shortMessage: BITCOIN_ADDRESS_WRONG_NETWORK,
        })
      }
    }
    expect(validateBitcoinAddress('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'mainnet').type).toBe(
      'p2wpkh',
    )
    expect(validateBitcoinAddress(VALID_SEGWIT[1]![0], 'testnet').type).toBe('p2wsh')
    expect(validateBitcoinAddress(VALID_SEGWIT[7]![0], 'mainnet').type).toBe('p2tr')
    expect(validateBitcoinAddress('BC1SW50QGDZ25J', 'mainnet').type).toBe('witness')
  })

  it('refuses the BIP-173 / BIP-350 invalid addresses: checksum failures as "Invalid checksum", the rest as "Invalid Bitcoin address"', () => {
    for (const [address, network, code] of INVALID_SEGWIT) {
      const error = rejection(() => validateBitcoinAddress(address, network))
      expect(error.code, address).toBe(code)
      expect(error.shortMessage).toBe(
        code === 'INVALID_CHECKSUM' ? MESSAGES.invalidChecksum : INVALID_BITCOIN_ADDRESS,
      )
      expect(isValidBitcoinAddress(address, network)).toBe(false)
    }
  })

  it('accepts legacy P2PKH and P2SH addresses of the network and refuses them elsewhere', () => {
    for (const [address, network, type] of VALID_LEGACY) {
      expect(validateBitcoinAddress(address, network)).toMatchObject({ type, network })
    }
    expect(
      rejection(() => validateBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'testnet')).code,
    ).toBe('WRONG_NETWORK')
    expect(
      rejection(() => validateBitcoinAddress('2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', 'mainnet')).code,
    ).toBe('WRONG_NETWORK')
    expect(
      rejection(() => validateBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', 'mainnet')).code,
    ).toBe('INVALID_CHECKSUM')
    for (const bad of [
      '',
      '1',
      'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    ]) {
      expect(rejection(() => validateBitcoinAddress(bad, 'mainnet')).code, bad).toBe(
        'INVALID_BITCOIN_ADDRESS',
      )
    }
  })

  it(
    'for random witness programs: the encoded address round trips on its network, is refused on the others, and under the other checksum variant',
    () => {
      const programArb = fc
        .integer({ min: 0, max: 16 })
        .chain((version) =>
          fc.tuple(
            fc.constant(version),
            version === 0
              ? fc.constantFrom(20, 32).chain((n) => fc.uint8Array({ minLength: n, maxLength: n }))
              : fc.uint8Array({ minLength: 2, maxLength: 40 }),
          ),
        )
      fc.assert(
        fc.property(fc.constantFrom(...NETWORKS), programArb, (network, [version, program]) => {
          const address = segwit(network, version, program)
          expect(validateBitcoinAddress(address, network)).toMatchObject({
            network,
            witnessVersion: version,
            payload: hex(program),
          })
          expect(isValidBitcoinAddress(address.toUpperCase(), network)).toBe(true)
          for (const other of NETWORKS.filter((n) => n !== network)) {
            expect(rejection(() => validateBitcoinAddress(address, other)).code).toBe('WRONG_NETWORK')
          }
          const swapped = segwit(network, version, program, version === 0 ? 'bech32m' : 'bech32')
          expect(rejection(() => validateBitcoinAddress(swapped, network)).code).toBe('INVALID_CHECKSUM')
        }),
        { numRuns: RUNS },
      )
    },
    PROPERTY_TIMEOUT,
  )

  it(
    'for random segwit addresses: replacing any one data character with another is refused with "Invalid checksum"',
    () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...NETWORKS),
          fc.uint8Array({ minLength: 32, maxLength: 32 }),
          fc.boolean(),
          fc.nat(),
          fc.integer({ min: 1, max: 31 }),
          (network, key, taproot, at, shift) => {
            const address = taproot ? segwit(network, 1, key) : segwit(network, 0, key.slice(0, 20))
            const start = HRP[network].length + 1
            const i = start + (at % (address.length - start))
            const next = BECH32_ALPHABET[(BECH32_ALPHABET.indexOf(address[i]!) + shift) % 32]
            const typo = address.slice(0, i) + next + address.slice(i + 1)
            expect(rejection(() => validateBitcoinAddress(typo, network))).toMatchObject({
              code: 'INVALID_CHECKSUM',
              shortMessage: MESSAGES.invalidChecksum,
            })
          },
        ),
        { numRuns: RUNS },
      )
    },
    PROPERTY_TIMEOUT,
  )

  it(
    'for random hashes: legacy addresses round trip on their network and any one-character change is refused',
    () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...NETWORKS),
          fc.constantFrom<'p2pkh' | 'p2sh'>('p2pkh', 'p2sh'),
          fc.uint8Array({ minLength: 20, maxLength: 20 }),
          fc.nat(),
          fc.integer({ min: 1, max: 57 }),
          (network, type, hash, at, shift) => {
            const address = base58CheckEncode(Uint8Array.of(VERSIONS[network][type], ...hash))
            expect(validateBitcoinAddress(address, network)).toEqual({ type, network, payload: hex(hash) })
            const i = at % address.length
            const typo =
              address.slice(0, i) + BASE58[(BASE58.indexOf(address[i]!) + shift) % 58] + address.slice(i + 1)
            expect(['INVALID_CHECKSUM', 'INVALID_BITCOIN_ADDRESS']).toContain(
              rejection(() => validateBitcoinAddress(typo, network)).code,
            )
          },
        ),
        { numRuns: RUNS },
      )
    },
    PROPERTY_TIMEOUT,
  )
})

describe('Bitcoin addresses: the type, prefix and refusal read from each address', () => {
  it('names the type from the witness version and program length: a v0 program is never read as Taproot', () => {
    const program = (length: number) => Uint8Array.from({ length }, (_, i) => i + 1)
    const cases: [number, number, string][] = [
      [0, 20, 'p2wpkh'],
      [0, 32, 'p2wsh'],
      [1, 32, 'p2tr'],
      [1, 20, 'witness'],
      [1, 33, 'witness'],
      [2, 32, 'witness'],
      [16, 32, 'witness'],
    ]
    for (const [version, length, type] of cases) {
      for (const network of NETWORKS) {
        const address = segwit(network, version, program(length))
        expect(validateBitcoinAddress(address, network), `v${version} ${length} bytes`).toEqual({
          type,
          network,
          witnessVersion: version,
          payload: hex(program(length)),
        })
      }
    }
  })

  it('refuses a valid bech32m string whose prefix only starts like the network\'s ("bc1x…")', () => {
    // The human-readable part runs to the last "1": "bc1x" here, which is no network's.
    const address = bech32Encode(
      'bc1x',
      [1, ...(convertBits(new Uint8Array(32), 8, 5, true) ?? [])],
      'bech32m',
    )
    expect(address.startsWith('bc1x1')).toBe(true)
    const error = rejection(() => validateBitcoinAddress(address, 'mainnet'))
    expect(error).toMatchObject({ code: 'INVALID_BITCOIN_ADDRESS', shortMessage: INVALID_BITCOIN_ADDRESS })
    expect(error.details).toContain('unknown prefix "bc1x"')
  })

  it('refuses a Stacks address as such, an unknown network, a non-string, and a base58check address of no Bitcoin network', () => {
    const stacks = rejection(() =>
      validateBitcoinAddress('SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7', 'mainnet'),
    )
    expect(stacks).toMatchObject({ code: 'INVALID_BITCOIN_ADDRESS' })
    expect(stacks.details).toContain('Stacks')
    const network = rejection(() =>
      validateBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'litecoin' as BitcoinNetworkKind),
    )
    expect(network).toMatchObject({ code: 'INVALID_BITCOIN_ADDRESS' })
    expect(network.details).toContain('unknown network "litecoin"')
    const notText = rejection(() => validateBitcoinAddress(42 as unknown as string, 'mainnet'))
    expect(notText).toMatchObject({ code: 'INVALID_BITCOIN_ADDRESS' })
    expect(notText.details).toContain('not a string')
    // Version byte 0x30 (a Litecoin P2PKH): valid base58check, but no Bitcoin network's.
    const litecoin = base58CheckEncode(Uint8Array.of(0x30, ...new Uint8Array(20)))
    for (const wanted of NETWORKS) {
      const error = rejection(() => validateBitcoinAddress(litecoin, wanted))
      expect(error).toMatchObject({ code: 'INVALID_BITCOIN_ADDRESS', shortMessage: INVALID_BITCOIN_ADDRESS })
      expect(error.details).toContain('unknown version byte 48')
    }
  })

  it('names the network an address of another network belongs to, and quotes at most 100 characters of it', () => {
    const error = rejection(() => validateBitcoinAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'mainnet'))
    expect(error.details).toBe('"mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn" is a testnet address; expected mainnet')
    const long = `bc1q${'q'.repeat(150)}`
    const tooLong = rejection(() => validateBitcoinAddress(long, 'mainnet'))
    expect(tooLong.details?.startsWith(`"${long.slice(0, 100)}…"`)).toBe(true)
  })
})

describe('Bitcoin addresses: what each refusal says', () => {
  it('says which rule an address breaks, quoting it, with the catalogue message of its kind', () => {
    const key = Uint8Array.from({ length: 32 }, (_, i) => i)
    const v1WithBech32 = segwit('mainnet', 1, key, 'bech32')
    const noVersion = bech32Encode('bc', [], 'bech32m')
    const cases: [string, string, string][] = [
      [
        'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5',
        'Invalid checksum',
        'the bech32 checksum does not match (check it for a typo)',
      ],
      [
        '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3',
        'Invalid checksum',
        'the base58check checksum does not match (check it for a typo)',
      ],
      [
        v1WithBech32,
        'Invalid checksum',
        'witness v1 needs a bech32m checksum, not bech32 (check it for a typo)',
      ],
      [noVersion, 'Invalid Bitcoin address', 'no valid witness version'],
      ['bc1pw5dgrnzv', 'Invalid Bitcoin address', 'a 1-byte witness program (2 to 40 allowed)'],
      [
        'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P',
        'Invalid Bitcoin address',
        'a 16-byte witness v0 program (20 or 32 allowed)',
      ],
      [
        'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j',
        'Invalid Bitcoin address',
        'the witness program has invalid padding',
      ],
    ]
    for (const [address, message, details] of cases) {
      const network = address.startsWith('tb') ? 'testnet' : 'mainnet'
      const error = rejection(() => validateBitcoinAddress(address, network))
      expect(error.shortMessage, address).toBe(message)
      expect(error.details, address).toBe(`${JSON.stringify(address)}: ${details}`)
    }
    expect(INVALID_BITCOIN_ADDRESS).toBe('Invalid Bitcoin address')
    expect(BITCOIN_ADDRESS_WRONG_NETWORK).toBe('Bitcoin address is for another network')
  })

  it('quotes an address of exactly 100 characters whole', () => {
    const hundred = `1${'1'.repeat(99)}`
    expect(
      rejection(() => validateBitcoinAddress(hundred, 'mainnet')).details?.startsWith(`"${hundred}": `),
    ).toBe(true)
  })
})
