import fc from 'fast-check'
import { getAddress, isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../errors/catalogue'
import { ValidationError } from '../errors/errors'
import { isEvmAddress, readEvmAddress, toChecksumAddress } from './evmAddress'
import { INVALID_EVM_ADDRESS } from './invalidEvmAddress'

const RUNS = 10_000
/** 10,000 cases take a few seconds; a loaded machine must not turn that into a timeout. */
const PROPERTY_TIMEOUT = 60_000
const hex = (bytes: Uint8Array) => `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
const flipCaseAt = (text: string, i: number) => {
  const c = text[i] ?? ''
  return text.slice(0, i) + (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) + text.slice(i + 1)
}
const rejection = (fn: () => unknown): ValidationError => {
  try {
    fn()
  } catch (error) {
    if (error instanceof ValidationError) return error
    throw error
  }
  throw new Error('expected a ValidationError')
}

// EIP-55's own test vectors (https://eips.ethereum.org/EIPS/eip-55).
const EIP55_CHECKSUMMED = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]
const EIP55_SINGLE_CASE = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
]

describe('EVM addresses: EIP-55 checksum', () => {
  it('accepts the EIP-55 vectors and checksums their lowercase form to exactly the vector', () => {
    for (const address of EIP55_CHECKSUMMED) {
      expect(isEvmAddress(address), address).toBe(true)
      expect(toChecksumAddress(address.toLowerCase())).toBe(address)
      expect(toChecksumAddress(address)).toBe(address)
    }
    for (const address of EIP55_SINGLE_CASE) {
      expect(isEvmAddress(address), address).toBe(true)
      expect(toChecksumAddress(address)).toBe(getAddress(address))
    }
  })

  it('refuses every single-letter case change of the EIP-55 vectors with "Invalid checksum"', () => {
    for (const address of EIP55_CHECKSUMMED) {
      for (let i = 2; i < address.length; i++) {
        if (!/[a-fA-F]/.test(address[i] ?? '')) continue
        const typo = flipCaseAt(address, i)
        expect(isEvmAddress(typo), typo).toBe(false)
        const error = rejection(() => toChecksumAddress(typo, 'receiver'))
        expect(error).toMatchObject({ code: 'INVALID_CHECKSUM', shortMessage: MESSAGES.invalidChecksum })
        expect(error.details).toContain('receiver')
      }
    }
  })

  it(
    'for random 20-byte addresses: the checksummed, lowercase and uppercase forms are accepted and agree with viem',
    () => {
      fc.assert(
        fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
          const lower = hex(bytes)
          const checksummed = toChecksumAddress(lower)
          expect(checksummed).toBe(getAddress(lower))
          expect(isEvmAddress(checksummed)).toBe(true)
          expect(isEvmAddress(lower)).toBe(true)
          expect(isEvmAddress(`0x${lower.slice(2).toUpperCase()}`)).toBe(true)
          expect(toChecksumAddress(`0x${lower.slice(2).toUpperCase()}`)).toBe(checksummed)
        }),
        { numRuns: RUNS },
      )
    },
    PROPERTY_TIMEOUT,
  )

  it(
    'for random addresses: changing the case of any one letter of the checksummed form is refused, unless that leaves a single-case address (which carries no checksum)',
    () => {
      const withLetter = fc
        .uint8Array({ minLength: 20, maxLength: 20 })
        .map((bytes) => toChecksumAddress(hex(bytes)))
        .filter((address) => /[a-fA-F]/.test(address.slice(2)))
      fc.assert(
        fc.property(withLetter, fc.nat(), (address, pick) => {
          const letters = [...address].flatMap((c, i) => (i > 1 && /[a-fA-F]/.test(c) ? [i] : []))
          const typo = flipCaseAt(address, letters[pick % letters.length] ?? 2)
          const body = typo.slice(2)
          const singleCase = body === body.toLowerCase() || body === body.toUpperCase()
          expect(isEvmAddress(typo)).toBe(singleCase)
          if (!singleCase) {
            expect(rejection(() => toChecksumAddress(typo)).code).toBe('INVALID_CHECKSUM')
            expect(isAddress(typo)).toBe(false)
          }
        }),
        { numRuns: RUNS },
      )
    },
    PROPERTY_TIMEOUT,
  )

  it(
    'refuses anything that is not 20 hex bytes after 0x with "Invalid EVM address"',
    () => {
      for (const bad of [
        '',
        '0x',
        '0x1234',
        'f39fd6e51aad88f6f4ce6ab8827279cfffb92266',
        '0Xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
        '0xf39fd6e51aad88f6f4ce6ab8827279cfffb9226',
        '0xf39fd6e51aad88f6f4ce6ab8827279cfffb922666',
        '0xg39fd6e51aad88f6f4ce6ab8827279cfffb92266',
        ' 0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      ]) {
        expect(isEvmAddress(bad), bad).toBe(false)
        expect(rejection(() => toChecksumAddress(bad))).toMatchObject({
          code: 'INVALID_ADDRESS',
          shortMessage: INVALID_EVM_ADDRESS,
        })
      }
      for (const value of [undefined, null, 42, {}]) expect(isEvmAddress(value)).toBe(false)
      // Random hex of every length but 40 digits, and random text.
      const notAnAddress = fc.oneof(
        fc
          .uint8Array({ maxLength: 40 })
          .filter((bytes) => bytes.length !== 20)
          .map(hex),
        fc.string({ maxLength: 60 }).filter((text) => !/^0x[0-9a-fA-F]{40}$/.test(text)),
      )
      fc.assert(
        fc.property(notAnAddress, (text) => {
          expect(isEvmAddress(text)).toBe(false)
          expect(rejection(() => toChecksumAddress(text)).code).toBe('INVALID_ADDRESS')
        }),
        { numRuns: RUNS },
      )
    },
    PROPERTY_TIMEOUT,
  )
})

describe('EVM addresses: what a refusal says', () => {
  it('names the role (default "address") and quotes the value, at most 100 characters of it', () => {
    const short = rejection(() => toChecksumAddress('0x1234'))
    expect(short.shortMessage).toBe('Invalid EVM address')
    expect(short.details).toBe('address "0x1234" is not 20 bytes of hex after 0x')
    expect(rejection(() => toChecksumAddress(42 as unknown as string, 'token')).details).toBe(
      'token (a number) is not 20 bytes of hex after 0x',
    )
    const hundred = `0x${'a'.repeat(98)}`
    expect(rejection(() => toChecksumAddress(hundred)).details).toBe(
      `address "${hundred}" is not 20 bytes of hex after 0x`,
    )
    const long = `0x${'a'.repeat(200)}`
    expect(rejection(() => toChecksumAddress(long)).details).toBe(
      `address "${long.slice(0, 100)}…" is not 20 bytes of hex after 0x`,
    )
    const typo = '0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266'
    expect(rejection(() => toChecksumAddress(typo)).details).toBe(
      `address "${typo}" mixes upper and lower case but does not match its EIP-55 checksum (check it for a typo)`,
    )
  })

  it('refuses a value that is not a string even when its text is an address', () => {
    const lookalike = { toString: () => '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' } as unknown as string
    expect(isEvmAddress(lookalike)).toBe(false)
    expect(rejection(() => toChecksumAddress(lookalike))).toMatchObject({ code: 'INVALID_ADDRESS' })
  })
})

describe('EVM addresses: reading an untrusted value (readEvmAddress)', () => {
  it('gives the EIP-55 form of every vector, in any accepted case, and undefined for a case typo', () => {
    for (const address of EIP55_CHECKSUMMED) {
      expect(readEvmAddress(address)).toBe(address)
      expect(readEvmAddress(address.toLowerCase())).toBe(address)
      expect(readEvmAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(address)
      expect(readEvmAddress(flipCaseAt(address, address.search(/[a-fA-F]/)))).toBeUndefined()
    }
    for (const value of [undefined, null, 42, {}, '', '0x1234', ` ${EIP55_CHECKSUMMED[0]}`])
      expect(readEvmAddress(value)).toBeUndefined()
  })

  it(
    'for random values (addresses in each case, their typos, other text): is isEvmAddress then toChecksumAddress, in one call',
    () => {
      const address = fc
        .uint8Array({ minLength: 20, maxLength: 20 })
        .map((bytes) => toChecksumAddress(hex(bytes)))
      const value = fc.oneof(
        address,
        address.map((a) => a.toLowerCase()),
        address.map((a) => `0x${a.slice(2).toUpperCase()}`),
        fc.tuple(address, fc.nat()).map(([a, i]) => flipCaseAt(a, 2 + (i % 40))),
        fc.string({ maxLength: 60 }),
        fc.anything(),
      )
      fc.assert(
        fc.property(value, (candidate) => {
          const expected = isEvmAddress(candidate) ? toChecksumAddress(candidate) : undefined
          expect(readEvmAddress(candidate)).toBe(expected)
        }),
        { numRuns: RUNS },
      )
    },
    PROPERTY_TIMEOUT,
  )
})
