import { LatchError } from '@latch/core'

/**
 * The demo's own failures (what the demo's Stacks and Bitcoin buttons check before asking the
 * wallet): an app that extends Latch's errors gives its codes their own union, as Latch does.
 *
 * @example
 * ```ts
 * const code: DemoErrorCode = 'NO_UTXO'
 * ```
 */
export type DemoErrorCode =
  | 'NOT_CONNECTED'
  | 'NOT_SUPPORTED'
  | 'NO_PAYMENT_ADDRESS'
  | 'NOT_P2WPKH'
  | 'NO_UTXO'
  | 'INVALID_RESPONSE'

/**
 * A failure of a demo action, with a {@link DemoErrorCode}.
 *
 * @example
 * ```ts
 * throw new DemoError('No spendable output', 'NO_UTXO')
 * ```
 */
export class DemoError extends LatchError {
  override name = 'DemoError'
  declare readonly code: DemoErrorCode
  constructor(message: string, code: DemoErrorCode) {
    super(message, { code })
  }
}
