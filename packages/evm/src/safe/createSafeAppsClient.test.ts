import {
  ConnectionError,
  UnknownWalletError,
  UserRejectedRequestError,
  WalletRequestError,
} from '@latch/core'
import { describe, expect, it } from 'vitest'
import { createSafeAppsClient, SAFE_ANSWER_MAX_CHARS, SAFE_APPS_SDK_VERSION } from './createSafeAppsClient'
import { framedPage } from './testing/framedPage'

const ok = (id: string, data: unknown) => ({ id, success: true, data, version: '9.1.0' })

describe('Safe Apps message client', () => {
  it('posts nothing and refuses when the page is not in a frame', () => {
    const win = new EventTarget() as EventTarget & { parent?: unknown }
    const posts: unknown[] = []
    win.parent = win
    ;(win as unknown as { postMessage: (m: unknown) => void }).postMessage = (m) => posts.push(m)
    expect(() => createSafeAppsClient(win as unknown as Window)).toThrow(ConnectionError)
    expect(posts).toEqual([])
  })

  it('asks the parent with the protocol message and resolves with the data of its answer', async () => {
    const { win, posted } = framedPage((m) => ok(m.id, { safeAddress: '0xabc', chainId: 1 }))
    const client = createSafeAppsClient(win)
    await expect(client.call('getSafeInfo', undefined, 200)).resolves.toEqual({
      safeAddress: '0xabc',
      chainId: 1,
    })
    expect(posted).toHaveLength(1)
    expect(posted[0]?.target).toBe('*')
    expect(posted[0]?.message).toEqual({
      id: expect.any(String),
      method: 'getSafeInfo',
      params: undefined,
      env: { sdkVersion: SAFE_APPS_SDK_VERSION },
    })
    client.close()
  })

  it('ignores an answer from any window but the parent, then times out with a ConnectionError', async () => {
    const sibling = {}
    const page = framedPage()
    const client = createSafeAppsClient(page.win)
    const call = client.call('getSafeInfo', undefined, 30)
    const id = page.posted[0]?.message.id as string
    page.deliver(sibling, ok(id, { safeAddress: '0xevil' }))
    page.deliver(null, ok(id, { safeAddress: '0xevil' }))
    const error = await call.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionError)
    expect(error).toMatchObject({ code: 'SAFE_TIMEOUT' })
  })

  it('ignores answers with ids it never asked with, and non-object messages', async () => {
    const page = framedPage()
    const client = createSafeAppsClient(page.win)
    const call = client.call('getChainInfo', undefined, 50)
    const id = page.posted[0]?.message.id as string
    page.deliver(page.parent, ok('another-id', 1))
    page.deliver(page.parent, 'not an object')
    page.deliver(page.parent, [id])
    page.deliver(page.parent, ok(id, { chainName: 'Hardhat' }))
    await expect(call).resolves.toEqual({ chainName: 'Hardhat' })
  })

  it('refuses hostile answers with typed errors', async () => {
    const cases: [unknown, (id: string) => unknown, string][] = [
      [UnknownWalletError, (id) => ({ id, data: 1 }), 'no success flag'],
      [UnknownWalletError, (id) => ok(id, 'x'.repeat(SAFE_ANSWER_MAX_CHARS + 1)), 'too large'],
      [
        UserRejectedRequestError,
        (id) => ({ id, success: false, error: 'Transaction was rejected' }),
        'reject',
      ],
      [WalletRequestError, (id) => ({ id, success: false, error: 'x'.repeat(10_000) }), 'refusal'],
    ]
    for (const [type, reply] of cases) {
      const page = framedPage((m) => reply(m.id))
      const client = createSafeAppsClient(page.win)
      const error = await client.call('rpcCall', { call: 'eth_blockNumber', params: [] }, 200).catch((e) => e)
      expect(error).toBeInstanceOf(type as never)
      // The parent's own text is shortened before it reaches a message.
      expect(String((error as Error).message).length).toBeLessThan(1_000)
    }
  })

  it('rejects pending calls when closed and answers nothing after', async () => {
    const page = framedPage()
    const client = createSafeAppsClient(page.win)
    const call = client.call('getSafeInfo', undefined, 10_000)
    client.close()
    await expect(call).rejects.toBeInstanceOf(ConnectionError)
    await expect(client.call('getSafeInfo')).rejects.toBeInstanceOf(ConnectionError)
    expect(page.posted).toHaveLength(1)
  })
})
