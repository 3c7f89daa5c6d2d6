import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/errors'
import {
  assertProposalId,
  assertSessionTopic,
  INVALID_PROPOSAL_ID,
  INVALID_SESSION_TOPIC,
  isExpired,
} from './pairingRecords'

const NOW = 1_800_000_000_000
const sessions = {
  live: { expiry: NOW / 1000 + 60, namespaces: {} },
  old: { expiry: NOW / 1000 - 1, namespaces: {} },
}

describe('session topics must be existing, unexpired strings', () => {
  it('returns the session of a live topic', () => {
    expect(assertSessionTopic('live', sessions, NOW)).toBe(sessions.live)
    expect(assertSessionTopic('live', new Map(Object.entries(sessions)), NOW)).toBe(sessions.live)
  })

  it('rejects non-strings, unknown topics and expired sessions', () => {
    for (const topic of [undefined, 42, '', 'missing', 'old', 'toString', '__proto__']) {
      let caught: unknown
      try {
        assertSessionTopic(topic, sessions, NOW)
      } catch (error) {
        caught = error
      }
      expect(caught, String(topic)).toBeInstanceOf(ValidationError)
      expect((caught as ValidationError).shortMessage).toBe(INVALID_SESSION_TOPIC)
    }
  })

  it('a session expiring exactly now is expired', () => {
    expect(isExpired(NOW / 1000, NOW)).toBe(true)
    expect(isExpired(NOW / 1000 + 1, NOW)).toBe(false)
  })
})

describe('proposal id must be a number', () => {
  it('accepts integer ids and rejects anything else', () => {
    expect(assertProposalId(1_700_000_000_000_123)).toBe(1_700_000_000_000_123)
    for (const id of ['1', null, undefined, Number.NaN, 1.5, Number.POSITIVE_INFINITY, 10n]) {
      expect(() => assertProposalId(id), String(id)).toThrow(INVALID_PROPOSAL_ID)
    }
  })
})
