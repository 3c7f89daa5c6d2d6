import { generateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'

/**
 * Entropy of a new mnemonic in bits: 128 (12 words) or 256 (24 words).
 *
 * @example
 * ```ts
 * const strength: MnemonicStrength = 256
 * ```
 */
export type MnemonicStrength = 128 | 256

/**
 * Creates a fresh BIP-39 English mnemonic from the platform's secure random source.
 *
 * @param strength - Bits of entropy (default 128, twelve words).
 * @returns The space-separated mnemonic.
 * @example
 * ```ts
 * const mnemonic = createMnemonic(256) // 24 words
 * ```
 */
export function createMnemonic(strength: MnemonicStrength = 128): string {
  return generateMnemonic(wordlist, strength)
}
