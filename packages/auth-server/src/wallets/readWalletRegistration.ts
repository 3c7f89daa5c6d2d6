import type { WalletRegisterRequest } from '@latch/embedded-wallet'
import { WALLET_CHALLENGE_PATTERN } from '@latch/embedded-wallet'
import { base58 } from '@scure/base'
import { isAddress } from 'viem'
import { apiErrors } from '../errors/apiErrors'
import { requireString } from '../http/bodyFields'

const EVM_SIGNATURE = /^0x[0-9a-fA-F]{130}$/
/** Longest base58 text of 64 bytes. */
const MAX_SOLANA_SIGNATURE_CHARS = 88

/**
 * A checked POST /v1/wallet body, with the Solana key and signature decoded.
 *
 * @example
 * ```ts
 * const registration: WalletRegistration = readWalletRegistration(body)
 * ```
 */
export type WalletRegistration = WalletRegisterRequest & {
  solanaKey: Uint8Array
  solanaSignatureBytes: Uint8Array
}

/**
 * The body of POST /v1/wallet, checked before anything is used up or stored: the EVM address
 * (0x + 20 bytes; mixed case must be a valid EIP-55 checksum) and the Solana address (canonical
 * base58 of 32 bytes) answer 400 INVALID_REQUEST when malformed; a missing or malformed challenge
 * or signature answers 400 WALLET_PROOF_INVALID.
 *
 * @param body - The parsed body.
 * @returns The registration, with the decoded Solana key and signature.
 * @example
 * ```ts
 * const registration = readWalletRegistration(body)
 * ```
 */
export function readWalletRegistration(body: Record<string, unknown>): WalletRegistration {
  const evm = requireString(body, 'evm', 42)
  if (!isAddress(evm, { strict: true })) throw apiErrors.badEvmAddress()
  const solana = requireString(body, 'solana', 44)
  const solanaKey = decodeBase58(solana, 32)
  if (solanaKey === undefined) throw apiErrors.badSolanaKey()
  const { challenge, evmSignature, solanaSignature } = body
  if (typeof challenge !== 'string' || !WALLET_CHALLENGE_PATTERN.test(challenge))
    throw apiErrors.walletProofMissing('challenge')
  if (typeof evmSignature !== 'string' || !EVM_SIGNATURE.test(evmSignature))
    throw apiErrors.walletProofMissing('evmSignature')
  const solanaSignatureBytes =
    typeof solanaSignature === 'string' && solanaSignature.length <= MAX_SOLANA_SIGNATURE_CHARS
      ? decodeBase58(solanaSignature, 64)
      : undefined
  if (typeof solanaSignature !== 'string' || solanaSignatureBytes === undefined)
    throw apiErrors.walletProofMissing('solanaSignature')
  return { evm, solana, challenge, evmSignature, solanaSignature, solanaKey, solanaSignatureBytes }
}

/** The bytes of canonical base58 `text` when there are exactly `length` of them. */
function decodeBase58(text: string, length: number): Uint8Array | undefined {
  try {
    const bytes = base58.decode(text)
    return bytes.length === length && base58.encode(bytes) === text ? bytes : undefined
  } catch {
    return undefined
  }
}
