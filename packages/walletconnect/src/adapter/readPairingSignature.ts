import { hexToBytes, isHexSignature, isSolanaSignature, UnknownWalletError } from '@latch/core/kit'
import type { PairingNamespace } from '../namespaces/defaultNamespaceMethods'

/** Longest Bitcoin message signature read (base64 characters): a BIP-322 proof fits. */
const BITCOIN_SIGNATURE_MAX_CHARS = 12_000

function isSignature(namespace: PairingNamespace, value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0) return false
  switch (namespace) {
    case 'eip155':
      return isHexSignature(value)
    case 'solana':
      // ed25519: base58 of exactly 64 bytes
      return isSolanaSignature(value)
    case 'stacks':
      // recoverable secp256k1: 65 bytes of hex
      return value.length <= 132 && hexToBytes(value)?.length === 65
    case 'bip122':
      return (
        value.length <= BITCOIN_SIGNATURE_MAX_CHARS &&
        value.length % 4 === 0 &&
        /^[A-Za-z0-9+/]+={0,2}$/.test(value)
      )
  }
}

/**
 * Reads the message signature a paired wallet answered for `namespace`: `0x` hex on eip155, base58
 * of 64 bytes on solana, hex of 65 bytes on stacks, base64 (BIP-137/BIP-322) on bip122, each within
 * its size cap. Anything else is a wallet error, never shown or verified.
 *
 * @param namespace - The pairing namespace.
 * @param value - The wallet's signature.
 * @returns The signature.
 * @throws {UnknownWalletError} when the answer is not a signature of the namespace.
 * @example
 * ```ts
 * readPairingSignature('eip155', '0x…') // '0x…'
 * ```
 */
export function readPairingSignature(namespace: PairingNamespace, value: unknown): string {
  if (!isSignature(namespace, value))
    throw new UnknownWalletError({
      details: `The paired wallet answered no ${namespace} message signature`,
    })
  return value
}
