import type { SiwxState } from './types'

/**
 * A fresh sign-in slice.
 *
 * @returns The initial {@link SiwxState}.
 * @example
 * ```ts
 * const siwx = proxy(createInitialSiwxState())
 * ```
 */
export function createInitialSiwxState(): SiwxState {
  return {
    signing: false,
    hasSession: false,
    lastSessionNetworkId: undefined,
    pendingNamespace: undefined,
    email: undefined,
  }
}
