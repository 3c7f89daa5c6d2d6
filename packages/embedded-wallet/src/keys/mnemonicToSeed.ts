import { mnemonicToSeedSync, validateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { KEY_ERROR_MESSAGES, KeyError } from './KeyError'

/**
 * Checks a BIP-39 English mnemonic (words and checksum) and stretches it into its 64-byte seed
 * (no passphrase).
 *
 * @param mnemonic - The space-separated mnemonic.
 * @returns The seed.
 * @throws {KeyError} `INVALID_PARAMS` when the mnemonic is not valid English BIP-39.
 * @example
 * ```ts
 * const seed = mnemonicToSeed(createMnemonic())
 * seed.length // 64
 * ```
 */
export function mnemonicToSeed(mnemonic: string): Uint8Array {
  if (!validateMnemonic(mnemonic, wordlist)) {
    throw new KeyError(KEY_ERROR_MESSAGES.invalidMnemonic, { code: 'INVALID_PARAMS' })
  }
  return mnemonicToSeedSync(mnemonic)
}
