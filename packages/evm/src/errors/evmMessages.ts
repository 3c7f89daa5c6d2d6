import { describeUntrusted } from '@latch/core/kit'

/**
 * The messages of the errors the EVM adapter throws with a message of its own, defined once. The
 * Safe's (`SAFE_MESSAGES`) and the transfers' (`EVM_SEND_MESSAGES`) load with their code. Values
 * from outside Latch are cut with `describeUntrusted`.
 *
 * @example
 * ```ts
 * EVM_MESSAGES.invalidChainId('abc') // 'Invalid EVM chain id "abc"'
 * ```
 */
export const EVM_MESSAGES = Object.freeze({
  /** Code `INVALID_CHAIN_ID`: not a positive safe integer, decimal or hex. */
  invalidChainId: (value: unknown) => `Invalid EVM chain id "${describeUntrusted(value, 100)}"`,
  /** Code `NO_RPC_URL`: worded as core's and the other adapters' message for the same code. */
  noRpcUrl: (caipNetworkId: string) => `Network ${caipNetworkId} has no RPC URL`,
  /** Code `INVALID_SIWE_FIELD`: one field of an EIP-4361 message breaks the grammar. */
  invalidSiweField: (field: string) => `Invalid sign-in message ${field}`,
})
