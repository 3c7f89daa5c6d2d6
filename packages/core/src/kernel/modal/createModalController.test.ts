import { proxy } from 'valtio/vanilla'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../../instance/createLatch'
import { createMemoryAdapter, testNetworks } from '../../testing/memoryAdapter'
import { createEventsController } from '../events/createEventsController'
import type { EventsState } from '../events/types'
import { createRouterController } from '../router/createRouterController'
import type { RouterState } from '../router/types'
import { createModalController } from './createModalController'
import type { ModalState } from './types'

afterEach(() => {
  vi.useRealTimers()
})

function setup(extra: { embedded?: boolean } = {}) {
  const evm = createMemoryAdapter({ namespace: 'eip155' })
  const latch = createLatch({ adapters: [evm.adapter], networks: [testNetworks.ethereum], ...extra })
  return { latch, evm }
}

/** A modal controller over its own router and events, with the sign-in check the kernel gives it. */
function modalWorld(isSignInRequired: () => boolean) {
  const state = proxy<ModalState>({
    open: false,
    loading: false,
    loadingNamespaceMap: {},
    shake: false,
    namespace: undefined,
  })
  const routerState = proxy<RouterState>({
    view: 'Connect',
    history: ['Connect'],
    data: {},
    transition: 'next',
  })
  const events = proxy<EventsState>({ items: [] })
  const router = createRouterController(routerState, { isConnected: () => false, close: () => {} }).actions
  const modal = createModalController(state, {
    router,
    routerState,
    events: createEventsController(events, { now: () => 0 }).actions,
    isConnected: () => false,
    isSignInRequired,
    hasNetworks: () => true,
    setActiveNamespace: () => {},
    hasAdapters: true,
    embedded: false,
    manualWalletConnect: false,
    isMobile: () => false,
  }).actions
  return { state, events, modal }
}

describe('modal', () => {
  it('opens from closed on open and closes on close', async () => {
    const { latch } = setup()
    expect(latch.getState().modal.open).toBe(false)
    await latch.open()
    expect(latch.getState().modal.open).toBe(true)
    latch.close()
    expect(latch.getState().modal.open).toBe(false)
  })

  it('opening tracks MODAL_OPEN and closing tracks MODAL_CLOSE', async () => {
    const { latch } = setup()
    await latch.open()
    latch.close()
    expect(latch.getEvents().map((e) => e.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    expect(latch.getEvents()[0]?.properties).toEqual({ connected: false })
  })

  it('closing resets the view to Connect', async () => {
    const { latch } = setup()
    await latch.open({ view: 'Networks' })
    latch.router.push('SwitchNetwork')
    latch.close()
    expect(latch.getState().router.view).toBe('Connect')
    expect(latch.getState().router.history).toEqual(['Connect'])
  })

  it('open({ view }) without what the view is about opens where the visitor chooses it, never a dead end', async () => {
    const { latch } = setup()
    await latch.open({ view: 'SwitchNetwork' })
    expect(latch.getState().router.view).toBe('Networks')
    await latch.open({ view: 'ConnectingExternal' })
    expect(latch.getState().router.view).toBe('Connect')
    await latch.open({ view: 'ConnectingSocial', data: { socialProvider: 'google' } })
    expect(latch.getState().router.view).toBe('Connect') // this app offers no social login
    await latch.open({ view: 'SwitchNetwork', data: { network: testNetworks.ethereum } })
    expect(latch.getState().router).toMatchObject({
      view: 'SwitchNetwork',
      data: { network: testNetworks.ethereum },
    })
  })

  it('in embedded mode closing shows Account when connected', async () => {
    const { latch } = setup({ embedded: true })
    await latch.connect({ namespace: 'eip155', connectorId: 'injected' })
    await latch.open({ view: 'Networks' })
    latch.close()
    expect(latch.getState().router.view).toBe('Account')
  })

  it('closing is refused in SIWXSignMessage when sign-in is required without a session: the modal shakes for 500 ms', () => {
    vi.useFakeTimers()
    const world = modalWorld(() => true)
    world.modal.open({ view: 'SIWXSignMessage' })
    expect(world.modal.close()).toBe(false)
    expect(world.state.open).toBe(true)
    expect(world.state.shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(world.state.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(world.state.shake).toBe(false)
    expect(world.events.items.map((e) => e.event)).toEqual(['MODAL_OPEN'])
  })

  it('closing is refused in ApproveTransaction while sign-in is required without a session, and allowed once it is not', () => {
    let required = true
    const world = modalWorld(() => required)
    world.modal.open({ view: 'ApproveTransaction' })
    world.modal.close()
    expect(world.state.open).toBe(true)
    required = false
    world.modal.close()
    expect(world.state.open).toBe(false)
  })

  it('closing is allowed in the sign view when sign-in is not required', () => {
    const world = modalWorld(() => false)
    world.modal.open({ view: 'SIWXSignMessage' })
    world.modal.close()
    expect(world.state.open).toBe(false)
    expect(world.state.shake).toBe(false)
  })

  it('loading flags are kept globally and per namespace and cleared on close', async () => {
    const { latch } = setup()
    await latch.open()
    latch.modal.setLoading(true)
    latch.modal.setLoading(true, 'eip155')
    expect(latch.getState().modal.loading).toBe(true)
    expect(latch.getState().modal.loadingNamespaceMap).toEqual({ eip155: true })
    latch.close()
    expect(latch.getState().modal.loading).toBe(false)
    expect(latch.getState().modal.loadingNamespaceMap).toEqual({})
  })

  it('open records the namespace it was opened for and makes it active', async () => {
    const evm = createMemoryAdapter({ namespace: 'eip155' })
    const sol = createMemoryAdapter({ namespace: 'solana' })
    const latch = createLatch({
      adapters: [evm.adapter, sol.adapter],
      networks: [testNetworks.ethereum, testNetworks.solana],
    })
    await latch.open({ namespace: 'solana' })
    expect(latch.getState().modal.namespace).toBe('solana')
    expect(latch.getState().chains.activeNamespace).toBe('solana')
  })

  it('open rejects an unknown view or a namespace without networks with a ValidationError, leaving the modal closed', async () => {
    const { latch } = setup()
    // @ts-expect-error: an unknown view from untyped code
    await expect(latch.open({ view: 'Nope' })).rejects.toMatchObject({
      name: 'ValidationError',
      code: 'INVALID_VIEW',
    })
    await expect(latch.open({ namespace: 'stacks' })).rejects.toMatchObject({ code: 'INVALID_NAMESPACE' })
    expect(latch.getState().modal.open).toBe(false)
  })
})
