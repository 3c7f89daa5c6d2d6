import type { LatchStorage } from '@latch/core/kit'

/** Storage key: connectors the user disconnected or refused, never restored silently. */
export const SILENCED_KEY = 'evm.silenced'

/** Silenced connectors kept at most (the most recent). */
export const SILENCED_MAX = 100

const isConnectorId = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length <= 256

/**
 * The connectors the user disconnected or refused (read from storage, untrusted: the valid ids
 * among the most recent {@link SILENCED_MAX}). Such a wallet is not asked anything on a reload until
 * the user connects it again.
 *
 * @param storage - The adapter's storage (absent before `init`).
 * @returns The silenced connector ids.
 * @example
 * ```ts
 * readSilencedWallets(context.storage).includes('io.metamask')
 * ```
 */
export function readSilencedWallets(storage: LatchStorage | undefined): string[] {
  return (storage?.get(SILENCED_KEY, Array.isArray) ?? []).filter(isConnectorId).slice(-SILENCED_MAX)
}
