import { SHARE_ERROR_MESSAGES, ShareError } from './ShareError'
import { readShare, type WalletShare } from './walletShares'

/**
 * The visitor's recovery kit: the recovery share as a printable code, and the wallet's public
 * addresses so the visitor (and the recovery tools) can tell which wallet it opens. Saved as a
 * `.json` file or printed; the code alone is enough.
 *
 * @example
 * ```ts
 * const kit: RecoveryKit = createRecoveryKit(set.recovery, accounts, new Date())
 * ```
 */
export type RecoveryKit = {
  format: 'latch-recovery-kit'
  version: 1
  /** The recovery share, base32 in groups of four. */
  code: string
  /** The wallet the kit rebuilds. */
  wallet: { evm: string; solana: string }
  /** When the kit was made (ISO 8601); a later kit replaces it. */
  createdAt: string
}

/** Largest kit file read (a kit is about 300 bytes). */
export const RECOVERY_KIT_MAX_LENGTH = 4096

/**
 * Makes the recovery kit for a recovery share.
 *
 * @param code - The recovery share's text.
 * @param wallet - The wallet's public addresses.
 * @param now - When it is made.
 * @returns The kit (write it with `JSON.stringify(kit, null, 2)`).
 * @throws {ShareError} `SHARE_INVALID` when `code` is not a recovery share.
 * @example
 * ```ts
 * const file = JSON.stringify(createRecoveryKit(set.recovery, accounts, new Date()), null, 2)
 * ```
 */
export function createRecoveryKit(
  code: string,
  wallet: { evm: string; solana: string },
  now: Date,
): RecoveryKit {
  if (readShare(code).kind !== 'recovery')
    throw new ShareError(SHARE_ERROR_MESSAGES.invalid, { code: 'SHARE_INVALID' })
  return {
    format: 'latch-recovery-kit',
    version: 1,
    code,
    wallet: { evm: wallet.evm, solana: wallet.solana },
    createdAt: now.toISOString(),
  }
}

/**
 * Reads what a visitor gives back: a kit file's text or the bare code. Untrusted input: the length
 * is capped, the file's shape checked, and the share must be a recovery share.
 *
 * @param input - The file's text, or the code as typed.
 * @returns The recovery share, and the addresses the file names (when it is a file).
 * @throws {ShareError} `SHARE_INVALID` when it is neither.
 * @example
 * ```ts
 * const { share } = readRecoveryKit(await file.text())
 * ```
 */
export function readRecoveryKit(input: string): {
  share: WalletShare
  wallet?: { evm: string; solana: string }
} {
  const invalid = () => new ShareError(SHARE_ERROR_MESSAGES.invalid, { code: 'SHARE_INVALID' })
  if (typeof input !== 'string' || input.length > RECOVERY_KIT_MAX_LENGTH) throw invalid()
  const trimmed = input.trim()
  if (!trimmed.startsWith('{')) {
    const share = readShare(trimmed)
    if (share.kind !== 'recovery') throw invalid()
    return { share }
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(trimmed)
  } catch {
    throw invalid()
  }
  const kit = parsed as Partial<RecoveryKit> | null
  const wallet = kit?.wallet as Record<string, unknown> | undefined
  if (
    kit?.format !== 'latch-recovery-kit' ||
    kit.version !== 1 ||
    typeof kit.code !== 'string' ||
    typeof wallet?.evm !== 'string' ||
    typeof wallet.solana !== 'string' ||
    wallet.evm.length > 100 ||
    wallet.solana.length > 100
  )
    throw invalid()
  const share = readShare(kit.code)
  if (share.kind !== 'recovery') throw invalid()
  return { share, wallet: { evm: wallet.evm, solana: wallet.solana } }
}
