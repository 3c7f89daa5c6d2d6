import { createLatch, createMemoryStore, type KeyValueStore } from '@latch/core'
import { createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'
import { useLayoutEffect, useRef } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../provider/LatchProvider'
import { useLatchAccount } from './useLatchAccount'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function createApp(storage: KeyValueStore) {
  const memory = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'test-wallet')],
    accounts: { 'test-wallet': [{ address: ACCOUNT }] },
    authorized: ['test-wallet'],
  })
  return createLatch({ adapters: [memory.adapter], networks: [testNetworks.ethereum], storage })
}

/** The account status as each commit leaves the page: read after the commit's synchronous work
 * (layout effects and the renders they ask for), before React's passive effects, i.e. as painted. */
function Status({ painted }: { painted: string[] }) {
  const { status } = useLatchAccount()
  const element = useRef<HTMLParagraphElement>(null)
  useLayoutEffect(() => {
    queueMicrotask(() => painted.push(element.current?.textContent ?? ''))
  })
  return <p ref={element}>{status}</p>
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined }
let wasActEnvironment: boolean | undefined
beforeEach(() => {
  // rendered as a browser renders a page, not inside act(), so effects run when they would there
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
})
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment
})

describe('the first paint after a reload', () => {
  it('shows the restoring connection, never "disconnected", though the mount runs after the render', async () => {
    const storage = createMemoryStore()
    const before = createApp(storage)
    before.mount()
    await before.ready()
    await before.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    // the reloaded page: a new instance over the same storage
    const latch = createApp(storage)
    const painted: string[] = []
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    root.render(
      <LatchProvider latch={latch} modal={false}>
        <Status painted={painted} />
      </LatchProvider>,
    )
    await latch.ready()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(painted[0]).not.toBe('disconnected')
    expect(painted).not.toContain('disconnected')
    expect(painted.at(-1)).toBe('connected')
    root.unmount()
    container.remove()
  })
})
