import { isTxHash, readUntrustedField, UnknownWalletError } from '@latch/core/kit'

/**
 * The `safeTxHash` of the Safe's answer to `sendTransactions`: the id of the proposed Safe
 * transaction (its owners confirm and execute it later).
 *
 * @param answer - The parent page's answer (untrusted).
 * @returns The hash.
 * @throws {UnknownWalletError} when the answer carries no 32-byte hash.
 * @example
 * ```ts
 * readSafeTxHash(await client.call('sendTransactions', { txs }, SAFE_PROMPT_TIMEOUT_MS))
 * ```
 */
export function readSafeTxHash(answer: unknown): `0x${string}` {
  const safeTxHash = readUntrustedField(answer, 'safeTxHash')
  if (!isTxHash(safeTxHash))
    throw new UnknownWalletError({ details: 'The Safe answered a transaction with no safeTxHash' })
  return safeTxHash
}
