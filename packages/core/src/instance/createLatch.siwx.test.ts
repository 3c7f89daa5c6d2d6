import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryAdapter, testNetworks } from '../test-utils/memoryAdapter'
import { memorySiwx } from '../test-utils/memorySiwx'
import { createLatch } from './createLatch'

afterEach(() => {
  vi.useRealTimers()
})

function setup(required: boolean) {
  const evm = createMemoryAdapter({ namespace: 'eip155' })
  const siwx = memorySiwx({ required })
  const latch = createLatch({ adapters: [evm.adapter], networks: [testNetworks.ethereum], siwx })
  return { latch, siwx }
}

describe('sign-in wiring', () => {
  it('after connect with sign-in on and no session the sign view opens, and the required sign-in refuses to close (shake 500 ms)', async () => {
    const { latch } = setup(true)
    await latch.open()
    await latch.connect({ namespace: 'eip155', connectorId: 'injected' })
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
    expect(latch.getState().modal.open).toBe(true)
    vi.useFakeTimers()
    latch.close()
    expect(latch.getState().modal).toMatchObject({ open: true, shake: true })
    vi.advanceTimersByTime(500)
    expect(latch.getState().modal.shake).toBe(false)
  })

  it('signing adds the session and closes the modal', async () => {
    const { latch, siwx } = setup(true)
    await latch.open()
    await latch.connect({ namespace: 'eip155', connectorId: 'injected' })
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
    const session = await latch.siwx.requestSignMessage()
    expect(session?.signature).toBe('0xsignature')
    expect(siwx.sessions).toHaveLength(1)
    expect(latch.getState().modal.open).toBe(false)
    expect(latch.getEvents().map((e) => e.event)).toContain('SIWX_AUTH_SUCCESS')
  })

  it('with a session already stored the modal closes after connect as usual', async () => {
    const { latch } = setup(false)
    await latch.connect({ namespace: 'eip155', connectorId: 'injected' })
    await latch.siwx.requestSignMessage()
    await latch.disconnect()
    await latch.open()
    await latch.connect({ namespace: 'eip155', connectorId: 'injected' })
    await vi.waitFor(() => expect(latch.getState().modal.open).toBe(false))
  })
})
