import type { MnemonicStrength } from '../keys/createMnemonic'
import type { WalletKeys } from '../keys/deriveWalletKeys'
import type { FrameAuth } from './createFrameAuthClient'
import type { FramePrompts } from './FramePrompts'
import type { KeyVault } from './vault/createKeyVault'

/**
 * A connected user's wallet, held in the key frame handler's closure from `connect` to
 * `disconnect`: the session token, the keys, the recovery phrase (for a new split or an export) and
 * the split this device's share belongs to.
 *
 * @example
 * ```ts
 * const session: WalletSession = await openWallet(deps, token)
 * session.keys.accounts.evm
 * ```
 */
export type WalletSession = {
  userId: string
  token: string
  keys: WalletKeys
  mnemonic: string
  /** The split whose device share the vault holds (and the auth service's current one). */
  setId: string
}

/**
 * What the wallet steps of the key frame use: the auth service, the vault, the visitor's prompts
 * (absent where the frame has no page to show them) and a new mnemonic's entropy.
 *
 * @example
 * ```ts
 * const deps: WalletDeps = { auth, vault, prompts: undefined }
 * ```
 */
export type WalletDeps = {
  auth: FrameAuth
  vault: KeyVault
  prompts: FramePrompts | undefined
  mnemonicStrength?: MnemonicStrength
}
