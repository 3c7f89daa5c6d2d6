import { describe, expect, it } from 'vitest'
import type { SiwxMessageData, SiwxSession } from '../../../adapters/siwxTypes'
import { ValidationError } from '../../../shared/errors/errors'
import { checkSiwxMessage } from './checkSiwxMessage'
import { SIWX_ERROR_CODES, SIWX_MESSAGES, type SiwxRefusalReason } from './siwxRefusal'

const ISSUED = '2026-03-01T12:00:00.000Z'
const ISSUED_MS = Date.parse(ISSUED)
const MINUTE = 60_000

const DATA: SiwxMessageData = {
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:1',
  domain: 'app.example',
  uri: 'https://app.example/login',
  version: '1',
  nonce: 'n0nce1234abcd',
  issuedAt: ISSUED,
}

/**
 * A strict stand-in for a namespace's message parser: the message is the data as JSON; anything
 * else is refused with a ValidationError whose details name what is wrong.
 */
const parseJson = (message: string): SiwxMessageData => {
  try {
    return JSON.parse(message) as SiwxMessageData
  } catch {
    throw new ValidationError('Bad sign-in text', {
      code: 'INVALID_SIWX_MESSAGE',
      details: `not JSON: ${message.slice(0, 10)}`,
    })
  }
}

const session = (data: Partial<SiwxMessageData> = {}, signed = data): SiwxSession => ({
  data: { ...DATA, ...data },
  message: JSON.stringify({ ...DATA, ...signed }),
  signature: '0xsig',
})

const at = (ms: number) => ({ now: new Date(ms) })

function expectRefused(
  result: ReturnType<typeof checkSiwxMessage>,
  reason: SiwxRefusalReason,
  details?: string,
) {
  expect(result.valid, reason).toBe(false)
  if (result.valid) return
  expect(result.error).toMatchObject({ code: SIWX_ERROR_CODES[reason], shortMessage: SIWX_MESSAGES[reason] })
  expect(result.error.details).toBe(details)
}

describe('checkSiwxMessage: every check of a sign-in session but its signature', () => {
  it('accepts a well-formed session within its time bounds and answers the data the message says', () => {
    const result = checkSiwxMessage(session(), parseJson, { ...DATA, ...at(ISSUED_MS) })
    expect(result).toEqual({ valid: true, data: DATA })
  })

  it('refuses a session of the wrong shape or size before parsing anything', () => {
    let parsed = 0
    const counting = (message: string) => {
      parsed += 1
      return parseJson(message)
    }
    for (const bad of [
      undefined,
      'session',
      { ...session(), extra: 1 },
      { ...session(), message: 'x'.repeat(8193) },
      { ...session(), signature: undefined },
    ]) {
      expectRefused(checkSiwxMessage(bad, counting, at(ISSUED_MS)), 'malformedSession')
    }
    expect(parsed).toBe(0)
  })

  it("refuses a message the parser cannot read, passing on the parser's details only from a Latch error", () => {
    const unreadable = { ...session(), message: 'hello wallet' }
    expectRefused(
      checkSiwxMessage(unreadable, parseJson, at(ISSUED_MS)),
      'malformedMessage',
      'not JSON: hello wall',
    )
    const throwsPlain = () => {
      throw new Error('internal parser state')
    }
    expectRefused(checkSiwxMessage(session(), throwsPlain, at(ISSUED_MS)), 'malformedMessage', undefined)
  })

  it('refuses session data that differs from the signed message, naming the field', () => {
    const result = checkSiwxMessage(session({ nonce: 'other-nonce' }, {}), parseJson, at(ISSUED_MS))
    expectRefused(result, 'fieldMismatch', 'nonce')
  })

  it('refuses a message made for another domain, URI, network or nonce than expected, naming what it says', () => {
    const cases: ['domain' | 'uri' | 'chainId' | 'nonce', SiwxRefusalReason, string][] = [
      ['domain', 'wrongDomain', 'evil.example'],
      ['uri', 'wrongUri', 'https://evil.example/login'],
      ['chainId', 'wrongChain', 'eip155:137'],
      ['nonce', 'wrongNonce', 'replayed-nonce'],
    ]
    for (const [field, reason, value] of cases) {
      const signedOther = session({ [field]: value })
      const expected = { domain: DATA.domain, uri: DATA.uri, chainId: DATA.chainId, nonce: DATA.nonce }
      expectRefused(
        checkSiwxMessage(signedOther, parseJson, { ...expected, ...at(ISSUED_MS) }),
        reason,
        value,
      )
      // Not expected: any value is accepted.
      const { [field]: _, ...withoutField } = expected
      expect(checkSiwxMessage(signedOther, parseJson, { ...withoutField, ...at(ISSUED_MS) }).valid).toBe(true)
    }
  })

  it('refuses a message naming another scheme than the app expects, compares schemes case-insensitively, and takes one with no scheme', () => {
    const withScheme = (scheme: string) => session({ scheme })
    const https = { ...DATA, scheme: 'https', ...at(ISSUED_MS) }
    expectRefused(checkSiwxMessage(withScheme('http'), parseJson, https), 'wrongScheme', 'http')
    expect(checkSiwxMessage(withScheme('HTTPS'), parseJson, https).valid).toBe(true)
    expect(checkSiwxMessage(session(), parseJson, https).valid).toBe(true)
    // with no scheme expected (the sign-in kit compares the message with the one it issued instead)
    expect(checkSiwxMessage(withScheme('http'), parseJson, { ...DATA, ...at(ISSUED_MS) }).valid).toBe(true)
  })

  it('refuses an Issued At, Expiration Time or Not Before that is not an RFC 3339 date-time', () => {
    expectRefused(
      checkSiwxMessage(session({ issuedAt: 'yesterday' }), parseJson, at(ISSUED_MS)),
      'malformedMessage',
      'Issued At "yesterday"',
    )
    expectRefused(
      checkSiwxMessage(session({ expirationTime: '2026-02-30T00:00:00Z' }), parseJson, at(ISSUED_MS)),
      'malformedMessage',
      'Expiration Time "2026-02-30T00:00:00Z"',
    )
    expectRefused(
      checkSiwxMessage(session({ notBefore: '1 March 2026' }), parseJson, at(ISSUED_MS)),
      'malformedMessage',
      'Not Before "1 March 2026"',
    )
  })

  it('allows Issued At up to the clock skew (60 s by default, or as given) ahead of now, and refuses it further ahead', () => {
    expect(checkSiwxMessage(session(), parseJson, at(ISSUED_MS - MINUTE)).valid).toBe(true)
    expectRefused(
      checkSiwxMessage(session(), parseJson, at(ISSUED_MS - MINUTE - 1)),
      'issuedInFuture',
      ISSUED,
    )
    expect(
      checkSiwxMessage(session(), parseJson, { ...at(ISSUED_MS - 5_000), clockSkewMs: 5_000 }).valid,
    ).toBe(true)
    expectRefused(
      checkSiwxMessage(session(), parseJson, { ...at(ISSUED_MS - 5_001), clockSkewMs: 5_000 }),
      'issuedInFuture',
      ISSUED,
    )
    expectRefused(
      checkSiwxMessage(session(), parseJson, { ...at(ISSUED_MS - 1), clockSkewMs: 0 }),
      'issuedInFuture',
      ISSUED,
    )
  })

  it('refuses from the Expiration Time on, and before Not Before', () => {
    const expiring = session({ expirationTime: '2026-03-01T12:10:00.000Z' })
    const expiresMs = Date.parse('2026-03-01T12:10:00.000Z')
    expect(checkSiwxMessage(expiring, parseJson, at(expiresMs - 1)).valid).toBe(true)
    expectRefused(checkSiwxMessage(expiring, parseJson, at(expiresMs)), 'expired', '2026-03-01T12:10:00.000Z')

    const later = session({ notBefore: '2026-03-01T12:05:00.000Z' })
    const startsMs = Date.parse('2026-03-01T12:05:00.000Z')
    expectRefused(
      checkSiwxMessage(later, parseJson, at(startsMs - 1)),
      'notYetValid',
      '2026-03-01T12:05:00.000Z',
    )
    expect(checkSiwxMessage(later, parseJson, at(startsMs))).toMatchObject({ valid: true })
  })

  it('checks the time bounds against the current time when no `now` is given', () => {
    const now = Date.now()
    const current = session({
      issuedAt: new Date(now - MINUTE).toISOString(),
      expirationTime: new Date(now + 10 * MINUTE).toISOString(),
    })
    expect(checkSiwxMessage(current, parseJson).valid).toBe(true)
    const expired = session({
      issuedAt: new Date(now - 20 * MINUTE).toISOString(),
      expirationTime: new Date(now - 10 * MINUTE).toISOString(),
    })
    expect(checkSiwxMessage(expired, parseJson)).toMatchObject({ valid: false })
  })
})
