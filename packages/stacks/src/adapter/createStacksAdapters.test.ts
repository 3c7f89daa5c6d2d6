import type { ChainAdapter, SiwxVerifier } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { createStacksDiscovery } from '../wallets/createStacksDiscovery'
import { buildStacksAdapters } from './buildStacksAdapters'
import { createStacksAdapters } from './createStacksAdapters'
import { createWalletSession } from './createWalletSession'

const CAPABILITIES = ['send', 'estimateFee', 'accountData', 'siwx'] as const

const capabilities = (adapter: ChainAdapter) => ({
  ...Object.fromEntries(CAPABILITIES.map((key) => [key, adapter[key] !== undefined])),
  nfts: adapter.accountData?.getNfts !== undefined,
})

describe('createStacksAdapters (the adapters’ code loads on first use)', () => {
  it('declares before loading exactly the capabilities of the adapters it loads (core reads them at once)', () => {
    const front = createStacksAdapters()
    const loaded = buildStacksAdapters({}, createWalletSession(), createStacksDiscovery(), front)
    expect(capabilities(front.stacks)).toEqual(capabilities(loaded.stacks))
    expect(capabilities(front.bip122)).toEqual(capabilities(loaded.bip122))
  })

  it('keeps the shared session and a typed call on each adapter before its code has loaded', () => {
    const { stacks, bip122, session } = createStacksAdapters()
    expect(stacks.session).toBe(session)
    expect(bip122.session).toBe(session)
    expect(stacks.namespace).toBe('stacks')
    expect(bip122.namespace).toBe('bip122')
    expect(typeof stacks.call).toBe('function')
  })

  it('refuses another namespace’s sign-in verifier at once, naming the namespace without running its code', () => {
    const verifier = (namespace: unknown) => ({ namespace }) as unknown as SiwxVerifier
    expect(() => createStacksAdapters({ siwx: verifier('bip122') })).toThrow(
      expect.objectContaining({
        name: 'ValidationError',
        code: 'INVALID_OPTIONS',
        shortMessage: 'The Stacks sign-in verifier must be for the stacks namespace',
        details: 'namespace "bip122"',
      }),
    )
    const hostile = {
      toString() {
        throw new Error('the value’s own code ran')
      },
    }
    expect(() => createStacksAdapters({ siwx: verifier(hostile) })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS', details: 'namespace "[object]"' }),
    )
  })
})
