import { readJsonBody } from '../../http/readJsonBody'
import { SimulationError } from './SimulationError'

/** How long a simulation may take before the approval says it could not simulate (ms). */
export const SIMULATION_TIMEOUT_MS = 4000

/**
 * A JSON-RPC caller for one simulation: every call goes to the app's RPC URL, shares one deadline
 * (default 4 s), and reads answers capped at 5 MB. A call answers its `result`, or the node's
 * `error` code and message; no answer in time is a `TIMEOUT`, a dropped connection `RPC_ERROR`, a
 * body that is not JSON `INVALID_ANSWER` ({@link SimulationError}). Call `done()` at the end.
 *
 * @param options - The RPC URL, the time allowed and the fetch to use.
 * @returns `call(method, params)` and `done()`.
 * @example
 * ```ts
 * const rpc = simulationRpc({ rpcUrl })
 * try { await rpc.call('eth_simulateV1', [payload, 'latest']) } finally { rpc.done() }
 * ```
 */
export function simulationRpc(options: { rpcUrl: string; timeoutMs?: number; fetch?: typeof fetch }) {
  const timeoutMs = options.timeoutMs ?? SIMULATION_TIMEOUT_MS
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  const send = options.fetch ?? fetch
  const failed = (code: 'RPC_ERROR' | 'INVALID_ANSWER', what: string, cause: unknown) =>
    controller.signal.aborted
      ? new SimulationError('TIMEOUT', `over ${timeoutMs} ms`, cause)
      : new SimulationError(code, what, cause)
  const call = async (
    method: string,
    params: unknown[],
  ): Promise<{ result: unknown } | { error: number; message: string }> => {
    let response: Response
    try {
      response = await send(options.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        signal: controller.signal,
      })
    } catch (cause) {
      throw failed('RPC_ERROR', `${method}: no answer`, cause)
    }
    const body = await readJsonBody(response, method).catch((cause: unknown) => {
      throw failed('INVALID_ANSWER', method, cause)
    })
    const { result, error } = (typeof body === 'object' && body !== null ? body : {}) as {
      result?: unknown
      error?: { code?: unknown; message?: unknown }
    }
    if (error)
      return { error: typeof error.code === 'number' ? error.code : 0, message: String(error.message) }
    return { result }
  }
  return { call, done: () => clearTimeout(timer) }
}
