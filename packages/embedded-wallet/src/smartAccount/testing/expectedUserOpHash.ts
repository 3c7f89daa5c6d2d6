import type { Address, Hex } from 'viem'
import {
  entryPoint08Address,
  formatUserOperation,
  getUserOperationHash,
  type RpcUserOperation,
} from 'viem/account-abstraction'

/**
 * The v0.8 userOpHash of an operation in its JSON-RPC form, as the EntryPoint computes it (viem's
 * own computation, the tests' reference for what the frame and the engine hash): a delegating
 * operation's `0x7702` factory is hashed with the contract it delegates to.
 *
 * @param op - The operation as sent to the bundler or the frame (hex quantities).
 * @param delegate - The contract the operation's EIP-7702 authorisation delegates to, if any.
 * @returns The hash.
 * @example
 * ```ts
 * expect(hash).toBe(expectedUserOpHash(sent, sent.eip7702Auth?.address))
 * ```
 */
export function expectedUserOpHash(op: Partial<RpcUserOperation<'0.8'>>, delegate?: Address): Hex {
  const { eip7702Auth: _auth, ...rest } = op as RpcUserOperation<'0.8'>
  return getUserOperationHash({
    chainId: 31337,
    entryPointAddress: entryPoint08Address,
    entryPointVersion: '0.8',
    userOperation: {
      ...formatUserOperation({ ...rest, signature: rest.signature ?? '0x' } as RpcUserOperation<'0.8'>),
      ...(delegate
        ? { authorization: { address: delegate, chainId: 0, nonce: 0, r: '0x0', s: '0x0', yParity: 0 } }
        : {}),
    },
  })
}
