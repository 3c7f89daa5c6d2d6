import type { SiwxMessageData } from '@latch/core'
import { bytesToHex } from '@noble/hashes/utils.js'
import { getAddressFromPrivateKey, signMessageHashRsv } from '@stacks/transactions'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCaip122, parseCaip122 } from './caip122'
import { createStacksSiwx } from './createStacksSiwx'
import { hashStacksMessage } from './hashStacksMessage'

const data: SiwxMessageData = {
  accountAddress: 'ST2ZD731ANQZT6J4K3F5N8A40ZXWXC1XFXH4HF6PF',
  chainId: 'stacks:2147483648',
  domain: 'app.example',
  uri: 'https://app.example',
  version: '1',
  nonce: 'abcdefgh',
  issuedAt: '2026-11-22T10:00:00.000Z',
  requestId: 'r-1',
}

describe('CAIP-122 messages', () => {
  it('formats the SIWE layout with the chain name and the CAIP-2 reference, and parses back to the same data', () => {
    const text = formatCaip122(data, 'Stacks')
    expect(text).toBe(
      [
        'app.example wants you to sign in with your Stacks account:',
        data.accountAddress,
        '',
        'URI: https://app.example',
        'Version: 1',
        'Chain ID: 2147483648',
        'Nonce: abcdefgh',
        'Issued At: 2026-11-22T10:00:00.000Z',
        'Request ID: r-1',
      ].join('\n'),
    )
    expect(parseCaip122(text, 'Stacks', 'stacks')).toEqual(data)
  })

  it('refuses to write what would not read back the same: an empty statement or resource, a date-time that does not exist', () => {
    for (const changed of [
      { ...data, statement: '' },
      { ...data, resources: ['https://app.example', ''] },
      { ...data, expirationTime: '2026-02-30T10:00:00.000Z' },
    ]) {
      expect(() => formatCaip122(changed, 'Stacks')).toThrow(
        expect.objectContaining({ code: 'INVALID_SIWX_MESSAGE', name: 'ValidationError' }),
      )
    }
  })

  it('refuses text of another chain or with unknown lines', () => {
    const text = formatCaip122(data, 'Stacks')
    expect(() => parseCaip122(text, 'Bitcoin', 'bip122')).toThrow(
      expect.objectContaining({ code: 'INVALID_SIWX_MESSAGE' }),
    )
    expect(() => parseCaip122(`${text}\nFoo: bar`, 'Stacks', 'stacks')).toThrow(
      expect.objectContaining({ code: 'INVALID_SIWX_MESSAGE' }),
    )
  })
})

const RUNS = 10_000
/** Generous: the machines running the suite may be busy; a run takes a few seconds at most. */
const PROPERTY_TIMEOUT_MS = 60_000
const SIGNED_RUNS = 100
const pad = (n: number) => String(n).padStart(2, '0')
const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')
const chars = (alphabet: string, minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength })
/** Text without line breaks or leading/trailing space (what a field line holds). */
const text = (minLength: number, maxLength: number) =>
  fc
    .tuple(chars(ALNUM, 1, 1), chars(PRINTABLE, Math.max(0, minLength - 1), maxLength - 1))
    .map(([a, b]) => `${a}${b}`)

/** An RFC 3339 date-time that exists (any instant of years 0000-9999, `Z` or an offset). */
const dateTime = fc
  .tuple(
    fc.integer({ min: 0, max: 253_402_300_799_999 }),
    fc.integer({ min: -23 * 60 - 59, max: 23 * 60 + 59 }),
  )
  .map(([time, offset]) => {
    const iso = new Date(time).toISOString()
    if (offset === 0) return iso
    const abs = Math.abs(offset)
    return iso.replace('Z', `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`)
  })

/** A date-time with one part that does not exist: month, day of that month, hour, minute, second or offset. */
const impossibleDateTime = fc
  .record({
    year: fc.integer({ min: 0, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    part: fc.constantFrom('month', 'day', 'hour', 'minute', 'second', 'offset'),
    excess: fc.integer({ min: 0, max: 60 }),
  })
  .map(({ year, month, part, excess }) => {
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
    const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!
    const p = { month: pad(month), day: '10', hour: '10', minute: '10', second: '10', offset: 'Z' }
    if (part === 'month') p.month = pad(excess % 2 === 0 ? 0 : 13 + (excess % 87))
    if (part === 'day') p.day = pad(excess % 2 === 0 ? 0 : Math.min(99, days + 1 + excess))
    if (part === 'hour') p.hour = pad(24 + excess)
    if (part === 'minute') p.minute = pad(60 + (excess % 40))
    if (part === 'second') p.second = pad(60 + (excess % 40))
    if (part === 'offset') p.offset = `+${pad(24 + excess)}:00`
    return `${String(year).padStart(4, '0')}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${p.offset}`
  })

/** Valid CAIP-122 data of a Stacks network, every optional field present or not. */
const caip122Data: fc.Arbitrary<SiwxMessageData> = fc
  .record(
    {
      domain: fc
        .tuple(chars(ALNUM, 1, 20), fc.constantFrom('com', 'example', 'test'))
        .map(([a, b]) => `${a}.${b}`),
      accountAddress: chars('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 38, 40).map((c32) => `ST${c32}`),
      uri: text(1, 40).map((rest) => `https://${rest}`),
      version: fc.constant('1'),
      chainId: fc.constantFrom('stacks:1', 'stacks:2147483648'),
      nonce: chars(ALNUM, 8, 32),
      issuedAt: dateTime,
      statement: text(1, 80),
      expirationTime: dateTime,
      notBefore: dateTime,
      requestId: fc.oneof(fc.constant(''), text(1, 30)),
      resources: fc.array(text(1, 40), { maxLength: 4 }),
    },
    { requiredKeys: ['domain', 'accountAddress', 'uri', 'version', 'chainId', 'nonce', 'issuedAt'] },
  )
  .map((data) => data as SiwxMessageData)

const FIELD_LINE =
  /^(URI|Version|Chain ID|Nonce|Issued At|Expiration Time|Not Before|Request ID): |^Resources:$/

describe('CAIP-122 parser properties', () => {
  it(
    `parses every formatted valid message back to the same fields (${RUNS} generated)`,
    () => {
      fc.assert(
        fc.property(caip122Data, (data) => {
          expect(parseCaip122(formatCaip122(data, 'Stacks'), 'Stacks', 'stacks')).toEqual(data)
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
          caip122Data,
          impossibleDateTime,
          fc.constantFrom('issuedAt', 'expirationTime', 'notBefore'),
          (data, impossible, field) => {
            const label = {
              issuedAt: 'Issued At',
              expirationTime: 'Expiration Time',
              notBefore: 'Not Before',
            }[field]
            const valid = { ...data, [field]: data[field] ?? data.issuedAt }
            const message = formatCaip122(valid, 'Stacks').replace(
              `${label}: ${valid[field]}`,
              `${label}: ${impossible}`,
            )
            expect(() => parseCaip122(message, 'Stacks', 'stacks')).toThrow(
              expect.objectContaining({ code: 'INVALID_SIWX_MESSAGE' }),
            )
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
        fc.property(caip122Data, fc.nat(), fc.nat(), (data, pick, at) => {
          const lines = formatCaip122(data, 'Stacks').split('\n')
          const fieldLines = lines
            .map((line, i) => [line, i] as const)
            .filter(([line]) => FIELD_LINE.test(line))
          const [copy] = fieldLines[pick % fieldLines.length]!
          const first = fieldLines[0]![1]
          const position = first + (at % (lines.length - first + 1))
          const message = [...lines.slice(0, position), copy, ...lines.slice(position)].join('\n')
          expect(() => parseCaip122(message, 'Stacks', 'stacks')).toThrow(
            expect.objectContaining({ code: 'INVALID_SIWX_MESSAGE' }),
          )
        }),
        { numRuns: RUNS },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  const privateKey = 'e494f188c2d35887531ba474c433b1e41fadd8eb824aca983447fd4bb8b277a801'
  const address = getAddressFromPrivateKey(privateKey, 'testnet')
  const sign = (message: string) =>
    signMessageHashRsv({ messageHash: bytesToHex(hashStacksMessage(message)), privateKey })
  const verifier = createStacksSiwx()
  // Signed messages without time bounds, so that each verifies at any time (the control).
  const signedData = caip122Data.map(
    ({ expirationTime: _e, notBefore: _n, ...data }): SiwxMessageData => ({
      ...data,
      accountAddress: address,
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
        fc.asyncProperty(signedData, caip122Data, fc.nat(keys.length - 1), async (data, other, pick) => {
          const key = keys[pick]!
          const changed = { ...data, [key]: key === 'version' ? '2' : other[key] } as SiwxMessageData
          fc.pre(JSON.stringify(changed[key]) !== JSON.stringify(data[key]))
          const message = formatCaip122(data, 'Stacks')
          const signature = sign(message)
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
            const message = formatCaip122(data, 'Stacks')
            const signature = sign(message)
            const i = at % message.length
            fc.pre(message[i] !== char)
            const mutated = `${message.slice(0, i)}${char}${message.slice(i + 1)}`
            expect(await verifier.verify({ data, message, signature }, anyTime)).toBe(true)
            let parsed = data
            try {
              parsed = parseCaip122(mutated, 'Stacks', 'stacks')
            } catch {}
            expect(await verifier.verify({ data, message: mutated, signature }, anyTime)).toBe(false)
            expect(await verifier.verify({ data: parsed, message: mutated, signature }, anyTime)).toBe(false)
          },
        ),
        { numRuns: SIGNED_RUNS },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})

describe('CAIP-122 optional scheme', () => {
  it('reads `scheme://` before the domain as its own field and writes it back', () => {
    const withScheme = { ...data, scheme: 'https' }
    const text = formatCaip122(withScheme, 'Stacks')
    expect(text.split('\n')[0]).toBe('https://app.example wants you to sign in with your Stacks account:')
    expect(parseCaip122(text, 'Stacks', 'stacks')).toEqual(withScheme)
  })

  it('refuses a domain that holds a scheme, so a message cannot claim another origin through it', () => {
    expect(() => formatCaip122({ ...data, domain: 'http://app.example' }, 'Stacks')).toThrow()
  })
})
