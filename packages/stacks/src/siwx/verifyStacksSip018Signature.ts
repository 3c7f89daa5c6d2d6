import { type SiwxMessageData, ValidationError } from '@latch/core/kit'
import { hashSip018Message } from './hashSip018Message'
import { encodeSip018Domain, encodeSip018SignIn } from './sip018SignIn'
import { verifyStacksHashSignature } from './verifyStacksHashSignature'

/**
 * Verifies a SIP-018 sign-in signature (`stx_signStructuredMessage`, 65-byte RSV hex): the hash of
 * the domain tuple `{ name: domain, version, chain-id }` and the sign-in tuple written from `data`,
 * signed by the key whose address (version byte of the network) is `data.accountAddress`.
 *
 * @param params - Sign-in data (the signed tuple is rebuilt from it) and signature.
 * @returns True when the account signed exactly this data.
 * @example
 * ```ts
 * await verifyStacksSip018Signature({ data, signature }) // true
 * ```
 */
export async function verifyStacksSip018Signature(params: {
  data: SiwxMessageData
  signature: string
}): Promise<boolean> {
  try {
    const hash = hashSip018Message(encodeSip018Domain(params.data), encodeSip018SignIn(params.data))
    return await verifyStacksHashSignature({
      address: params.data.accountAddress,
      hash,
      signature: params.signature,
    })
  } catch (error) {
    if (error instanceof ValidationError) return false
    throw error
  }
}
