import { encodeFunctionData, type Hex, parseAbi } from 'viem'
import type { SmartAccountCall } from './readSmartAccountCalls'

/** Simple7702Account's (BaseAccount's) two ways in: one call, or a batch of `Call` structs. */
const ACCOUNT_ABI = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
])

/**
 * The user operation's `callData` for checked calls: `execute` for one, `executeBatch` for more
 * (atomic: a failing call reverts them all).
 *
 * @param calls - The checked calls.
 * @returns The calldata for the account.
 * @example
 * ```ts
 * const callData = encodeAccountCalls(batch.calls)
 * ```
 */
export function encodeAccountCalls(calls: readonly SmartAccountCall[]): Hex {
  const [only] = calls
  if (calls.length === 1 && only)
    return encodeFunctionData({
      abi: ACCOUNT_ABI,
      functionName: 'execute',
      args: [only.to, only.value, only.data],
    })
  return encodeFunctionData({
    abi: ACCOUNT_ABI,
    functionName: 'executeBatch',
    args: [calls.map((call) => ({ target: call.to, value: call.value, data: call.data }))],
  })
}
