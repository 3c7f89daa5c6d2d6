import { ValidationError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import type { SessionRecord } from './types'
import { validateProposalId, validateSessionTopic } from './validateSession'

const NOW = 1_700_000_000_000
const session: SessionRecord = {
  topic: 'a'.repeat(64),
  expiry: NOW / 1000 + 60,
  namespaces: {},
  sessionProperties: {},
}

function codeOf(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return (error as ValidationError).code
  }
  return undefined
}

describe('validateSessionTopic (SPEC §5: session topics must be existing, unexpired strings)', () => {
  it('returns the session for an existing, unexpired topic', () => {
    expect(validateSessionTopic(session.topic, [session], NOW)).toBe(session)
  })

  it('refuses a topic that is not a non-empty string', () => {
    expect(codeOf(() => validateSessionTopic(42, [session], NOW))).toBe('INVALID_SESSION_TOPIC')
    expect(codeOf(() => validateSessionTopic('', [session], NOW))).toBe('INVALID_SESSION_TOPIC')
  })

  it('refuses a topic with no session', () => {
    expect(codeOf(() => validateSessionTopic('b'.repeat(64), [session], NOW))).toBe('SESSION_NOT_FOUND')
  })

  it('refuses an expired session, from the second of its expiry on', () => {
    expect(codeOf(() => validateSessionTopic(session.topic, [session], session.expiry * 1000))).toBe(
      'SESSION_EXPIRED',
    )
    expect(validateSessionTopic(session.topic, [session], session.expiry * 1000 - 1)).toBe(session)
  })
})

describe('validateProposalId (SPEC §5: proposal id must be a number)', () => {
  it('accepts a protocol proposal id', () => {
    expect(validateProposalId(1_700_000_000_000_123)).toBe(1_700_000_000_000_123)
  })

  it('refuses strings, fractions, NaN and negatives', () => {
    for (const bad of ['17', 1.5, Number.NaN, -1, undefined]) {
      expect(codeOf(() => validateProposalId(bad))).toBe('INVALID_PROPOSAL_ID')
    }
  })
})
