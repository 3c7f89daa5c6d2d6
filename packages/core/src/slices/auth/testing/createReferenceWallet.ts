import { createPrivateKey, generateKeyPairSync, sign } from 'node:crypto'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { toBase58 } from '../../../shared/encoding/base58'

const SPKI_ED25519_PREFIX = 12

/**
 * The embedded wallet of one reference user: a fresh secp256k1 EVM account (viem) and a fresh
 * ed25519 Solana key pair (node:crypto), so that what it signs verifies.
 *
 * @returns The EVM account, the Solana address and public key, and a Solana signer.
 * @example
 * ```ts
 * const wallet = createReferenceWallet()
 * const signature = wallet.signSolana(new TextEncoder().encode('hello'))
 * ```
 */
export function createReferenceWallet() {
  const evm = privateKeyToAccount(generatePrivateKey())
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const rawPublic = new Uint8Array(
    publicKey.export({ format: 'der', type: 'spki' }).subarray(SPKI_ED25519_PREFIX),
  )
  const pkcs8 = privateKey.export({ format: 'der', type: 'pkcs8' })
  return {
    evm,
    solanaAddress: toBase58(rawPublic),
    solanaPublicKey: rawPublic,
    signSolana: (bytes: Uint8Array) =>
      new Uint8Array(sign(null, bytes, createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' }))),
  }
}

/**
 * A reference user's wallet (see createReferenceWallet).
 *
 * @example
 * ```ts
 * const wallet: ReferenceWallet = createReferenceWallet()
 * ```
 */
export type ReferenceWallet = ReturnType<typeof createReferenceWallet>
