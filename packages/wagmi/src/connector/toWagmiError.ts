import { SwitchChainError, UserRejectedRequestError } from 'viem'

/**
 * Latch's user rejection (code 4001) as the error wagmi apps catch, viem's
 * `UserRejectedRequestError` (Latch's error as its cause); any other error as it is. Loaded with the
 * first rejection: the connector imports no viem code at load.
 *
 * @param error - What Latch threw.
 * @returns The error to throw to wagmi.
 * @example
 * ```ts
 * throw toWagmiError(error)
 * ```
 */
export function toWagmiError(error: unknown): unknown {
  if ((error as { code?: unknown } | null)?.code !== UserRejectedRequestError.code) return error
  return new UserRejectedRequestError(error as Error)
}

/**
 * viem's `SwitchChainError` (code 4902) for a switch wagmi cannot make, with its reason as cause.
 *
 * @param cause - Why the switch cannot be made.
 * @returns The error to throw to wagmi.
 * @example
 * ```ts
 * throw toSwitchChainError(WAGMI_ERRORS.chainNotConfigured(10))
 * ```
 */
export function toSwitchChainError(cause: Error): SwitchChainError {
  return new SwitchChainError(cause)
}
