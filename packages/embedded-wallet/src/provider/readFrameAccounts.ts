import { isEvmAddressShape } from '@latch/core/kit'
import type { FrameAccounts } from '../protocol/frame'
import { SOLANA_ADDRESS_SHAPE } from './solanaAddressShape'

/**
 * Reads the key frame's `connect` answer as untrusted input: an object with one EVM address and one
 * Solana address of their shapes (core's `isEvmAddressShape` and {@link SOLANA_ADDRESS_SHAPE});
 * nothing else is read, and what is returned is a fresh object. Loaded with the first sign-in, not in the app page's first load; the caller turns
 * `undefined` into the channel's error for a malformed frame answer.
 *
 * @param answer - What the frame answered.
 * @returns The user's accounts, or `undefined` when the answer is not that shape.
 * @example
 * ```ts
 * const accounts = readFrameAccounts(await frame.call('connect', { token }))
 * if (!accounts) throw frameError('connect')
 * ```
 */
export function readFrameAccounts(answer: unknown): FrameAccounts | undefined {
  const { evm, solana } = Object(answer) as Record<string, unknown>
  // read once as text: what is checked is what is kept (a list or an object never has the shape)
  const accounts = { evm: String(evm) as FrameAccounts['evm'], solana: String(solana) }
  if (isEvmAddressShape(accounts.evm) && SOLANA_ADDRESS_SHAPE.test(accounts.solana)) return accounts
  return undefined
}
