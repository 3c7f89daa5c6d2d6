import { UNTRUSTED_TEXT_MAX, WalletRequestError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { jsonRpc } from './jsonRpc'

/** A node that answers every call with `body` (a node Latch does not control). */
const node =
  (body: unknown): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })

describe('jsonRpc: a node’s error is untrusted data', () => {
  it('keeps a well-formed JSON-RPC error’s code and message', async () => {
    const error = await jsonRpc(
      'http://127.0.0.1:1',
      'eth_call',
      [],
      node({ jsonrpc: '2.0', id: 1, error: { code: 3, message: 'execution reverted' } }),
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletRequestError)
    expect(error).toMatchObject({ code: 3, shortMessage: 'execution reverted' })
  })

  it('cuts a huge message and refuses a code that is not an integer', async () => {
    const error = (await jsonRpc(
      'http://127.0.0.1:1',
      'eth_call',
      [],
      node({ jsonrpc: '2.0', id: 1, error: { code: '1e9', message: 'x'.repeat(1_000_000) } }),
    ).catch((e: unknown) => e)) as WalletRequestError
    expect(error).toBeInstanceOf(WalletRequestError)
    expect(error.code).toBe(-32603)
    expect(error.message.length).toBeLessThan(3 * UNTRUSTED_TEXT_MAX)
  })

  it('uses its own message when the node’s is not a string', async () => {
    const error = await jsonRpc(
      'http://127.0.0.1:1',
      'eth_call',
      [],
      node({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: { nested: true } } }),
    ).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: -32000, shortMessage: 'eth_call failed' })
  })
})
