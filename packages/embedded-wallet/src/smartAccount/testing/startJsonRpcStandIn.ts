import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * What a stand-in answers to one call: a `result`, a JSON-RPC `error`, or a raw body (garbage).
 *
 * @example
 * ```ts
 * const answer: StandInAnswer = { raw: 'not json' }
 * ```
 */
export type StandInAnswer =
  | { result: unknown }
  | { error: { code: number; message: string } }
  | { raw: string }

/**
 * A JSON-RPC server on loopback for the smart-account unit tests: one path per role (`/node`,
 * `/bundler`, `/paymaster`), each method answered by `answers[role][method]`, every call recorded.
 * It plays the hostile and broken answers a real bundler or paymaster would not give.
 *
 * @param answers - Per role and method, the answer to give (a function of the params).
 * @returns The base URL, the calls seen and `stop()`.
 * @example
 * ```ts
 * const standIn = await startJsonRpcStandIn({ node: { eth_getCode: () => ({ result: '0x' }) } })
 * ```
 */
export async function startJsonRpcStandIn(
  answers: Record<string, Record<string, (params: unknown[]) => StandInAnswer>>,
) {
  const calls: { role: string; method: string; params: unknown[] }[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const role = (request.url ?? '/').slice(1)
      const { id, method, params } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        id: number
        method: string
        params: unknown[]
      }
      calls.push({ role, method, params })
      const answer = answers[role]?.[method]?.(params) ?? {
        error: { code: -32601, message: `${role} has no ${method}` },
      }
      response.setHeader('content-type', 'application/json')
      response.end('raw' in answer ? answer.raw : JSON.stringify({ jsonrpc: '2.0', id, ...answer }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
