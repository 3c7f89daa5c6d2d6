import type { FrameAccounts } from '../protocol/frame'
import { ADDRESS_SHAPES } from './addressShapes'

/**
 * Reads the key frame's `connect` answer as untrusted input: an object with one EVM address and one
 * Solana address of their {@link ADDRESS_SHAPES}; nothing else is read, and what is returned is a
 * fresh object. Loaded with the first sign-in, not in the app page's first load; the caller turns
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
  if (ADDRESS_SHAPES.evm.test(accounts.evm) && ADDRESS_SHAPES.solana.test(accounts.solana)) return accounts
  return undefined
}
