import { MethodNotSupportedError, readUntrustedField, type SiwxSignInRequest } from '@latch/core/kit'
import { requestWallet } from '../provider/requestWallet'
import type { Eip1193Provider } from '../provider/types'
import { parseEvmChainId, toHexChainId } from '../utils/chainIds'

/** ERC-5792's code for a capability the wallet does not support (here: `signInWithEthereum`). */
const UNSUPPORTED_CAPABILITY = 5700

/**
 * What a wallet answered to `wallet_connect`: its account list (untrusted, read by the caller) and,
 * when it signed in the same prompt, the text it signed and the signature (both strings).
 *
 * @example
 * ```ts
 * const answer: SignInConnectAnswer = { addresses: ['0xf39F...'], signedIn: { message, signature } }
 * ```
 */
export type SignInConnectAnswer = {
  addresses: unknown[]
  signedIn?: { message: string; signature: string }
}

/** The EIP-4361 fields of the request, as ERC-7846's `signInWithEthereum` capability names them. */
const capabilityOf = (request: SiwxSignInRequest) => {
  const { chainId, ...fields } = request
  return { ...fields, chainId: toHexChainId(parseEvmChainId(chainId.slice(chainId.indexOf(':') + 1))) }
}

/**
 * Asks an EIP-1193 wallet to connect and sign in with one prompt: ERC-7846 `wallet_connect` with
 * the `signInWithEthereum` capability carrying every field of the sign-in request (nonce, chain id in
 * hex, domain, URI, version, issued-at, statement, expiry...). A wallet that does not know the method
 * (-32601, 4200, -32004) or the capability (5700) showed no prompt: the answer is `undefined`, and
 * the caller connects as it always did. The account list is returned unread; `signedIn` only when
 * the first account's capability answer holds a message and a signature as strings.
 *
 * @param provider - The wallet.
 * @param request - The sign-in request (every field but the account).
 * @returns The answer, or `undefined` when the wallet cannot do it.
 * @throws {UserRejectedRequestError} when the user refuses the prompt (4001), or the wallet's other error.
 * @example
 * ```ts
 * const answer = await requestSignInConnect(provider, request)
 * if (!answer) return connect() // eth_requestAccounts, then the sign view
 * ```
 */
export async function requestSignInConnect(
  provider: Eip1193Provider,
  request: SiwxSignInRequest,
): Promise<SignInConnectAnswer | undefined> {
  let answer: unknown
  try {
    answer = await requestWallet(provider, 'wallet_connect', [
      { version: '1', capabilities: { signInWithEthereum: capabilityOf(request) } },
    ])
  } catch (error) {
    const walletCode = (error as { meta?: { walletCode?: unknown } }).meta?.walletCode
    if (error instanceof MethodNotSupportedError || walletCode === UNSUPPORTED_CAPABILITY) return undefined
    throw error
  }
  const accounts = readUntrustedField(answer, 'accounts')
  const list: unknown[] = Array.isArray(accounts) ? accounts.slice(0, 100) : []
  const capability = readUntrustedField(readUntrustedField(list[0], 'capabilities'), 'signInWithEthereum')
  const message = readUntrustedField(capability, 'message')
  const signature = readUntrustedField(capability, 'signature')
  return {
    addresses: list.map((account) => readUntrustedField(account, 'address')),
    ...(typeof message === 'string' && typeof signature === 'string'
      ? { signedIn: { message, signature } }
      : {}),
  }
}
