import { PENDING_TRANSACTIONS_MAX } from '../../../shared/constants/firstLoadConstants'

/**
 * Limits of the sends Latch keeps and follows. A stored send is untrusted when read back (another
 * script, an older Latch, a full disk may have written it): each string has a length cap and the
 * list the SPEC §9 pending-transactions cap, per account and network.
 *
 * @example
 * ```ts
 * stored.slice(0, SENT_LIMITS.perAccount)
 * ```
 */
export const SENT_LIMITS = {
  /** Sends kept per account and network (SPEC §9 "pending transactions limit 99"). */
  perAccount: PENDING_TRANSACTIONS_MAX,
  /** Longest hash, id or address kept (an EVM hash is 66, a Solana signature at most 88). */
  idLength: 128,
  /** Longest token symbol kept. */
  symbolLength: 64,
  /** Longest amount kept (a decimal string). */
  amountLength: 100,
  /** Transfers kept per send (a send moves one token; a few leave room for a batch). */
  transfers: 4,
  /** First wait before asking the chain for a send's outcome, ms; it grows by half each time. */
  pollFirstMs: 1_000,
  /** Longest wait between two asks, ms. */
  pollMaxMs: 10_000,
  /** How long a send is followed after it is sent or restored, ms; the next history read settles it later. */
  followMs: 30 * 60_000,
} as const
