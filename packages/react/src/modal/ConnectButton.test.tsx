import { type AdapterContext, createLatch, createMemoryStore } from '@latch/core'
import { createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../provider/LatchProvider'
import { ConnectButton } from './ConnectButton'

afterEach(cleanup)

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** An app whose wallet holds {@link ADDRESS}, over `storage`. */
const app = (storage: ReturnType<typeof createMemoryStore>) => {
  const wallet = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.metamask')],
    accounts: { 'io.metamask': [{ address: ADDRESS }] },
    authorized: ['io.metamask'],
  })
  const latch = createLatch({ adapters: [wallet.adapter], networks: [testNetworks.ethereum], storage })
  return { latch, wallet }
}

/** A reload of `storage` whose adapter's `init` context is kept, to answer as a wallet would. */
const reloadKeepingContext = (storage: ReturnType<typeof createMemoryStore>) => {
  const reload = app(storage)
  const kept: { context?: AdapterContext } = {}
  const init = reload.wallet.adapter.init
  reload.wallet.adapter.init = (c) => {
    kept.context = c
    return init(c)
  }
  return { ...reload, kept }
}

describe('ConnectButton on a reload', () => {
  it('shows "Reconnecting…", then the stored address as soon as the adapter says the wallet confirmed it (status still reconnecting), back to "Reconnecting…" if it withdraws it, and the address once restored', async () => {
    const storage = createMemoryStore()
    await app(storage).latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    // the reload: its restore waits until the test lets it go, the adapter's context is kept
    const { latch, wallet, kept } = reloadKeepingContext(storage)
    let letRestore = () => {}
    const held = new Promise<void>((resolve) => (letRestore = resolve))
    const reconnect = wallet.adapter.reconnect
    wallet.adapter.reconnect = (params) => held.then(() => reconnect(params))
    render(
      <LatchProvider latch={latch} modal={false}>
        <ConnectButton />
      </LatchProvider>,
    )
    const button = () => screen.getByRole('button')
    expect(button().textContent).toBe('Reconnecting…')
    expect(button().getAttribute('data-status')).toBe('reconnecting')
    expect(button().hasAttribute('data-address')).toBe(false)
    await act(async () => kept.context?.confirmStoredAddress?.(true))
    expect(button().textContent).toBe('0xf39F…2266')
    expect(button().getAttribute('data-status')).toBe('reconnecting')
    expect(button().getAttribute('data-address')).toBe(ADDRESS)
    await act(async () => kept.context?.confirmStoredAddress?.(false))
    expect(button().textContent).toBe('Reconnecting…')
    await act(async () => kept.context?.confirmStoredAddress?.(true))
    letRestore()
    await act(() => latch.ready())
    expect(button().textContent).toBe('0xf39F…2266')
    expect(button().getAttribute('data-status')).toBe('connected')
    expect(button().getAttribute('data-address')).toBe(ADDRESS)
  })

  it('a confirmation that comes when the restore has ended disconnected shows the label, never the address', async () => {
    const storage = createMemoryStore()
    await app(storage).latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    const { latch, wallet, kept } = reloadKeepingContext(storage)
    wallet.disconnectInWallet('io.metamask')
    render(
      <LatchProvider latch={latch} modal={false}>
        <ConnectButton />
      </LatchProvider>,
    )
    await act(() => latch.ready())
    await act(async () => kept.context?.confirmStoredAddress?.(true))
    expect(screen.getByRole('button').textContent).toBe('Connect Wallet')
    expect(screen.getByRole('button').hasAttribute('data-address')).toBe(false)
    expect(latch.getState().connections.reconnectingAddresses.eip155).toBeUndefined()
  })
})
