import type { SessionNamespace, SessionRecord } from './types'

/** The fields of a WalletConnect session struct that Latch reads. */
type SessionStructLike = {
  topic: string
  expiry: number
  namespaces: Record<string, { chains?: string[]; accounts: string[]; methods: string[]; events: string[] }>
  sessionProperties?: Record<string, string>
  peer?: { metadata?: { name?: string; url?: string; icons?: string[] } }
}

/**
 * Copies a WalletConnect session struct into Latch's {@link SessionRecord}: topic, expiry,
 * namespaces (with `chains` filled from the accounts when the wallet left it out) and session
 * properties. The record shares nothing with the SDK's object.
 *
 * @param session - The sign client's session struct.
 * @returns The session record.
 * @example
 * ```ts
 * const record = toSessionRecord(provider.session)
 * record.namespaces.eip155?.accounts // ['eip155:1:0xf39F...']
 * ```
 */
export function toSessionRecord(session: SessionStructLike): SessionRecord {
  const namespaces: Record<string, SessionNamespace> = {}
  for (const [key, value] of Object.entries(session.namespaces)) {
    const chainsFromAccounts = value.accounts.map((account) => account.split(':').slice(0, 2).join(':'))
    namespaces[key] = {
      chains: [...new Set(value.chains ?? chainsFromAccounts)],
      accounts: [...value.accounts],
      methods: [...value.methods],
      events: [...value.events],
    }
  }
  const record: SessionRecord = {
    topic: session.topic,
    expiry: session.expiry,
    namespaces,
    sessionProperties: { ...(session.sessionProperties ?? {}) },
  }
  const meta = session.peer?.metadata
  if (meta?.name) record.peer = { name: meta.name, url: meta.url ?? '', icons: [...(meta.icons ?? [])] }
  return record
}
