import { testNetworks } from '@latch/core/testing'
import { describe, expect, it } from 'vitest'
import { createLatch } from '../../../packages/core/src/instance/createLatch'
import type { AuthProvider } from '../../../packages/core/src/slices/auth/provider/types'

describe('creating a Latch app with email and social login', () => {
  it('calls nothing on the auth service and opens no window until the user acts (server-side safe)', () => {
    const calls: string[] = []
    const provider = new Proxy({} as AuthProvider, {
      get: (_, name) => () => {
        calls.push(String(name))
        return Promise.resolve(null)
      },
    })
    let opened = 0
    const latch = createLatch({
      adapters: [],
      networks: [testNetworks.ethereum, testNetworks.solana, testNetworks.stacks],
      auth: {
        provider,
        openWindow: () => {
          opened += 1
          return null
        },
      },
    })
    expect(calls).toEqual([])
    expect(opened).toBe(0)
    expect(latch.adapters.map((a) => [a.namespace, a.getConnectors().map((c) => c.id)])).toEqual([
      ['eip155', ['ID_AUTH']],
      ['solana', ['ID_AUTH']],
    ])
    expect(latch.getState().approval.pending).toEqual([])
    expect(latch.getState().auth).toMatchObject({ email: undefined, loading: false })
  })
})
