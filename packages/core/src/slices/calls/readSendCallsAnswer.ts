import { readUntrustedField } from '../../shared/errors/readUntrustedField'
import { CallsError } from './CallsError'
import { CALLS_LIMITS } from './callsLimits'
import { readBatchId } from './readCallsStatus'
import type { SendCallsReturnType } from './types'

/**
 * Shape-checks a wallet's `wallet_sendCalls` answer (untrusted): `{ id, capabilities? }` with an
 * id of at most 4096 characters (a bare id string, as EIP-5792 v1 wallets answer, is read too) and
 * capabilities an object of at most 64 entries, kept as Latch's own structured copy.
 *
 * @param answer - What the wallet answered.
 * @returns The id and capabilities.
 * @throws {CallsError} `INVALID_WALLET_ANSWER` for anything else.
 * @example
 * ```ts
 * readSendCallsAnswer({ id: '0x01' }) // { id: '0x01' }
 * ```
 */
export function readSendCallsAnswer(answer: unknown): SendCallsReturnType {
  const id = readBatchId(
    typeof answer === 'string' ? answer : readUntrustedField(answer, 'id'),
    'wallet_sendCalls',
  )
  const capabilities = typeof answer === 'string' ? undefined : readUntrustedField(answer, 'capabilities')
  if (capabilities === undefined || capabilities === null) return { id }
  let copy: unknown
  try {
    copy = structuredClone(capabilities)
  } catch {
    copy = undefined
  }
  if (
    typeof copy !== 'object' ||
    copy === null ||
    Array.isArray(copy) ||
    Object.keys(copy).length > CALLS_LIMITS.capabilitiesMax
  )
    throw new CallsError(
      'INVALID_WALLET_ANSWER',
      'wallet_sendCalls: capabilities must be an object of at most 64',
    )
  return { id, capabilities: copy as Record<string, unknown> }
}
