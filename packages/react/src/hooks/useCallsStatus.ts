import type { CallsStatus } from '@latch/core'
import { useLatchInstance } from './useLatchInstance'

/**
 * A batch's status (EIP-5792): `latch.getCallsStatus` to read it, and `latch.showCallsStatus` to
 * ask the wallet to show it.
 *
 * @returns `{ getCallsStatus(id), showCallsStatus(id) }`.
 * @example
 * ```tsx
 * const { getCallsStatus } = useCallsStatus()
 * const status = await getCallsStatus(id) // { status: 200, receipts: [...] , ... }
 * ```
 */
export function useCallsStatus(): {
  getCallsStatus: (id: string) => Promise<CallsStatus>
  showCallsStatus: (id: string) => Promise<void>
} {
  const latch = useLatchInstance()
  return {
    getCallsStatus: (id) => latch.getCallsStatus(id),
    showCallsStatus: (id) => latch.showCallsStatus(id),
  }
}
