import { isTxHash, UnknownWalletError } from '@latch/core/kit'

/**
 * Reads the transaction hash a paired wallet answered to `eth_sendTransaction`: `0x` + 64 hex.
 * Anything else is a wallet error: it never becomes an explorer link, an activity entry or a "Sent".
 *
 * @param value - The wallet's answer.
 * @returns The hash.
 * @throws {UnknownWalletError} when the answer is not a transaction hash.
 * @example
 * ```ts
 * readPairingTxHash(`0x${'ab'.repeat(32)}`)
 * ```
 */
export function readPairingTxHash(value: unknown): `0x${string}` {
  if (!isTxHash(value))
    throw new UnknownWalletError({
      details: 'eth_sendTransaction: the paired wallet answered no transaction hash (0x + 64 hex)',
    })
  return value
}
