import { type SiwxMessageData, ValidationError } from '@latch/core'
import fc from 'fast-check'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createPublicClients } from '../rpc/createPublicClients'
import { toChecksumAddress } from '../utils/checksumAddress'
import { createEip4361Verifier } from './createEip4361Verifier'
import { formatEip4361Message } from './formatEip4361Message'
import { parseEip4361Message } from './parseEip4361Message'

const data: SiwxMessageData = {
  domain: 'app.example',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  uri: 'https://app.example',
  version: '1',
  chainId: 'eip155:1',
  nonce: 'abcdef12',
  issuedAt: '2026-01-01T00:00:00.000Z',
}

describe('EIP-4361 message format', () => {
  it('writes the minimal message exactly as the EIP-4361 grammar says (two empty lines without a statement)', () => {
    expect(formatEip4361Message(data)).toBe(
      [
        'app.example wants you to sign in with your Ethereum account:',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        '',
        '',
        'URI: https://app.example',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: abcdef12',
        'Issued At: 2026-01-01T00:00:00.000Z',
      ].join('\n'),
    )
    expect(parseEip4361Message(formatEip4361Message(data))).toEqual(data)
  })

  it('refuses invalid fields before anything is signed', () => {
    expect(() => formatEip4361Message({ ...data, nonce: 'short' })).toThrow(ValidationError)
    expect(() => formatEip4361Message({ ...data, chainId: 'solana:abc' })).toThrow(ValidationError)
    expect(() => formatEip4361Message({ ...data, statement: 'two\nlines' })).toThrow(ValidationError)
    expect(() => formatEip4361Message({ ...data, issuedAt: 'yesterday' })).toThrow(ValidationError)
    expect(() => formatEip4361Message({ ...data, accountAddress: '0x12' })).toThrow(ValidationError)
    expect(() => formatEip4361Message({ ...data, version: '2' })).toThrow(ValidationError)
  })

  it('refuses a message whose address line is not its EIP-55 checksum form (EIP-4361 requires it), all-lowercase included', () => {
    const text = formatEip4361Message(data)
    const typo = text.replace(data.accountAddress, data.accountAddress.replace('0xf39Fd6', '0xf39fd6'))
    expect(() => parseEip4361Message(typo)).toThrow(ValidationError)
    const lower = text.replace(data.accountAddress, data.accountAddress.toLowerCase())
    expect(() => parseEip4361Message(lower)).toThrow(ValidationError)
  })

  it('refuses malformed messages: missing header, missing field, fields out of order, trailing text', () => {
    const text = formatEip4361Message({ ...data, expirationTime: '2026-01-02T00:00:00.000Z' })
    expect(() => parseEip4361Message(text.replace(' wants you', ' wants'))).toThrow(ValidationError)
    expect(() => parseEip4361Message(text.replace('Nonce: abcdef12\n', ''))).toThrow(ValidationError)
    const swapped = text.replace('Version: 1\nChain ID: 1', 'Chain ID: 1\nVersion: 1')
    expect(() => parseEip4361Message(swapped)).toThrow(ValidationError)
    expect(() => parseEip4361Message(`${text}\nExtra: 1`)).toThrow(ValidationError)
  })
})

const RUNS = 10_000
/** Generous: the machines running the suite may be busy; a run takes a few seconds at most. */
const PROPERTY_TIMEOUT_MS = 60_000
const SIGNED_RUNS = 100
const pad = (n: number) => String(n).padStart(2, '0')
const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const chars = (alphabet: string, minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength })

/** An RFC 3339 date-time that exists, with `Z` or a numeric offset, with or without milliseconds. */
const dateTime = fc
  .tuple(
    fc.integer({ min: 0, max: 253_402_300_799_999 }),
    fc.oneof(
      fc.constant('Z'),
      fc
        .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
        .map(([sign, h, m]) => `${sign}${pad(h)}:${pad(m)}`),
    ),
    fc.boolean(),
  )
  .map(([time, offset, millis]) => {
    const iso = new Date(time).toISOString().replace('Z', offset)
    return millis ? iso : iso.replace(/\.\d{3}/, '')
  })

/** A date-time with one part that does not exist (month, day, hour, minute, second or offset). */
const impossibleDateTime = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 8 }))
  .chain(([year, month, kind]) => {
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
    const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!
    const parts = { month: pad(month), day: '15', hour: '12', minute: '30', second: '30', offset: 'Z' }
    const broken: fc.Arbitrary<Partial<typeof parts>> = [
      fc.integer({ min: 13, max: 99 }).map((m) => ({ month: pad(m) })),
      fc.constant({ month: '00' }),
      fc.integer({ min: days + 1, max: 99 }).map((d) => ({ day: pad(d) })),
      fc.constant({ day: '00' }),
      fc.integer({ min: 24, max: 99 }).map((h) => ({ hour: pad(h) })),
      fc.integer({ min: 60, max: 99 }).map((m) => ({ minute: pad(m) })),
      fc.integer({ min: 60, max: 99 }).map((sec) => ({ second: pad(sec) })),
      fc.integer({ min: 24, max: 99 }).map((h) => ({ offset: `+${pad(h)}:00` })),
      fc.integer({ min: 60, max: 99 }).map((m) => ({ offset: `-01:${pad(m)}` })),
    ][kind]!
    return broken.map((change) => {
      const p = { ...parts, ...change }
      return `${String(year).padStart(4, '0')}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${p.offset}`
    })
  })

const HEX = '0123456789ABCDEFabcdef'
/** RFC 3986 path characters: unreserved, sub-delims, ":" "@", and percent-encoded octets. */
const pathText = (maxLength: number) =>
  fc.string({
    unit: fc.oneof(
      { weight: 9, arbitrary: fc.constantFrom(...`${ALNUM}-._~!$&'()*+,;=:@/`) },
      {
        weight: 1,
        arbitrary: fc.tuple(fc.constantFrom(...HEX), fc.constantFrom(...HEX)).map(([a, b]) => `%${a}${b}`),
      },
    ),
    maxLength,
  })
const host = fc
  .tuple(chars(ALNUM, 1, 12), fc.constantFrom('com', 'example', 'test', 'io'))
  .map(([name, tld]) => `${name}.${tld}`.toLowerCase())
/** An RFC 3986 URI: a scheme, an authority or not, a path, maybe a query and a fragment. */
const uri = fc
  .tuple(
    fc.constantFrom('https', 'http', 'ipfs', 'urn', 'did', 'ftp', 'a+b.c-d'),
    fc.option(host, { nil: undefined }),
    pathText(24),
    fc.option(pathText(16), { nil: undefined }),
    fc.option(pathText(16), { nil: undefined }),
  )
  .map(
    ([scheme, authority, path, query, fragment]) =>
      `${scheme}:${authority !== undefined ? `//${authority}/` : ''}${path}${query !== undefined ? `?${query}` : ''}${fragment !== undefined ? `#${fragment}` : ''}`,
  )

/** Valid EIP-4361 data, every optional field present or not. */
const siweData: fc.Arbitrary<SiwxMessageData> = fc
  .record(
    {
      domain: fc
        .tuple(host, fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined }))
        .map(([host, port]) => (port === undefined ? host : `${host}:${port}`)),
      accountAddress: fc
        .uint8Array({ minLength: 20, maxLength: 20 })
        .map((bytes) => toChecksumAddress(`0x${Buffer.from(bytes).toString('hex')}`)),
      uri,
      version: fc.constant('1'),
      chainId: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }).map((id) => `eip155:${id}` as const),
      nonce: chars(ALNUM, 8, 32),
      issuedAt: dateTime,
      statement: chars(`${ALNUM}-._~:/?#[]@!$&'()*+,;= `, 1, 80),
      expirationTime: dateTime,
      notBefore: dateTime,
      requestId: chars(`${ALNUM}-._~!$&'()*+,;=:@`, 0, 40),
      resources: fc.array(uri, { maxLength: 4 }),
    },
    { requiredKeys: ['domain', 'accountAddress', 'uri', 'version', 'chainId', 'nonce', 'issuedAt'] },
  )
  .map((data) => data as SiwxMessageData)

const FIELD_LINE =
  /^(URI|Version|Chain ID|Nonce|Issued At|Expiration Time|Not Before|Request ID): |^Resources:$/

describe('EIP-4361 parser properties', () => {
  it(
    `parses every formatted valid message back to the same fields (${RUNS} generated)`,
    () => {
      fc.assert(
        fc.property(siweData, (data) => {
          expect(parseEip4361Message(formatEip4361Message(data))).toEqual(data)
        }),
        { numRuns: RUNS },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it(
    `refuses a message whose Issued At, Expiration Time or Not Before does not exist (${RUNS} generated)`,
    () => {
      fc.assert(
        fc.property(
          siweData,
          impossibleDateTime,
          fc.constantFrom('issuedAt', 'expirationTime', 'notBefore'),
          (data, impossible, field) => {
            const label = {
              issuedAt: 'Issued At',
              expirationTime: 'Expiration Time',
              notBefore: 'Not Before',
            }[field]
            const valid = { ...data, [field]: data[field] ?? data.issuedAt }
            const text = formatEip4361Message(valid).replace(
              `${label}: ${valid[field]}`,
              `${label}: ${impossible}`,
            )
            expect(() => parseEip4361Message(text)).toThrow(ValidationError)
            expect(() => formatEip4361Message({ ...valid, [field]: impossible })).toThrow(ValidationError)
          },
        ),
        { numRuns: RUNS },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it(
    `refuses a message with any field line repeated, anywhere among the fields (${RUNS} generated)`,
    () => {
      fc.assert(
        fc.property(siweData, fc.nat(), fc.nat(), (data, pick, at) => {
          const lines = formatEip4361Message(data).split('\n')
          const fieldLines = lines
            .map((line, i) => [line, i] as const)
            .filter(([line]) => FIELD_LINE.test(line))
          const [copy] = fieldLines[pick % fieldLines.length]!
          const first = fieldLines[0]![1]
          const position = first + (at % (lines.length - first + 1))
          const text = [...lines.slice(0, position), copy, ...lines.slice(position)].join('\n')
          expect(() => parseEip4361Message(text)).toThrow(ValidationError)
        }),
        { numRuns: RUNS },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
  const verifier = createEip4361Verifier({ getNetwork: () => undefined, clients: createPublicClients() })
  // Signed messages without time bounds, so that each verifies at any time (the control).
  const signedData = siweData.map(
    ({ expirationTime: _e, notBefore: _n, ...data }): SiwxMessageData => ({
      ...data,
      accountAddress: account.address,
    }),
  )
  const anyTime = { now: new Date(0), clockSkewMs: Number.MAX_SAFE_INTEGER }

  it(
    `verification refuses a signed session whose data differs from the message in any field (${SIGNED_RUNS} generated, real signatures)`,
    async () => {
      const keys = [
        'domain',
        'uri',
        'chainId',
        'nonce',
        'issuedAt',
        'expirationTime',
        'notBefore',
        'statement',
        'requestId',
        'resources',
        'version',
        'accountAddress',
      ] as const
      await fc.assert(
        fc.asyncProperty(signedData, siweData, fc.nat(keys.length - 1), async (data, other, pick) => {
          const key = keys[pick]!
          const changed = { ...data, [key]: key === 'version' ? '2' : other[key] } as SiwxMessageData
          fc.pre(JSON.stringify(changed[key]) !== JSON.stringify(data[key]))
          const message = formatEip4361Message(data)
          const signature = await account.signMessage({ message })
          expect(await verifier.verify({ data, message, signature }, anyTime)).toBe(true)
          expect(await verifier.verify({ data: changed, message, signature }, anyTime)).toBe(false)
        }),
        { numRuns: SIGNED_RUNS },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it(
    `verification refuses a signed message changed by one character (${SIGNED_RUNS} generated, real signatures)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          signedData,
          fc.nat(),
          fc.constantFrom(...ALNUM, ' ', ':', '\n'),
          async (data, at, char) => {
            const message = formatEip4361Message(data)
            const signature = await account.signMessage({ message })
            const i = at % message.length
            fc.pre(message[i] !== char)
            const mutated = `${message.slice(0, i)}${char}${message.slice(i + 1)}`
            const session = { data, message: mutated, signature }
            const sessionOfMutated = (() => {
              try {
                return { data: parseEip4361Message(mutated), message: mutated, signature }
              } catch {
                return session
              }
            })()
            expect(await verifier.verify({ data, message, signature }, anyTime)).toBe(true)
            expect(await verifier.verify(session, anyTime)).toBe(false)
            expect(await verifier.verify(sessionOfMutated, anyTime)).toBe(false)
          },
        ),
        { numRuns: SIGNED_RUNS },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})
