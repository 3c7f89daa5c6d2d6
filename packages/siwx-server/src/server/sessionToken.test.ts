import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createSessionId, readSessionToken, signSessionToken } from './sessionToken'

const key = new TextEncoder().encode('k'.repeat(32))
const otherKey = new TextEncoder().encode('o'.repeat(32))
const APP = 'app.example'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
/** The other spellings of a 43-character base64url part: its last character with the unused bits set. */
const variants = (part: string): string[] => {
  const last = ALPHABET.indexOf(part.at(-1) ?? '')
  // 43 characters carry 258 bits for 256: the last character's two low bits are unused
  return [1, 2, 3].map((bits) => part.slice(0, -1) + ALPHABET[(last & ~3) | ((last & 3) ^ bits)])
}

describe('session tokens (HMAC-SHA256 of the app and the session id)', () => {
  it('reads back the id of a token it signed, and nothing of a tampered, re-keyed or malformed one', () => {
    const id = createSessionId()
    const token = signSessionToken(key, APP, id)
    expect(readSessionToken(key, APP, token)).toBe(id)
    const flipped = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}${token.slice(id.length)}`
    expect(readSessionToken(key, APP, flipped)).toBeUndefined()
    expect(readSessionToken(otherKey, APP, token)).toBeUndefined()
    expect(readSessionToken(key, APP, `${token}x`)).toBeUndefined()
    expect(readSessionToken(key, APP, id)).toBeUndefined()
  })

  it('makes 256-bit ids, each different', () => {
    const ids = new Set(Array.from({ length: 100 }, createSessionId))
    expect(ids.size).toBe(100)
    for (const id of ids) expect(Buffer.from(id, 'base64url')).toHaveLength(32)
  })

  it('refuses every non-canonical spelling of a valid token (unused bits of the last character set)', () => {
    for (let i = 0; i < 50; i++) {
      const id = createSessionId()
      const token = signSessionToken(key, APP, id)
      const [idPart = '', macPart = ''] = token.split('.')
      const spellings = [
        ...variants(macPart).map((m) => `${idPart}.${m}`),
        ...variants(idPart).map((v) => `${v}.${macPart}`),
        ...variants(idPart).flatMap((v) => variants(macPart).map((m) => `${v}.${m}`)),
      ]
      expect(spellings).toHaveLength(15)
      // each decodes to the very same bytes as the token: only the spelling differs
      for (const spelling of spellings) {
        const [a = '', b = ''] = spelling.split('.')
        expect(Buffer.from(a, 'base64url')).toEqual(Buffer.from(idPart, 'base64url'))
        expect(Buffer.from(b, 'base64url')).toEqual(Buffer.from(macPart, 'base64url'))
        expect(readSessionToken(key, APP, spelling)).toBeUndefined()
      }
      expect(readSessionToken(key, APP, token)).toBe(id)
    }
  })

  it('binds a token to its app: another app with the same secret refuses it', () => {
    const id = createSessionId()
    const token = signSessionToken(key, APP, id)
    expect(readSessionToken(key, 'other.example', token)).toBeUndefined()
    expect(readSessionToken(key, 'other.example', signSessionToken(key, 'other.example', id))).toBe(id)
    // a token of the earlier form (the MAC of the id alone) is refused by every app
    const unbound = `${id}.${createHmac('sha256', key).update(id).digest('base64url')}`
    expect(readSessionToken(key, APP, unbound)).toBeUndefined()
  })
})
