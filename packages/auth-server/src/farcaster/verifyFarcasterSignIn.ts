import type { AppClient } from '@farcaster/auth-client'
import { readContract } from 'viem/actions'
import { apiErrors } from '../errors/apiErrors'
import type { FarcasterLogin } from './farcasterLogins'

/** Farcaster's IdRegistry on Optimism, where `@farcaster/auth-client`'s `viemConnector` reads too. */
const ID_REGISTRY = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
const CUSTODY_OF = [
  {
    type: 'function',
    name: 'custodyOf',
    stateMutability: 'view',
    inputs: [{ name: 'fid', type: 'uint256' }],
    outputs: [{ name: 'custody', type: 'address' }],
  },
] as const
const ZERO_ADDRESS = /^0x0{40}$/
/** How `verifySignInMessage` says that the signer is not the fid's custody address. */
const NOT_OWNER = /^Invalid resource: signer /

/**
 * Verifies a signed Sign In With Farcaster message with `@farcaster/auth-client`'s
 * `verifySignInMessage`: the SIWE shape (statement, Optimism chain id, one fid resource), the
 * sign-in's own domain and nonce, the signature, and that the signer is the custody address the ID
 * registry holds for the message's fid (read through the service's Optimism RPC). Addresses
 * authorised through the key registry are not accepted: custody only.
 *
 * @param client - The app client (relay and Optimism RPC).
 * @param login - The sign-in (its nonce and domain).
 * @param signed - The message and signature the relay answered.
 * @returns The verified fid.
 * @throws AuthServiceError `FARCASTER_INVALID` (domain, nonce, signature, shape),
 *   `FARCASTER_NOT_CUSTODY`, `FARCASTER_NO_FID` (no such fid), or `FARCASTER_UNAVAILABLE` (RPC).
 * @example
 * ```ts
 * const { fid } = await verifyFarcasterSignIn(client, login, { message, signature })
 * ```
 */
export async function verifyFarcasterSignIn(
  client: AppClient,
  login: FarcasterLogin,
  signed: { message: string; signature: `0x${string}` },
): Promise<{ fid: number }> {
  const result = await client.verifySignInMessage({
    nonce: login.nonce,
    domain: login.domain,
    message: signed.message,
    signature: signed.signature,
    acceptAuthAddress: false,
  })
  if (!result.isError) {
    if (!result.success || !Number.isSafeInteger(result.fid) || result.fid <= 0)
      throw apiErrors.farcasterInvalid()
    return { fid: result.fid }
  }
  const error = result.error
  if (error?.errCode === 'unavailable') throw apiErrors.farcasterUnavailable()
  if (error?.errCode !== 'unauthorized' || !NOT_OWNER.test(error.message)) throw apiErrors.farcasterInvalid()
  // the signature is good but its signer does not own the fid: is there such an fid at all?
  const fid = /farcaster:\/\/fid\/([1-9]\d{0,18})/.exec(signed.message)?.[1]
  const custody = await readContract(client.ethereum.publicClient, {
    address: ID_REGISTRY,
    abi: CUSTODY_OF,
    functionName: 'custodyOf',
    args: [BigInt(fid ?? 0)],
  }).catch(() => {
    throw apiErrors.farcasterUnavailable()
  })
  throw ZERO_ADDRESS.test(custody) ? apiErrors.farcasterNoFid() : apiErrors.farcasterNotCustody()
}
