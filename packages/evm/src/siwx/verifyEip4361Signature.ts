import type { SiwxMessageData } from '@latch/core/kit'
import type { Eip4361VerifierOptions } from './createEip4361Verifier'

/**
 * Verifies the signature of an EIP-4361 message: an EOA's EIP-191 signature with viem, locally (no
 * request), or, when it does not recover to the account, a smart account's through ERC-1271
 * (ERC-6492 when undeployed) on the message's chain over the app's RPC. With no app network for
 * that chain, only EOA signatures verify. Loaded with the first sign-in
 * verification (viem stays out of the initial bundle).
 *
 * @param params - The exact message, the signature (hex) and what the message says.
 * @param options - Network lookup and clients.
 * @returns True when the message's account signed it.
 * @example
 * ```ts
 * await verifyEip4361Signature({ message, signature, data }, { getNetwork, clients })
 * ```
 */
export async function verifyEip4361Signature(
  params: { message: string; signature: string; data: SiwxMessageData },
  options: Eip4361VerifierOptions,
): Promise<boolean> {
  if (!/^0x[0-9a-fA-F]+$/.test(params.signature)) return false
  const address = params.data.accountAddress as `0x${string}`
  const signature = params.signature as `0x${string}`
  // An EOA's signature recovers here, with no request: most sign-ins never touch the network.
  const { verifyMessage } = await import('viem')
  const signedByKey = await verifyMessage({ address, message: params.message, signature }).catch(() => false)
  if (signedByKey) return true
  const network = options.getNetwork(params.data.chainId)
  if (!network) return false
  const client = await options.clients.get(network)
  return client.verifyMessage({ address, message: params.message, signature })
}
