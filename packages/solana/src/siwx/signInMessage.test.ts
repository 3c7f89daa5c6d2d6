import { type SiwxMessageData, ValidationError } from '@latch/core'
import { ed25519 } from '@noble/curves/ed25519.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { solanaDevnet, solanaMainnet, solanaTestnet } from '../networks/solanaNetworks'
import { encodeBase58 } from '../utils/base58'
import { createSolanaSiwxVerifier } from './createSolanaSiwxVerifier'
import { formatSignInText, parseSignInText } from './signInMessage'

const RUNS = 10_000
const SIGNED_RUNS = 100
/** Generous: the machines running the suite may be busy; a run takes a few seconds at most. */
const PROPERTY_TIMEOUT_MS = 60_000
const pad = (n: number) => String(n).padStart(2, '0')
const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')
const chars = (alphabet: string, minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength })
/** Text of one line that starts with a letter or digit. */
const text = (maxLength: number) =>
  fc.tuple(chars(ALNUM, 1, 1), chars(PRINTABLE, 0, maxLength - 1)).map(([a, b]) => `${a}${b}`)

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

const secret = ed25519.utils.randomSecretKey()
const address = encodeBase58(ed25519.getPublicKey(secret))
const sign = (message: string) => encodeBase58(ed25519.sign(new TextEncoder().encode(message), secret))

/** Valid Sign-In-With-Solana data, every optional field present or not. */
const siwsData: fc.Arbitrary<SiwxMessageData> = fc
  .record(
    {
      domain: fc
        .tuple(chars(ALNUM, 1, 20), fc.constantFrom('com', 'example', 'test'))
        .map(([a, b]) => `${a}.${b}`),
      accountAddress: fc.constant(address),
      uri: text(40).map((rest) => `https://${rest}`),
      version: fc.constant('1'),
      chainId: fc.constantFrom(
        solanaMainnet.caipNetworkId,
        solanaDevnet.caipNetworkId,
        solanaTestnet.caipNetworkId,
      ),
      nonce: chars(ALNUM, 8, 32),
      issuedAt: dateTime,
      statement: fc.array(text(60), { minLength: 1, maxLength: 3 }).map((lines) => lines.join('\n')),
      expirationTime: dateTime,
      notBefore: dateTime,
      requestId: text(30),
      resources: fc.array(text(40), { maxLength: 4 }),
    },
    { requiredKeys: ['domain', 'accountAddress', 'uri', 'version', 'chainId', 'nonce', 'issuedAt'] },
  )
  .map((data) => data as SiwxMessageData)

const FIELD_LINE =
  /^(URI|Version|Chain ID|Nonce|Issued At|Expiration Time|Not Before|Request ID): |^Resources:$/

describe('Sign-In-With-Solana parser properties', () => {
  const siwx = createSolanaSiwxVerifier()

  it('reads a statement that holds a line looking like a field, and refuses a duplicated field', () => {
    const data: SiwxMessageData = {
      accountAddress: address,
      chainId: solanaMainnet.caipNetworkId,
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: 'abcdefgh',
      issuedAt: '2026-11-22T10:00:00.000Z',
      statement: 'URI: https://not-the-uri.example',
    }
    const message = siwx.formatMessage(data)
    expect(siwx.parseMessage(message)).toEqual(data)
    expect(() => siwx.parseMessage(message.replace('Version: 1', 'Version: 1\nVersion: 1'))).toThrow(
      ValidationError,
    )
  })

  it(
    `refuses to write a value whose line break would add a field or a resource to the signed text (${RUNS} generated)`,
    () => {
      fc.assert(
        fc.property(
          siwsData,
          fc.constantFrom('uri', 'version', 'nonce', 'requestId', 'resources'),
          fc.constantFrom('\n', '\r', '\r\n'),
          fc.constantFrom('Resources:\n- https://elsewhere.example', 'Not Before: 2030-01-01T00:00:00Z'),
          (data, key, lineBreak, injected) => {
            const value = `${key === 'resources' ? 'https://a.example' : (data[key] ?? 'x')}${lineBreak}${injected}`
            const changed = { ...data, [key]: key === 'resources' ? [value] : value }
            expect(() => siwx.formatMessage(changed)).toThrow(
              expect.objectContaining({ code: 'INVALID_SIWX_MESSAGE', name: 'ValidationError' }),
            )
          },
        ),
        { numRuns: RUNS },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it('refuses a Chain ID that is neither a cluster name nor a CAIP-2 Solana network id', () => {
    const message = siwx.formatMessage({
      accountAddress: address,
      chainId: solanaMainnet.caipNetworkId,
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: 'abcdefgh',
      issuedAt: '2026-11-22T10:00:00.000Z',
    })
    for (const chain of ['solana:', 'solana:not a chain', 'solana:a/b', `solana:${'x'.repeat(65)}`]) {
      expect(
        () => siwx.parseMessage(message.replace('Chain ID: mainnet', `Chain ID: ${chain}`)),
        chain,
      ).toThrow(ValidationError)
    }
  })

  it(
    `parses every formatted valid message back to the same fields (${RUNS} generated)`,
    () => {
      fc.assert(
        fc.property(siwsData, (data) => {
          expect(siwx.parseMessage(siwx.formatMessage(data))).toEqual(data)
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
          siwsData,
          impossibleDateTime,
          fc.constantFrom('issuedAt', 'expirationTime', 'notBefore'),
          (data, impossible, field) => {
            const label = {
              issuedAt: 'Issued At',
              expirationTime: 'Expiration Time',
              notBefore: 'Not Before',
            }[field]
            const valid = { ...data, [field]: data[field] ?? data.issuedAt }
            const message = siwx
              .formatMessage(valid)
              .replace(`${label}: ${valid[field]}`, `${label}: ${impossible}`)
            expect(() => siwx.parseMessage(message)).toThrow(ValidationError)
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
        fc.property(siwsData, fc.nat(), fc.nat(), (data, pick, at) => {
          const lines = siwx.formatMessage(data).split('\n')
          const first = lines.lastIndexOf('') + 1
          const fieldLines = lines.slice(first).filter((line) => FIELD_LINE.test(line))
          const copy = fieldLines[pick % fieldLines.length]!
          const position = first + (at % (lines.length - first + 1))
          const message = [...lines.slice(0, position), copy, ...lines.slice(position)].join('\n')
          expect(() => siwx.parseMessage(message)).toThrow(ValidationError)
        }),
        { numRuns: RUNS },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  // Signed messages without time bounds, so that each verifies at any time (the control).
  const signedData = siwsData.map(({ expirationTime: _e, notBefore: _n, ...data }): SiwxMessageData => data)
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
      ] as const
      await fc.assert(
        fc.asyncProperty(signedData, siwsData, fc.nat(keys.length - 1), async (data, other, pick) => {
          const key = keys[pick]!
          const changed = { ...data, [key]: key === 'version' ? '2' : other[key] } as SiwxMessageData
          fc.pre(JSON.stringify(changed[key]) !== JSON.stringify(data[key]))
          const message = siwx.formatMessage(data)
          const signature = sign(message)
          expect(await siwx.verify({ data, message, signature }, anyTime)).toBe(true)
          expect(await siwx.verify({ data: changed, message, signature }, anyTime)).toBe(false)
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
            const message = siwx.formatMessage(data)
            const signature = sign(message)
            const i = at % message.length
            fc.pre(message[i] !== char)
            const mutated = `${message.slice(0, i)}${char}${message.slice(i + 1)}`
            let parsed = data
            try {
              parsed = siwx.parseMessage(mutated)
            } catch {}
            expect(await siwx.verify({ data, message, signature }, anyTime)).toBe(true)
            expect(await siwx.verify({ data, message: mutated, signature }, anyTime)).toBe(false)
            expect(await siwx.verify({ data: parsed, message: mutated, signature }, anyTime)).toBe(false)
          },
        ),
        { numRuns: SIGNED_RUNS },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})

describe('Sign-In-With-Solana optional scheme', () => {
  const signIn = {
    domain: 'app.example',
    address: '11111111111111111111111111111111',
    uri: 'https://app.example',
    version: '1',
    nonce: 'abcdefgh',
  }

  it('reads `scheme://` before the domain as its own field and writes it back', () => {
    const text = formatSignInText({ ...signIn, scheme: 'https' })
    expect(text.split('\n')[0]).toBe('https://app.example wants you to sign in with your Solana account:')
    expect(parseSignInText(text)).toEqual({ ...signIn, scheme: 'https' })
    expect(parseSignInText(formatSignInText(signIn))).not.toHaveProperty('scheme')
  })

  it("keeps the scheme through the verifier's own formatting, so a signed http message stays http", () => {
    const verifier = createSolanaSiwxVerifier()
    const data: SiwxMessageData = {
      scheme: 'http',
      domain: 'app.example',
      accountAddress: signIn.address,
      chainId: solanaMainnet.caipNetworkId,
      uri: 'https://app.example',
      version: '1',
      nonce: 'abcdefgh',
      issuedAt: '2026-11-22T10:00:00.000Z',
    }
    expect(verifier.formatMessage(data).startsWith('http://app.example wants you')).toBe(true)
  })
})
