import type { RecoveryKit } from '../shares/recoveryKit'

/**
 * What the key frame shows the visitor, in the frame page itself (the app page never sees it):
 * the frame handler calls these while a request needs the visitor, and the frame page implements
 * them with its own DOM, posting `FrameUi` (protocol/frame.ts) so the app page shows the iframe meanwhile.
 *
 * @example
 * ```ts
 * await prompts.showRecoveryKit(kit)
 * const input = await prompts.askRecoveryKit()
 * ```
 */
export type FramePrompts = {
  /**
   * Shows a new recovery kit (the code, a download of the kit file, a print button) and resolves
   * once the visitor confirmed they saved it.
   */
  showRecoveryKit(kit: RecoveryKit): Promise<void>
  /**
   * Asks for the recovery kit (the code typed, or the kit file chosen). Resolves with the text
   * given, or `undefined` when the visitor cancelled. `problem` shows why the last try failed.
   */
  askRecoveryKit(problem?: { message: string; attemptsLeft?: number }): Promise<string | undefined>
  /**
   * Warns, asks the visitor to confirm, then shows the wallet's secret; resolves when closed
   * (confirmed or not). The secret stays in the frame page.
   */
  revealSecret(secret: WalletSecret): Promise<void>
  /**
   * Asks the visitor to go on with a passkey (a "Continue with a passkey" button): WebAuthn needs a
   * click inside the frame. Resolves `true` on that click (the ceremony starts right then, within
   * the click's activation), `false` when the visitor cancelled.
   */
  askPasskey(mode: PasskeyMode): Promise<boolean>
}

/**
 * What a passkey prompt is for: creating the account's first passkey, signing in with one, or
 * adding one to a signed-in account.
 *
 * @example
 * ```ts
 * const mode: PasskeyMode = 'signIn'
 * ```
 */
export type PasskeyMode = 'signUp' | 'signIn' | 'add'

/**
 * The wallet's secret as an export shows it: the recovery phrase (imports into any BIP-39 wallet)
 * and each account's private key in its usual format.
 *
 * @example
 * ```ts
 * const secret: WalletSecret = { mnemonic, evmPrivateKey: '0x…', solanaSecretKey: '4Nd…' }
 * ```
 */
export type WalletSecret = {
  mnemonic: string
  /** The EVM account's private key, 0x-hex. */
  evmPrivateKey: `0x${string}`
  /** The Solana account's 64-byte secret key (seed and public key), base58, as Phantom imports it. */
  solanaSecretKey: string
}
