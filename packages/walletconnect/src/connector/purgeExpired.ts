import type UniversalProvider from '@walletconnect/universal-provider'

type SignClient = UniversalProvider['client']

const EXPIRED = { code: 6000, message: 'Expired' }

/**
 * Deletes what has expired from the sign client's stores (SPEC §4): sessions past `expiry`,
 * proposals past `expiryTimestamp`, received requests past their `expiryTimestamp`, and sent
 * requests past their `expiry` that are still waiting for an answer. Times are in seconds.
 *
 * @param client - The provider's sign client.
 * @param nowMs - Current time, ms since epoch.
 * @returns How many entries were deleted of each kind.
 * @example
 * ```ts
 * await purgeExpired(provider.client, Date.now())
 * ```
 */
export async function purgeExpired(
  client: SignClient,
  nowMs: number,
): Promise<{ sessions: number; proposals: number; requests: number }> {
  const now = nowMs / 1000
  const deleted = { sessions: 0, proposals: 0, requests: 0 }
  for (const session of client.session.getAll()) {
    if (session.expiry <= now) {
      await client.session.delete(session.topic, EXPIRED)
      deleted.sessions++
    }
  }
  for (const proposal of client.proposal.getAll()) {
    if (proposal.expiryTimestamp <= now) {
      await client.proposal.delete(proposal.id, EXPIRED)
      deleted.proposals++
    }
  }
  for (const request of client.pendingRequest.getAll()) {
    const expiry = request.params.request.expiryTimestamp
    if (expiry !== undefined && expiry <= now) {
      await client.pendingRequest.delete(request.id, EXPIRED)
      deleted.requests++
    }
  }
  for (const record of client.core.history.values) {
    if (record.response === undefined && record.expiry !== undefined && record.expiry <= now) {
      client.core.history.delete(record.topic, record.id)
      deleted.requests++
    }
  }
  return deleted
}
