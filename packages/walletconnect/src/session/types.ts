/**
 * One namespace of a pairing session as the wallet approved it.
 *
 * @example
 * ```ts
 * const ns: SessionNamespace = {
 *   chains: ['eip155:1'], accounts: ['eip155:1:0xf39F...'], methods: ['personal_sign'], events: ['chainChanged'],
 * }
 * ```
 */
export type SessionNamespace = {
  /** CAIP-2 chains approved. */
  chains: string[]
  /** CAIP-10 accounts approved. */
  accounts: string[]
  /** Methods the app may request. */
  methods: string[]
  /** Events the wallet may emit. */
  events: string[]
}

/**
 * A pairing-protocol session (SPEC §3): topic, expiry (seconds since epoch), approved namespaces and
 * session properties.
 *
 * @example
 * ```ts
 * const session: SessionRecord = { topic: 'ab12...', expiry: 1_800_000_000, namespaces: {}, sessionProperties: {} }
 * ```
 */
export type SessionRecord = {
  /** Session topic (64 hex characters). */
  topic: string
  /** Expiry, seconds since epoch. */
  expiry: number
  /** Approved namespaces by key (`eip155`, `solana`, `stacks`, `bip122`...). */
  namespaces: Record<string, SessionNamespace>
  /** Properties the wallet attached to the session. */
  sessionProperties: Record<string, string>
  /** Name and icon of the peer wallet, when it sent them. */
  peer?: { name: string; url: string; icons: string[] }
}

/**
 * A session proposal the app sent (SPEC §3): its id and expiry (seconds since epoch).
 *
 * @example
 * ```ts
 * const proposal: ProposalRecord = { id: 1_700_000_000_000_123, expiryTimestamp: 1_700_000_300 }
 * ```
 */
export type ProposalRecord = { id: number; expiryTimestamp: number }

/**
 * A request sent to the wallet that it has not answered yet: the views show it as "waiting in
 * wallet" until it settles.
 *
 * @example
 * ```ts
 * connector.getState().pendingRequests[0]?.method // 'personal_sign'
 * ```
 */
export type PendingRequest = {
  /** Local id, unique within the connector. */
  id: number
  /** Method requested. */
  method: string
  /** CAIP-2 chain it was sent on. */
  chainId: string
  /** When it was sent (ms since epoch, from the connector's clock). */
  sentAt: number
}
