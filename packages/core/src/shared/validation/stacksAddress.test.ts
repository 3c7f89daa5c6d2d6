import {
  addressFromVersionHash,
  addressToString,
  hash160,
  privateKeyToPublic,
  publicKeyToAddress,
} from '@stacks/transactions'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../errors/catalogue'
import { ValidationError } from '../errors/errors'
import type { CaipNetwork } from '../networks/types'
import { C32_ALPHABET, c32Address, c32Decode, c32Encode } from './c32'
import {
  INVALID_STACKS_ADDRESS,
  isValidStacksAddress,
  STACKS_ADDRESS_WRONG_NETWORK,
  validateStacksAddress,
} from './stacksAddress'

/** 10,000 cases take a few seconds; a loaded machine must not turn that into a timeout. */
const PROPERTY_TIMEOUT = 60_000

// Reference addresses are produced by @stacks/transactions (a dev dependency, tests only).
const PRIVATE_KEYS = [
  'edf9aee84d9b7abc145504dde6726c64f369d37ee34ded868fabd876c26570bc01',
  '0000000000000000000000000000000000000000000000000000000000000001',
  'c1d5bb638aa70862621667f9997711fce692cad782694103f8d9561f62e9f19701',
]
const reference = (version: 20 | 21 | 22 | 26, key: string) =>
  publicKeyToAddress(version, privateKeyToPublic(key))

const rejection = (fn: () => unknown): ValidationError => {
  try {
    fn()
  } catch (error) {
    if (error instanceof ValidationError) return error
    throw error
  }
  throw new Error('expected a ValidationError')
}

const stacksTestnet: CaipNetwork = {
  id: '2147483648',
  caipNetworkId: 'stacks:2147483648',
  chainNamespace: 'stacks',
  name: 'Stacks Testnet',
  nativeCurrency: { name: 'Stacks', symbol: 'STX', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:3999'] } },
  testnet: true,
}

describe('Stacks address validation', () => {
  it('accepts the addresses the Stacks SDK derives, for every version byte, and decodes them', () => {
    for (const key of PRIVATE_KEYS) {
      const pub = privateKeyToPublic(key)
      const expectedHash = Buffer.from(hash160(Buffer.from(String(pub), 'hex'))).toString('hex')
      for (const [version, network, multiSig] of [
        [22, 'mainnet', false],
        [20, 'mainnet', true],
        [26, 'testnet', false],
        [21, 'testnet', true],
      ] as const) {
        const address = reference(version, key)
        const info = validateStacksAddress(address, network)
        expect(info).toEqual({ version, hash160: expectedHash, network, multiSig })
      }
    }
  })

  it('our c32 encoder produces the same address as the Stacks SDK', () => {
    const key = PRIVATE_KEYS[0]!
    const address = reference(22, key)
    const { hash160: hex } = validateStacksAddress(address, 'mainnet')
    expect(c32Address(22, Uint8Array.from(Buffer.from(hex, 'hex')))).toBe(address)
  })

  it('rejects a changed character with "Invalid checksum"', () => {
    const address = reference(22, PRIVATE_KEYS[0]!)
    const last = address.at(-1)!
    const tampered = address.slice(0, -1) + (last === 'A' ? 'B' : 'A')
    const error = rejection(() => validateStacksAddress(tampered, 'mainnet'))
    expect(error.shortMessage).toBe(MESSAGES.invalidChecksum)
    expect(error.code).toBe('INVALID_CHECKSUM')
  })

  it('a Stacks address must start with S', () => {
    const address = reference(22, PRIVATE_KEYS[0]!)
    const error = rejection(() => validateStacksAddress(`T${address.slice(1)}`, 'mainnet'))
    expect(error.shortMessage).toBe(INVALID_STACKS_ADDRESS)
  })

  it('a Stacks address must be longer than 5 characters', () => {
    for (const short of ['S', 'SP', 'SP000', 'SP12']) {
      expect(rejection(() => validateStacksAddress(short, 'mainnet')).shortMessage).toBe(
        INVALID_STACKS_ADDRESS,
      )
    }
  })

  it('rejects characters outside the c32 alphabet and wrong lengths', () => {
    const address = reference(22, PRIVATE_KEYS[0]!)
    for (const bad of [
      `${address.slice(0, 10)}O${address.slice(11)}`,
      address.toLowerCase(),
      `${address}0`,
      address.slice(0, -3),
    ]) {
      expect(isValidStacksAddress(bad, 'mainnet'), bad).toBe(false)
    }
  })

  it('the version byte must match the network: mainnet 22/20, testnet 26/21', () => {
    const mainnet = reference(22, PRIVATE_KEYS[1]!)
    const testnet = reference(26, PRIVATE_KEYS[1]!)
    expect(rejection(() => validateStacksAddress(mainnet, 'testnet')).shortMessage).toBe(
      STACKS_ADDRESS_WRONG_NETWORK,
    )
    expect(rejection(() => validateStacksAddress(testnet, 'mainnet')).code).toBe('WRONG_NETWORK')
    expect(validateStacksAddress(testnet, stacksTestnet).network).toBe('testnet')
    expect(isValidStacksAddress(mainnet, stacksTestnet)).toBe(false)
  })

  it('rejects a valid checksum under an unknown version byte', () => {
    const hash = Uint8Array.from(
      Buffer.from(validateStacksAddress(reference(22, PRIVATE_KEYS[2]!), 'mainnet').hash160, 'hex'),
    )
    expect(rejection(() => validateStacksAddress(c32Address(1, hash), 'mainnet')).shortMessage).toBe(
      INVALID_STACKS_ADDRESS,
    )
  })

  it('c32 keeps leading zero bytes', () => {
    const bytes = Uint8Array.from([0, 0, 1, 255])
    expect(c32Encode(bytes)).toBe('00FZ')
    expect(c32Decode('00FZ')).toEqual(bytes)
    expect(c32Decode('0I')).toBeUndefined()
  })

  it(
    'for random hashes and the four versions: c32check round trips like the Stacks SDK, on its own network only',
    () => {
      const versions = { 22: 'mainnet', 20: 'mainnet', 26: 'testnet', 21: 'testnet' } as const
      fc.assert(
        fc.property(
          fc.constantFrom(22, 20, 26, 21),
          fc.uint8Array({ minLength: 20, maxLength: 20 }),
          (version, hash) => {
            const hex = Buffer.from(hash).toString('hex')
            const address = c32Address(version, hash)
            expect(address).toBe(addressToString(addressFromVersionHash(version, hex)))
            const network = versions[version]
            expect(validateStacksAddress(address, network)).toMatchObject({ version, hash160: hex, network })
            const other = network === 'mainnet' ? 'testnet' : 'mainnet'
            expect(rejection(() => validateStacksAddress(address, other)).code).toBe('WRONG_NETWORK')
          },
        ),
        { numRuns: 10_000 },
      )
    },
    PROPERTY_TIMEOUT,
  )

  it(
    'for random addresses: replacing any one character after the S is refused, and other version bytes never pass',
    () => {
      fc.assert(
        fc.property(
          fc.constantFrom(22, 20, 26, 21),
          fc.uint8Array({ minLength: 20, maxLength: 20 }),
          fc.nat(),
          fc.integer({ min: 1, max: 31 }),
          (version, hash, at, shift) => {
            const address = c32Address(version, hash)
            const i = 1 + (at % (address.length - 1))
            const next = C32_ALPHABET[(C32_ALPHABET.indexOf(address[i]!) + shift) % 32]
            const typo = address.slice(0, i) + next + address.slice(i + 1)
            expect(isValidStacksAddress(typo, 'mainnet') || isValidStacksAddress(typo, 'testnet')).toBe(false)
            expect(['INVALID_CHECKSUM', 'INVALID_STACKS_ADDRESS']).toContain(
              rejection(() => validateStacksAddress(typo, 'mainnet')).code,
            )
          },
        ),
        { numRuns: 10_000 },
      )
      for (let version = 0; version < 32; version++) {
        if ([22, 20, 26, 21].includes(version)) continue
        const address = c32Address(version, new Uint8Array(20).fill(version))
        expect(isValidStacksAddress(address, 'mainnet') || isValidStacksAddress(address, 'testnet')).toBe(
          false,
        )
      }
    },
    PROPERTY_TIMEOUT,
  )
})
