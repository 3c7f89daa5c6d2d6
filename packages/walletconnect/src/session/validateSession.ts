import { ValidationError } from '@latch/core'
import type { SessionRecord } from './types'

/**
 * Checks that `topic` names an existing, unexpired session (SPEC §5) and returns that session.
 * Written here because the core has no validation helper for pairing sessions yet.
 *
 * @param topic - The value to check.
 * @param sessions - Live sessions to look the topic up in.
 * @param nowMs - Current time, ms since epoch.
 * @returns The session.
 * @throws {ValidationError} `INVALID_SESSION_TOPIC` when not a non-empty string,
 *   `SESSION_NOT_FOUND` when no such session exists, `SESSION_EXPIRED` when it has expired.
 * @example
 * ```ts
 * const session = validateSessionTopic(topic, [current], Date.now())
 * ```
 */
export function validateSessionTopic(
  topic: unknown,
  sessions: readonly SessionRecord[],
  nowMs: number,
): SessionRecord {
  if (typeof topic !== 'string' || topic === '') {
    throw new ValidationError('Session topic must be a non-empty string', {
      code: 'INVALID_SESSION_TOPIC',
      details: `got ${typeof topic}`,
    })
  }
  const session = sessions.find((s) => s.topic === topic)
  if (!session) {
    throw new ValidationError('No pairing session with this topic', {
      code: 'SESSION_NOT_FOUND',
      details: topic,
    })
  }
  if (session.expiry * 1000 <= nowMs) {
    throw new ValidationError('The pairing session has expired', { code: 'SESSION_EXPIRED', details: topic })
  }
  return session
}

/**
 * Checks that a proposal id is a number (SPEC §5): a safe integer, as the pairing protocol issues.
 *
 * @param id - The value to check.
 * @returns The id.
 * @throws {ValidationError} `INVALID_PROPOSAL_ID` otherwise.
 * @example
 * ```ts
 * validateProposalId(1_700_000_000_000_123) // ok
 * validateProposalId('17') // throws
 * ```
 */
export function validateProposalId(id: unknown): number {
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) {
    throw new ValidationError('Proposal id must be a number', {
      code: 'INVALID_PROPOSAL_ID',
      details: String(id),
    })
  }
  return id
}
