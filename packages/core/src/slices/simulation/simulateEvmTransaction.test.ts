import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { SimulationError } from './SimulationError'
import { simulateEvmTransaction } from './simulateEvmTransaction'

const servers: Server[] = []
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections()
    s.close()
  }
})

/** A loopback JSON-RPC node answering each method as `answer` says (or never, for `hang`). */
async function node(answer: (method: string) => unknown | 'hang'): Promise<{ url: string; asked: string[] }> {
  const asked: string[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      asked.push(method)
      const reply = answer(method)
      if (reply === 'hang') return
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ jsonrpc: '2.0', id, ...(reply as object) }))
    })
  })
  servers.push(server)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked }
}

const tx = {
  from: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
  value: '0x5',
}

describe('simulateEvmTransaction', () => {
  it('uses eth_simulateV1 where the node has it, reading its logs', async () => {
    const log = { address: '0x5fbdb2315678afecb367f032d93f642f64180aa3', topics: ['0x01'], data: '0x' }
    const { url, asked } = await node(() => ({
      result: [{ calls: [{ status: '0x1', returnData: '0x', logs: [log] }] }],
    }))
    await expect(simulateEvmTransaction(tx, { rpcUrl: url })).resolves.toEqual({
      status: 'ok',
      method: 'eth_simulateV1',
      logs: [log],
    })
    expect(asked).toEqual(['eth_simulateV1'])
  })

  it('falls back to debug_traceCall when the node says eth_simulateV1 is not supported (as Hardhat does)', async () => {
    const { url, asked } = await node((method) =>
      method === 'eth_simulateV1'
        ? { error: { code: -32004, message: 'Method eth_simulateV1 is not supported' } }
        : { result: { failed: false, gas: 21000, returnValue: '', structLogs: [] } },
    )
    const result = await simulateEvmTransaction(tx, { rpcUrl: url })
    expect(result).toMatchObject({ status: 'ok', method: 'debug_traceCall' })
    expect(asked).toEqual(['eth_simulateV1', 'debug_traceCall'])
  })

  it('a node that does not answer in time is a TIMEOUT; one that refuses is RPC_ERROR', async () => {
    const silent = await node(() => 'hang')
    const timedOut = await simulateEvmTransaction(tx, { rpcUrl: silent.url, timeoutMs: 50 }).catch(
      (e: unknown) => e,
    )
    expect(timedOut).toBeInstanceOf(SimulationError)
    expect(timedOut).toMatchObject({ code: 'TIMEOUT', shortMessage: 'The simulation took too long' })
    const refusing = await node(() => ({ error: { code: -32000, message: 'boom' } }))
    await expect(simulateEvmTransaction(tx, { rpcUrl: refusing.url })).rejects.toMatchObject({
      code: 'RPC_ERROR',
    })
  })
})
