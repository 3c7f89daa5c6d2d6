import { describe, expect, it } from 'vitest'
import { createSessionId, readSessionToken, signSessionToken } from './sessionToken'

const key = new TextEncoder().encode('k'.repeat(32))
const otherKey = new TextEncoder().encode('o'.repeat(32))

describe('session tokens (HMAC-SHA256 of the session id)', () => {
  it('reads back the id of a token it signed, and nothing of a tampered, re-keyed or malformed one', () => {
    const id = createSessionId()
    const token = signSessionToken(key, id)
    expect(readSessionToken(key, token)).toBe(id)
    const flipped = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}${token.slice(id.length)}`
    expect(readSessionToken(key, flipped)).toBeUndefined()
    expect(readSessionToken(otherKey, token)).toBeUndefined()
    expect(readSessionToken(key, `${token}x`)).toBeUndefined()
    expect(readSessionToken(key, id)).toBeUndefined()
  })

  it('makes 256-bit ids, each different', () => {
    const ids = new Set(Array.from({ length: 100 }, createSessionId))
    expect(ids.size).toBe(100)
    for (const id of ids) expect(Buffer.from(id, 'base64url')).toHaveLength(32)
  })
})
