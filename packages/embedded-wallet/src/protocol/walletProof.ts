/**
 * Shape of a wallet challenge as the auth service issues it: 32 random bytes in base64url.
 *
 * @example
 * ```ts
 * if (!WALLET_CHALLENGE_PATTERN.test(challenge)) throw invalidResponse()
 * ```
 */
export const WALLET_CHALLENGE_PATTERN = /^[\w-]{43}$/

/**
 * What a wallet proof's text names. Every value must be one line of printable text (the service
 * and the frame check theirs before building the text).
 *
 * @example
 * ```ts
 * const fields: WalletProofFields = { service: 'https://auth.example', userId: 'u-1', challenge, evm, solana }
 * ```
 */
export type WalletProofFields = {
  /** Origin (`scheme://host:port`) of the auth service the addresses are registered with. */
  service: string
  /** Id of the signed-in user the addresses are bound to. */
  userId: string
  /** The challenge from `POST /v1/wallet/challenge`. */
  challenge: string
  /** The EVM address, as registered. */
  evm: string
  /** The base58 Solana address, as registered. */
  solana: string
}

/**
 * The text the key frame signs with each of its keys (EIP-191 `personal_sign` for EVM, ed25519 over
 * its UTF-8 bytes for Solana) to prove it holds them, and the auth service verifies before binding
 * the addresses to the user. It names the service's origin, the user, both addresses and the
 * single-use challenge, so a proof is good for one binding, at one service, of one user, once; and
 * it reads as what it is, never as a transaction or a sign-in to a site.
 *
 * @param fields - Service origin, user id, challenge and addresses.
 * @returns The text to sign.
 * @example
 * ```ts
 * const message = walletProofMessage({ service: new URL(authUrl).origin, userId: user.id, challenge, ...accounts })
 * const evmSignature = await keys.evm.signMessage({ message })
 * ```
 */
export function walletProofMessage(fields: WalletProofFields): string {
  return [
    'Latch: link these wallet addresses to your account.',
    'This proves that this browser holds their keys. It sends nothing and costs nothing.',
    '',
    `Service: ${fields.service}`,
    `User: ${fields.userId}`,
    `EVM address: ${fields.evm}`,
    `Solana address: ${fields.solana}`,
    `Challenge: ${fields.challenge}`,
  ].join('\n')
}
