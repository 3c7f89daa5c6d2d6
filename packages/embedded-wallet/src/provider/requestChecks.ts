import { FIRST_LOAD_MESSAGES, ValidationError } from '@latch/core/kit'
import type { FrameMethod, FrameMethods } from '../protocol/frame'
import { EMBEDDED_WALLET_MESSAGES } from './messages'

/**
 * How request handlers ask the key frame to sign: the frame channel's `call`.
 *
 * @example
 * ```ts
 * const sign: FrameSigner = (method, params) => channel.call(method, params)
 * ```
 */
export type FrameSigner = <M extends FrameMethod>(
  method: M,
  params: FrameMethods[M]['params'],
) => Promise<FrameMethods[M]['result']>

/**
 * Throws the typed error of a request whose params are malformed (before anything is signed).
 *
 * @param details - What is wrong, for logs.
 * @throws {ValidationError} "Invalid request parameters", code `INVALID_PARAMS`.
 * @example
 * ```ts
 * if (!isHex(message)) invalidParams('personal_sign needs the message as hex')
 * ```
 */
export function invalidParams(details: string): never {
  throw new ValidationError(FIRST_LOAD_MESSAGES.invalidRequestParams, { code: 'INVALID_PARAMS', details })
}

/**
 * Refuses a request that names a signer other than the embedded account (a `from`, an address or
 * a `pubkey` param); a request that names none (no string there) passes.
 *
 * @param claimed - The signer the request names, if any.
 * @param account - The embedded account.
 * @param same - Whether two addresses are the same (EVM ignores case, Solana does not).
 * @throws {ValidationError} "The transaction is not from the embedded account", code `WRONG_SENDER`.
 * @example
 * ```ts
 * assertSender(tx.from, address, (a, b) => a.toLowerCase() === b.toLowerCase())
 * ```
 */
export function assertSender(
  claimed: unknown,
  account: string,
  same: (a: string, b: string) => boolean = (a, b) => a === b,
): void {
  if (typeof claimed !== 'string' || same(claimed, account)) return
  throw new ValidationError(EMBEDDED_WALLET_MESSAGES.wrongSender, {
    code: 'WRONG_SENDER',
    details: `${String(claimed)} is not the embedded account ${account}`,
  })
}
