import type { CallsActions } from '@latch/core'
import { useLatchInstance } from './useLatchInstance'

/**
 * The connected EVM wallet's capabilities per hex chain id (EIP-5792 `wallet_getCapabilities`,
 * shape-checked by core): `latch.getCapabilities`.
 *
 * @returns `getCapabilities({ namespace? })`.
 * @example
 * ```tsx
 * const getCapabilities = useCapabilities()
 * const atomic = (await getCapabilities())['0x1']?.atomic
 * ```
 */
export function useCapabilities(): CallsActions['getCapabilities'] {
  const latch = useLatchInstance()
  return (parameters) => latch.getCapabilities(parameters)
}
