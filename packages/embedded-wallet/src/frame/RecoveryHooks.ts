/**
 * What a passkey with PRF adds to opening a wallet: the recovery share of the split in use is
 * sealed under the PRF output (and the box stored at the service) after a new split is stored, or
 * when the passkey's box is missing or stale; on a device without its share, the share opened
 * from the passkey's box is tried before the visitor is asked for the kit. All of it stays in the
 * frame.
 *
 * @example
 * ```ts
 * const hooks: RecoveryHooks = { recoveryShare: async (setId) => openedShare }
 * ```
 */
export type RecoveryHooks = {
  /** Seals a recovery share (its text and split id) and stores the box. Failures are ignored by callers: the kit still works. */
  sealRecovery?: (recoveryCode: string, setId: string) => Promise<void>
  /** Whether the passkey has no box for split `setId` (none, or a stale one), so it should be sealed again. */
  boxMissing?: (setId: string) => boolean
  /** The recovery share of split `setId` from elsewhere (a passkey's PRF box), or undefined. */
  recoveryShare?: (setId: string) => Promise<string | undefined>
}
