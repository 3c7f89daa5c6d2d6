import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { deriveEd25519Key } from './deriveEd25519Key'

/**
 * The SLIP-0010 path of the Solana account (the one Phantom and Solflare use for the first account).
 *
 * @example
 * ```ts
 * SOLANA_DERIVATION_PATH // "m/44'/501'/0'/0'"
 * ```
 */
export const SOLANA_DERIVATION_PATH = "m/44'/501'/0'/0'"

/**
 * An ed25519 Solana account whose private seed lives only in the closure of `sign`.
 *
 * @example
 * ```ts
 * const signature: Uint8Array = account.sign(messageBytes)
 * ```
 */
export type SolanaAccount = {
  /** The base58 public key. */
  address: string
  /** The 32-byte public key. */
  publicKey: Uint8Array
  /** Ed25519 signature (64 bytes) of `message`. */
  sign(message: Uint8Array): Uint8Array
}

/**
 * Derives the Solana account (SLIP-0010 ed25519 at {@link SOLANA_DERIVATION_PATH}) from a BIP-39
 * seed.
 *
 * @param seed - The BIP-39 seed.
 * @returns The account.
 * @example
 * ```ts
 * const account = deriveSolanaAccount(mnemonicToSeed(mnemonic))
 * account.address // 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk' for the "abandon … about" mnemonic
 * ```
 */
export function deriveSolanaAccount(seed: Uint8Array): SolanaAccount {
  const privateSeed = deriveEd25519Key(seed, SOLANA_DERIVATION_PATH)
  const publicKey = ed25519.getPublicKey(privateSeed)
  return {
    address: base58.encode(publicKey),
    publicKey: publicKey.slice(),
    sign: (message) => ed25519.sign(message, privateSeed),
  }
}
