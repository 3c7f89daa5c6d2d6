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
 * Size caps of what a paired wallet's session namespaces may hold: a wallet shares a user's few
 * accounts on a few chains. Entries past a list's cap are not read; an entry that is not a string
 * or is longer than a CAIP id can be (CAIP-10: 8 + 32 + 128 characters and two colons) is dropped.
 * The connector reads the account list of the wallet's `accountsChanged` event with the same cap.
 *
 * @example
 * ```ts
 * accounts.slice(0, SESSION_CAPS.accounts)
 * ```
 */
export const SESSION_CAPS = {
  namespaces: 20,
  accounts: 100,
  accountLength: 170,
  chains: 100,
  chainLength: 41,
  methods: 200,
  nameLength: 100,
}

/** The strings of an untrusted list: at most `max` entries read, each at most `length` characters. */
function strings(list: unknown, max: number, length: number): string[] {
  if (!Array.isArray(list)) return []
  return list.slice(0, max).filter((x): x is string => typeof x === 'string' && x.length <= length)
}

/**
 * Copies a WalletConnect session struct into Latch's {@link SessionRecord}: topic, expiry,
 * namespaces (with `chains` filled from the accounts when the wallet left it out) and session
 * properties, each list capped ({@link SESSION_CAPS}). The record shares nothing with the SDK's object.
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
  for (const [key, value] of Object.entries(session.namespaces).slice(0, SESSION_CAPS.namespaces)) {
    const accounts = strings(value.accounts, SESSION_CAPS.accounts, SESSION_CAPS.accountLength)
    const chainsFromAccounts = accounts.map((account) => account.split(':').slice(0, 2).join(':'))
    namespaces[key] = {
      chains: [
        ...new Set(
          value.chains
            ? strings(value.chains, SESSION_CAPS.chains, SESSION_CAPS.chainLength)
            : chainsFromAccounts,
        ),
      ],
      accounts,
      methods: strings(value.methods, SESSION_CAPS.methods, SESSION_CAPS.nameLength),
      events: strings(value.events, SESSION_CAPS.methods, SESSION_CAPS.nameLength),
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
