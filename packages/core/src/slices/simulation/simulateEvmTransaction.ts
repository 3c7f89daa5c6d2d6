import { readSimulateV1 } from './readSimulateV1'
import { readStructLogs } from './readStructLogs'
import { SimulationError } from './SimulationError'
import { simulationRpc } from './simulationRpc'
import type { EffectLog } from './types'

/**
 * The part of the frozen transaction that is simulated: sender, receiver, value, call data and
 * gas limit, as given (the fee fields do not change what the call does).
 *
 * @example
 * ```ts
 * const call: SimulatedCall = { from: '0xf39F…', to: '0x5FbD…', value: '0x0', data: '0xa9059cbb…' }
 * ```
 */
export type SimulatedCall = { from: string; to: string; value?: string; data?: string; gas?: string }

/** Methods a node answers with "not supported" or "not found": then the next one is tried. */
const UNSUPPORTED = new Set([-32601, -32004])

/**
 * Simulates one transaction at the latest block through the app's own RPC node (the network's
 * `rpcUrl`; no other host is asked), and returns its event logs with native transfers as logs, or
 * its revert. It asks `eth_simulateV1` with `traceTransfers: true` first; a node without it (the
 * Hardhat 2.29/EDR dev chain answers -32004 "not supported", and has no `callTracer` either) is
 * asked `debug_traceCall` with its default struct-log tracer, whose LOG and CALL steps are read
 * into the same logs ({@link readStructLogs}). Both answers are capped at 5 MB.
 *
 * @param call - The frozen transaction's sender, receiver, value, data and gas.
 * @param options - The RPC URL, the time allowed (default 4 s) and the fetch to use.
 * @returns The method used and the logs, or the revert with its reason.
 * @throws {SimulationError} `TIMEOUT`, `RPC_ERROR` (the node refused both methods) or `INVALID_ANSWER`.
 * @example
 * ```ts
 * const result = await simulateEvmTransaction(tx, { rpcUrl: network.rpcUrls.default.http[0] })
 * if (result.status === 'ok') decodeEffectLogs(result.logs, tx.from, context)
 * ```
 */
export async function simulateEvmTransaction(
  call: SimulatedCall,
  options: { rpcUrl: string; timeoutMs?: number; fetch?: typeof fetch },
): Promise<
  { status: 'ok'; method: string; logs: EffectLog[] } | { status: 'reverted'; method: string; reason: string }
> {
  const rpc = simulationRpc(options)
  const tx = { from: call.from, to: call.to, ...pick(call) }
  try {
    const simulated = await rpc.call('eth_simulateV1', [
      { blockStateCalls: [{ calls: [tx] }], traceTransfers: true, validation: false },
      'latest',
    ])
    if ('result' in simulated) {
      const read = readSimulateV1(simulated.result)
      if (!read) throw new SimulationError('INVALID_ANSWER', 'eth_simulateV1')
      return { ...read, method: 'eth_simulateV1' }
    }
    if (!UNSUPPORTED.has(simulated.error))
      throw new SimulationError('RPC_ERROR', `eth_simulateV1: ${simulated.message}`)
    const traced = await rpc.call('debug_traceCall', [tx, 'latest', { disableStorage: true }])
    if (!('result' in traced)) throw new SimulationError('RPC_ERROR', `debug_traceCall: ${traced.message}`)
    const read = readStructLogs(traced.result, { from: call.from, to: call.to, value: hexValue(call.value) })
    if (!read) throw new SimulationError('INVALID_ANSWER', 'debug_traceCall')
    return { ...read, method: 'debug_traceCall' }
  } finally {
    rpc.done()
  }
}

const pick = (call: SimulatedCall) => ({
  ...(call.value === undefined ? {} : { value: call.value }),
  ...(call.data === undefined ? {} : { data: call.data }),
  ...(call.gas === undefined ? {} : { gas: call.gas }),
})
const hexValue = (value: string | undefined) =>
  value && /^0x[0-9a-fA-F]{1,64}$/.test(value) ? BigInt(value) : 0n
