import { UnknownWalletError } from '@latch/core/kit'

/** Bytes of an ed25519 signature, the only kind a Solana wallet signs with. */
const SIGNATURE_BYTES = 64

/**
 * Reads a signature a wallet answered (`solana:signMessage`, `solana:signAndSendTransaction`):
 * exactly 64 bytes in a `Uint8Array`. Anything else is a wallet error, before it is encoded, shown,
 * confirmed or linked to an explorer.
 *
 * @param value - The wallet's `signature` field.
 * @param method - The request, for the error.
 * @returns The signature bytes.
 * @throws {UnknownWalletError} when the answer is not a 64-byte signature.
 * @example
 * ```ts
 * const signature = readWalletSignature(out?.signature, 'solana_signMessage')
 * ```
 */
export function readWalletSignature(value: unknown, method: string): Uint8Array {
  if (!(value instanceof Uint8Array) || value.length !== SIGNATURE_BYTES)
    throw new UnknownWalletError({
      details: `${method}: the wallet answered no ${SIGNATURE_BYTES}-byte signature`,
    })
  return value
}
