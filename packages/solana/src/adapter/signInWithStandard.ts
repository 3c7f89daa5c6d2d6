import {
  type CaipNetwork,
  normalizeWalletError,
  readUntrustedField,
  type SiwxSignInRequest,
  UnknownWalletError,
} from '@latch/core/kit'
import { solanaChainLabel } from '../siwx/solanaChainLabel'
import type { SolanaSignInInput, StandardWallet } from '../standard/types'
import { encodeBase58 } from '../utils/base58'
import { readWalletSignature } from '../utils/readWalletSignature'

/** Bytes of a signed sign-in message read at most (Latch's sign-in messages are far shorter). */
const MAX_MESSAGE_BYTES = 8192

/**
 * The `solana:signIn` input for a sign-in request: every field Latch will check, the Chain ID as
 * Sign-In-With-Solana writes it, no address (the wallet signs in with the account it connects).
 */
const inputOf = (request: SiwxSignInRequest, localnet: CaipNetwork | undefined): SolanaSignInInput => {
  const { chainId, scheme: _scheme, ...fields } = request
  return { ...fields, chainId: solanaChainLabel(chainId, localnet) }
}

/**
 * Connects and signs in with one prompt through a Wallet Standard wallet's `solana:signIn` feature:
 * the wallet connects an account and signs the Sign-In-With-Solana message of the request. The
 * answer is untrusted: the signed message must be UTF-8 text of at most 8 KiB and the signature 64
 * bytes; the account is returned unread (the caller checks it as a connect's).
 *
 * @param feature - The wallet's `solana:signIn` feature.
 * @param request - The sign-in request (every field but the account).
 * @param localnet - The app's local network (written `localnet`), if any.
 * @returns The account the wallet connected, the text it signed and the signature (base58).
 * @throws {UserRejectedRequestError} when the user refuses; {@link UnknownWalletError} on a malformed answer.
 * @example
 * ```ts
 * const { account, signedIn } = await signInWithStandard(wallet.features['solana:signIn'], request, undefined)
 * ```
 */
export async function signInWithStandard(
  feature: NonNullable<StandardWallet['features']['solana:signIn']>,
  request: SiwxSignInRequest,
  localnet: CaipNetwork | undefined,
): Promise<{ account: unknown; signedIn: { message: string; signature: string } }> {
  const answers: unknown = await feature
    .signIn(inputOf(request, localnet))
    .catch((error: unknown) => Promise.reject(normalizeWalletError(error, 'solana:signIn')))
  const out = Array.isArray(answers) ? answers[0] : undefined
  const signedMessage = readUntrustedField(out, 'signedMessage')
  let message: string | undefined
  if (signedMessage instanceof Uint8Array && signedMessage.length <= MAX_MESSAGE_BYTES) {
    try {
      message = new TextDecoder('utf-8', { fatal: true }).decode(signedMessage)
    } catch {}
  }
  if (message === undefined)
    throw new UnknownWalletError({ details: 'solana:signIn: the wallet answered no signed text message' })
  const signature = encodeBase58(readWalletSignature(readUntrustedField(out, 'signature'), 'solana:signIn'))
  return { account: readUntrustedField(out, 'account'), signedIn: { message, signature } }
}
