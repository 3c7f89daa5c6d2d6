import { LatchError } from '@latch/core/kit'

/**
 * The messages of {@link ShareError}, defined once.
 *
 * @example
 * ```ts
 * SHARE_ERROR_MESSAGES.mismatch // 'These shares come from different wallets'
 * ```
 */
export const SHARE_ERROR_MESSAGES = {
  invalid: 'This is not a Latch wallet share, or it has a typo',
  mismatch: 'These shares come from different wallets',
  tampered: 'These shares do not rebuild the wallet: one of them was changed',
  sameKind: 'Two different shares are needed',
  invalidSecret: 'The wallet secret cannot be split',
  boxInvalid: 'The sealed share cannot be opened with this key',
  recoveryUnplaced: 'This split does not say where its recovery share lies',
} as const

/**
 * Codes of {@link ShareError}.
 *
 * - `SHARE_INVALID`: the text or bytes are not a share (wrong format, or a typo its checksum caught).
 * - `SHARE_MISMATCH`: the shares come from two different splits (another wallet, or an older split).
 * - `SHARE_TAMPERED`: the shares combine, but not into the secret they were made from.
 * - `SHARE_SAME_KIND`: two copies of the same share.
 * - `SECRET_INVALID`: the mnemonic to split is not a BIP-39 phrase.
 * - `BOX_INVALID`: a sealed share does not open (wrong key, or changed).
 * - `RECOVERY_UNPLACED`: the split's id does not name its recovery share's x (a split made before
 *   ids did), so the recovery share cannot be rebuilt from the two others.
 *
 * @example
 * ```ts
 * const code: ShareErrorCode = 'SHARE_MISMATCH'
 * ```
 */
export type ShareErrorCode =
  | 'SHARE_INVALID'
  | 'SHARE_MISMATCH'
  | 'SHARE_TAMPERED'
  | 'SHARE_SAME_KIND'
  | 'SECRET_INVALID'
  | 'BOX_INVALID'
  | 'RECOVERY_UNPLACED'

/**
 * A wallet share that cannot be read, combined or opened. Thrown before anything is stored.
 *
 * @example
 * ```ts
 * throw new ShareError(SHARE_ERROR_MESSAGES.mismatch, { code: 'SHARE_MISMATCH' })
 * ```
 */
export class ShareError extends LatchError {
  override name = 'ShareError'
  declare readonly code: ShareErrorCode
  constructor(message: string, extra: { code: ShareErrorCode; details?: string; cause?: unknown }) {
    super(message, extra)
  }
}
