import { walletProofMessage } from '@latch/embedded-wallet'
import { ed25519 } from '@noble/curves/ed25519.js'
import { verifyMessage } from 'viem'
import { apiErrors } from '../errors/apiErrors'
import type { WalletRegistration } from './readWalletRegistration'

/**
 * Checks that the key frame holds both keys it registers: the EVM signature must be the EIP-191
 * `personal_sign` of the proof text by `evm`, and the Solana signature the strict (RFC 8032)
 * ed25519 signature of the same text by `solana`, a key that is not of small order. The text names
 * this service's origin and the user, so a proof made for another service or user does not verify.
 * Anything else answers 400 WALLET_PROOF_INVALID.
 *
 * @param registration - The checked request body.
 * @param scope - This service's origin and the signed-in user's id.
 * @example
 * ```ts
 * await verifyWalletProof(registration, { service: new URL(context.publicUrl).origin, userId })
 * ```
 */
export async function verifyWalletProof(
  registration: WalletRegistration,
  scope: { service: string; userId: string },
): Promise<void> {
  const { evm, solana, challenge } = registration
  const message = walletProofMessage({ ...scope, challenge, evm, solana })
  const evmSigned = await verifyMessage({
    address: evm as `0x${string}`,
    message,
    signature: registration.evmSignature as `0x${string}`,
  }).catch(() => false)
  if (!evmSigned || !verifiesEd25519(registration, new TextEncoder().encode(message)))
    throw apiErrors.walletProofInvalid()
}

function verifiesEd25519(registration: WalletRegistration, message: Uint8Array): boolean {
  try {
    if (ed25519.Point.fromBytes(registration.solanaKey).isSmallOrder()) return false
    return ed25519.verify(registration.solanaSignatureBytes, message, registration.solanaKey, {
      zip215: false,
    })
  } catch {
    return false
  }
}
