import { base58 } from '@scure/base'
import type { Hex } from 'viem'
import type { WalletKeys } from '../../keys/deriveWalletKeys'
import { RecoverError } from './RecoverError'
import { RECOVER_ERROR_MESSAGES } from './recoverErrorMessages'

/** Longest message signed offline (characters). */
export const RECOVERED_MESSAGE_MAX_LENGTH = 10_000

/**
 * A text message signed by both accounts of a recovered wallet.
 *
 * @example
 * ```ts
 * const { evm, solana } = await signRecoveredMessage(keys, 'hello')
 * ```
 */
export type RecoveredMessageSignatures = {
  /** EIP-191 (`personal_sign`) signature of the text's UTF-8 bytes, hex. */
  evm: Hex
  /** Ed25519 signature of the text's UTF-8 bytes, base58 (as Solana wallets answer). */
  solana: string
}

/**
 * Signs a text message with both accounts of a recovered wallet, offline: EIP-191 with the EVM
 * account, ed25519 with the Solana account.
 *
 * @param keys - The recovered wallet's keys.
 * @param message - The text to sign.
 * @returns Both signatures.
 * @throws {RecoverError} `MESSAGE_TOO_LONG` over {@link RECOVERED_MESSAGE_MAX_LENGTH} characters.
 * @example
 * ```ts
 * const signatures = await signRecoveredMessage(keys, 'I still hold this wallet')
 * await verifyMessage({ address: keys.accounts.evm, message: 'I still hold this wallet', signature: signatures.evm }) // true
 * ```
 */
export async function signRecoveredMessage(
  keys: WalletKeys,
  message: string,
): Promise<RecoveredMessageSignatures> {
  if (message.length > RECOVERED_MESSAGE_MAX_LENGTH)
    throw new RecoverError(RECOVER_ERROR_MESSAGES.MESSAGE_TOO_LONG, { code: 'MESSAGE_TOO_LONG' })
  const evm = await keys.evm.signMessage({ message })
  const solana = base58.encode(keys.solana.sign(new TextEncoder().encode(message)))
  return { evm, solana }
}
