/**
 * What {@link computeMaxSendAmount} needs, all in base units.
 *
 * @example
 * ```ts
 * const input: MaxSendInput = { balance: 10n ** 18n, fee: 21_000n * 10n ** 9n, native: true }
 * ```
 */
export type MaxSendInput = {
  /** The token balance, in the token's base units. */
  balance: bigint
  /** The network fee in native base units; `undefined` when it could not be estimated. */
  fee: bigint | undefined
  /** Whether the token is the network's native currency (which also pays the fee). */
  native: boolean
}

/**
 * The most the account can send of a token: the whole balance of a token, and for the native
 * currency the balance minus the network fee it must still pay. Never negative: a balance that
 * cannot cover the fee gives 0. Bigint base units only, so nothing is rounded.
 *
 * @param input - See {@link MaxSendInput}.
 * @returns The maximum amount, in base units.
 * @example
 * ```ts
 * computeMaxSendAmount({ balance: 100n, fee: 30n, native: true }) // 70n
 * computeMaxSendAmount({ balance: 100n, fee: 30n, native: false }) // 100n
 * computeMaxSendAmount({ balance: 20n, fee: 30n, native: true }) // 0n
 * ```
 */
export function computeMaxSendAmount({ balance, fee, native }: MaxSendInput): bigint {
  if (balance <= 0n) return 0n
  if (!native || fee === undefined) return balance
  return balance > fee ? balance - fee : 0n
}
