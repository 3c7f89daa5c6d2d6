import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'

/**
 * Encodes a text as the base58 `message` of `solana_signMessage`, for tests outside this package.
 *
 * @param text - The message text.
 * @returns Its UTF-8 bytes in base58.
 * @example
 * ```ts
 * await channel.call('solana_signMessage', { message: solanaMessageParam('Sign in') })
 * ```
 */
export function solanaMessageParam(text: string): string {
  return base58.encode(new TextEncoder().encode(text))
}

/**
 * Checks a `solana_signMessage` answer: the base58 ed25519 signature of `text` by the base58
 * `address`.
 *
 * @param text - The signed text.
 * @param signature - The base58 signature from the frame.
 * @param address - The account's base58 address.
 * @returns Whether the signature verifies.
 * @example
 * ```ts
 * expect(verifySolanaMessage('Sign in', signature, accounts.solana)).toBe(true)
 * ```
 */
export function verifySolanaMessage(text: string, signature: string, address: string): boolean {
  return ed25519.verify(base58.decode(signature), new TextEncoder().encode(text), base58.decode(address))
}
