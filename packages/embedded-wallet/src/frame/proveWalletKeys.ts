import { base58 } from '@scure/base'
import type { WalletKeys } from '../keys/deriveWalletKeys'
import type { WalletRegisterRequest } from '../protocol/api'
import { walletProofMessage } from '../protocol/walletProof'

/**
 * The registration the key frame sends for its keys: the addresses, and the proof that it holds
 * both keys, i.e. the EIP-191 `personal_sign` by the EVM key and the ed25519 signature by the
 * Solana key of the same text, built here (never taken from the service) from the service's
 * origin, the user id, both addresses and the service's challenge.
 *
 * @param keys - The user's keys.
 * @param scope - The auth service's origin, the user's id and the challenge it issued.
 * @returns The body of POST /v1/wallet.
 * @example
 * ```ts
 * const challenge = await auth.getWalletChallenge(token)
 * await auth.registerWallet(token, await proveWalletKeys(keys, { service: auth.service, userId: user.id, challenge }))
 * ```
 */
export async function proveWalletKeys(
  keys: WalletKeys,
  scope: { service: string; userId: string; challenge: string },
): Promise<WalletRegisterRequest> {
  const { evm, solana } = keys.accounts
  const message = walletProofMessage({ ...scope, evm, solana })
  return {
    evm,
    solana,
    challenge: scope.challenge,
    evmSignature: await keys.evm.signMessage({ message }),
    solanaSignature: base58.encode(keys.solana.sign(new TextEncoder().encode(message))),
  }
}
