/**
 * What a passkey with PRF adds to opening a wallet: after a new split is stored, its recovery
 * share is sealed under the PRF output (and the box stored at the service); on a device without
 * its share, the share opened from the passkey's box is tried before the visitor is asked for the
 * kit. Both stay in the frame.
 *
 * @example
 * ```ts
 * const hooks: RecoveryHooks = { recoveryShare: async (setId) => openedShare }
 * ```
 */
export type RecoveryHooks = {
  /** Called once a new split is stored, with its recovery share's text and id. Failures are ignored: the kit still works. */
  sealRecovery?: (recoveryCode: string, setId: string) => Promise<void>
  /** The recovery share of split `setId` from elsewhere (a passkey's PRF box), or undefined. */
  recoveryShare?: (setId: string) => Promise<string | undefined>
}
