import type { SendCallsParameters, SendCallsReturnType } from '@latch/core'
import { useLatchInstance } from './useLatchInstance'

/**
 * Sends a batch of calls (EIP-5792) through the connected EVM wallet: `latch.sendCalls`.
 *
 * @returns `sendCalls({ calls, capabilities?, namespace?, fallback? })`, resolving with the batch id.
 * @example
 * ```tsx
 * const sendCalls = useSendCalls()
 * return <button type="button" onClick={() => sendCalls({ calls: [{ to, value: 1n }] })}>Send</button>
 * ```
 */
export function useSendCalls(): (parameters: SendCallsParameters) => Promise<SendCallsReturnType> {
  const latch = useLatchInstance()
  return (parameters) => latch.sendCalls(parameters)
}
