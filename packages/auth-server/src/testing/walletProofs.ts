// Real keys and real signatures for the wallet-binding tests: what a key frame holds and sends.
// Not part of the package (src/**/testing/** is excluded).

import type { WalletRegisterRequest } from '@latch/embedded-wallet'
import { type WalletProofFields, walletProofMessage } from '@latch/embedded-wallet'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'

/**
 * A fresh EVM and Solana key pair, as a key frame would hold.
 *
 * @example
 * ```ts
 * const keys = createTestWalletKeys()
 * keys.evm.address // '0x…'
 * ```
 */
export type TestWalletKeys = {
  evm: PrivateKeyAccount
  solana: { address: string; sign(message: Uint8Array): Uint8Array }
}

/**
 * Creates random keys.
 *
 * @returns The keys.
 * @example
 * ```ts
 * const keys = createTestWalletKeys()
 * ```
 */
export function createTestWalletKeys(): TestWalletKeys {
  const evm = privateKeyToAccount(generatePrivateKey())
  const secret = ed25519.utils.randomSecretKey()
  const address = base58.encode(ed25519.getPublicKey(secret))
  return { evm, solana: { address, sign: (message) => ed25519.sign(message, secret) } }
}

/**
 * The body a key frame posts to /v1/wallet: the keys' addresses (or `claim`ed ones) and both keys'
 * signatures over the proof text of `fields` (which may be altered to forge a wrong proof).
 *
 * @param keys - The keys that sign.
 * @param fields - Service origin, user id, challenge; `evm`/`solana` default to the keys' addresses.
 * @param claim - Addresses to put in the body instead of the keys' (a proof "for another address").
 * @returns The request body.
 * @example
 * ```ts
 * const body = await signWalletProof(keys, { service: kit.url, userId, challenge })
 * ```
 */
export async function signWalletProof(
  keys: TestWalletKeys,
  fields: Omit<WalletProofFields, 'evm' | 'solana'> & Partial<Pick<WalletProofFields, 'evm' | 'solana'>>,
  claim: Partial<Pick<WalletRegisterRequest, 'evm' | 'solana'>> = {},
): Promise<WalletRegisterRequest> {
  const evm = fields.evm ?? keys.evm.address
  const solana = fields.solana ?? keys.solana.address
  const message = walletProofMessage({ ...fields, evm, solana })
  return {
    evm: claim.evm ?? evm,
    solana: claim.solana ?? solana,
    challenge: fields.challenge,
    evmSignature: await keys.evm.signMessage({ message }),
    solanaSignature: base58.encode(keys.solana.sign(new TextEncoder().encode(message))),
  }
}
