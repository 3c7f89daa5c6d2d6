import { proxy } from 'valtio/vanilla'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEventsController } from '../../kernel/events/createEventsController'
import type { EventsState } from '../../kernel/events/types'
import { createModalController } from '../../kernel/modal/createModalController'
import type { ModalState } from '../../kernel/modal/types'
import { createRouterController } from '../../kernel/router/createRouterController'
import type { RouterState } from '../../kernel/router/types'
import { createSnackController } from '../../kernel/snack/createSnackController'
import type { SnackState } from '../../kernel/snack/types'
import { CONSTANTS } from '../../shared/constants/constants'
import { MESSAGES } from '../../shared/errors/catalogue'
import { SiwxError } from '../../shared/errors/errors'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../../shared/networks/types'
import { createMemoryStore, createStorage } from '../../shared/storage/createStorage'
import { createDefaultSiwx } from './createDefaultSiwx'
import { createInitialSiwxState } from './createInitialSiwxState'
import { createSiwxController } from './createSiwxController'
import { createEd25519SiwxVerifier, createTestAccount } from './testing/ed25519SiwxVerifier'
import type { SiwxClient, SiwxConfig, SiwxControllerDeps, SiwxState } from './types'

const net = (chainNamespace: ChainNamespace, id: string): CaipNetwork => ({
  id,
  caipNetworkId: `${chainNamespace}:${id}`,
  chainNamespace,
  name: id,
  nativeCurrency: { name: 'N', symbol: 'N', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const LOCALNET = net('solana', 'localnet')
const DEVNET = net('solana', 'devnet')
const STACKS = net('stacks', '1')
const NETWORKS = [LOCALNET, DEVNET, STACKS]

type Options = {
  required?: boolean
  emailCapture?: boolean
  siwx?: SiwxConfig | 'off'
  signer?: SiwxClient['signMessage']
  noClient?: boolean
}

/** One sign-in world: part A's real router, modal, snack and events controllers; the default SIWX over memory storage. */
function setup(options: Options = {}) {
  const account = createTestAccount()
  let connected = true
  let activeNetwork: CaipNetwork = LOCALNET
  const routerState: RouterState = proxy({
    view: 'Connect',
    history: ['Connect'],
    data: {},
    transition: 'next',
  })
  const modalState: ModalState = proxy({
    open: false,
    loading: false,
    loadingNamespaceMap: {},
    shake: false,
    namespace: undefined,
  })
  const snackState: SnackState = proxy({ open: false, message: '', variant: 'success', autoClose: true })
  const eventsState: EventsState = proxy({ items: [] })
  const siwxState: SiwxState = proxy(createInitialSiwxState())
  const events = createEventsController(eventsState, { now: () => Date.now() })
  const snack = createSnackController(snackState)
  let modal: ReturnType<typeof createModalController>['actions'] | undefined
  let siwx: ReturnType<typeof createSiwxController>['actions'] | undefined
  const router = createRouterController(routerState, {
    isConnected: () => connected,
    close: () => modal?.close(),
  }).actions
  modal = createModalController(modalState, {
    router,
    routerState,
    events: events.actions,
    isConnected: () => connected,
    isSignInRequired: () => siwx?.isRequiredWithoutSession() === true,
    hasNetworks: () => true,
    setActiveNamespace: () => {},
    hasAdapters: true,
    embedded: false,
    manualWalletConnect: false,
    isMobile: () => false,
  }).actions
  const siwxConfig =
    options.siwx === 'off'
      ? undefined
      : (options.siwx ??
        createDefaultSiwx({
          verifiers: [createEd25519SiwxVerifier('solana')],
          storage: createStorage(createMemoryStore()),
          domain: 'app.example',
          uri: 'https://app.example',
          required: options.required ?? false,
        }))
  const signed: string[] = []
  const calls: string[] = []
  const client: SiwxClient = {
    signMessage: async (params) => {
      signed.push(params.message)
      return (options.signer ?? ((p) => account.signMessage(p.message)))(params)
    },
  }
  const deps: SiwxControllerDeps = {
    state: siwxState,
    getSiwx: () => siwxConfig,
    getActiveAccount: () =>
      connected ? { namespace: 'solana', address: account.address, connectorId: 'phantom' } : undefined,
    getAccounts: () =>
      connected ? [{ namespace: 'solana', address: account.address, connectorId: 'phantom' }] : [],
    getActiveNetwork: () => activeNetwork,
    getNetwork: (id: CaipNetworkId) => NETWORKS.find((n) => n.caipNetworkId === id),
    getClient: (namespace) => (options.noClient || namespace !== 'solana' ? undefined : client),
    isEmailCaptureEnabled: () => options.emailCapture ?? false,
    modal: {
      open: (params) => modal?.open(params),
      close: (closeOptions) => modal?.close(closeOptions),
      isOpen: () => modalState.open,
    },
    router: { getView: () => routerState.view, reset: (view) => router.reset(view) },
    snack: snack.actions,
    events: events.actions,
    disconnectWallet: async (connectorId) => {
      calls.push(`disconnect:${connectorId}`)
      connected = false
    },
    switchNetwork: async (network) => {
      calls.push(`switch:${network.caipNetworkId}`)
      activeNetwork = network
    },
  }
  siwx = createSiwxController(siwxState, deps).actions
  return {
    siwx,
    siwxConfig,
    account,
    siwxState,
    routerState,
    modalState,
    snackState,
    signed,
    calls,
    modal,
    eventNames: () => eventsState.items.map((e) => e.event),
    setNetwork: (n: CaipNetwork) => {
      activeNetwork = n
    },
  }
}

describe('sign-in (SIWX) controller', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('after connect, with sign-in on, a supported network and no session, opens SIWXSignMessage', async () => {
    const world = setup()
    await world.siwx.initializeIfEnabled()
    expect(world.modalState.open).toBe(true)
    expect(world.routerState.view).toBe('SIWXSignMessage')
  })

  it('opens DataCapture instead when email capture is on', async () => {
    const world = setup({ emailCapture: true })
    await world.siwx.initializeIfEnabled()
    expect(world.routerState.view).toBe('DataCapture')
  })

  it('does nothing when sign-in is off, the network is unsupported, or a session exists', async () => {
    const off = setup({ siwx: 'off' })
    await off.siwx.initializeIfEnabled()
    expect(off.modalState.open).toBe(false)

    const unsupported = setup()
    unsupported.setNetwork(STACKS)
    await unsupported.siwx.initializeIfEnabled()
    expect(unsupported.modalState.open).toBe(false)

    const signedIn = setup()
    await signedIn.siwx.requestSignMessage()
    signedIn.modal.close()
    await signedIn.siwx.initializeIfEnabled()
    expect(signedIn.modalState.open).toBe(false)
    expect(signedIn.siwxState.hasSession).toBe(true)
  })

  it('sign success adds a session and closes the modal', async () => {
    const world = setup({ required: true })
    await world.siwx.initializeIfEnabled()
    const session = await world.siwx.requestSignMessage()
    expect(session?.signature).toMatch(/^[0-9a-f]+$/)
    expect(await world.siwxConfig?.getSessions(LOCALNET.caipNetworkId, world.account.address)).toEqual([
      session,
    ])
    expect(world.modalState.open).toBe(false)
    expect(world.siwxState).toMatchObject({
      hasSession: true,
      signing: false,
      lastSessionNetworkId: 'solana:localnet',
    })
    expect(world.eventNames()).toContain('SIWX_AUTH_SUCCESS')
  })

  it('while signing shows the loading toast "Authenticating..." that does not close by itself', async () => {
    let release = (_: string) => {}
    const world = setup({ signer: () => new Promise<string>((resolve) => (release = resolve)) })
    await world.siwx.initializeIfEnabled()
    const pending = world.siwx.requestSignMessage()
    await vi.advanceTimersByTimeAsync(0)
    expect(world.snackState).toMatchObject({
      open: true,
      message: 'Authenticating...',
      variant: 'loading',
      autoClose: false,
    })
    expect(world.siwxState.signing).toBe(true)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(world.snackState.open).toBe(true)
    release('00')
    await pending
  })

  it('sign failure reopens the sign view with the toast "Error signing message" and tracks SIWX_AUTH_ERROR', async () => {
    const world = setup({ signer: async () => Promise.reject({ code: 4001, message: 'User rejected' }) })
    await world.siwx.initializeIfEnabled()
    world.modal.close()
    expect(world.modalState.open).toBe(false)
    expect(await world.siwx.requestSignMessage()).toBeUndefined()
    expect(world.modalState.open).toBe(true)
    expect(world.routerState.view).toBe('SIWXSignMessage')
    await vi.advanceTimersByTimeAsync(CONSTANTS.toastSwapDelayMs)
    expect(world.snackState).toMatchObject({ open: true, message: 'Error signing message', variant: 'error' })
    expect(world.eventNames()).toContain('SIWX_AUTH_ERROR')
    expect(world.siwxState).toMatchObject({ signing: false, hasSession: false })
  })

  it('a signature that does not verify is a sign failure and keeps no session', async () => {
    const world = setup({ signer: async () => 'deadbeef' })
    await world.siwx.initializeIfEnabled()
    await world.siwx.requestSignMessage()
    expect(await world.siwxConfig?.getSessions(LOCALNET.caipNetworkId, world.account.address)).toEqual([])
    expect(world.routerState.view).toBe('SIWXSignMessage')
  })

  it('throws "SIWX is not enabled", "No ActiveCaipAddress found", "No ActiveCaipNetwork or client found", "No ConnectionController client found"', async () => {
    await expect(setup({ siwx: 'off' }).siwx.requestSignMessage()).rejects.toThrow(
      new SiwxError('SIWX is not enabled'),
    )
    const noAccount = setup({ required: true })
    await noAccount.siwx.cancelSignMessage() // required, no session: disconnects, so no address remains
    await expect(noAccount.siwx.requestSignMessage()).rejects.toThrow(MESSAGES.noActiveCaipAddress)
    const noNetwork = setup()
    noNetwork.setNetwork(undefined as unknown as CaipNetwork)
    await expect(noNetwork.siwx.requestSignMessage()).rejects.toThrow('No ActiveCaipNetwork or client found')
    await expect(setup({ noClient: true }).siwx.requestSignMessage()).rejects.toThrow(
      'No ConnectionController client found',
    )
  })

  it('closing is refused in the sign view while sign-in is required and no session exists', async () => {
    const world = setup({ required: true })
    await world.siwx.initializeIfEnabled()
    expect(world.modal.close()).toBe(false)
    expect(world.modalState).toMatchObject({ open: true, shake: true })
    expect(world.siwx.isRequiredWithoutSession()).toBe(true)
  })

  it('cancel when not required just closes the modal and tracks CLICK_CANCEL_SIWX', async () => {
    const world = setup()
    await world.siwx.initializeIfEnabled()
    await world.siwx.cancelSignMessage()
    expect(world.modalState.open).toBe(false)
    expect(world.calls).toEqual([])
    expect(world.eventNames()).toContain('CLICK_CANCEL_SIWX')
  })

  it('cancel when required and no session exists disconnects and closes', async () => {
    const world = setup({ required: true })
    await world.siwx.initializeIfEnabled()
    await world.siwx.cancelSignMessage()
    expect(world.calls).toEqual(['disconnect:phantom'])
    expect(world.modalState.open).toBe(false)
    expect(world.eventNames()).toContain('CLICK_CANCEL_SIWX')
  })

  it('cancel when required switches back to the last network that has a session', async () => {
    const world = setup({ required: true })
    await world.siwx.initializeIfEnabled()
    await world.siwx.requestSignMessage()
    world.setNetwork(DEVNET)
    await world.siwx.initializeIfEnabled()
    expect(world.routerState.view).toBe('SIWXSignMessage')
    await world.siwx.cancelSignMessage()
    expect(world.calls).toEqual(['switch:solana:localnet'])
    expect(world.modalState.open).toBe(false)
    expect(world.siwxState.hasSession).toBe(true)
  })

  it('cancel while the wallet is still asking leaves (a wallet that never answers cannot trap the user) and drops its late answer', async () => {
    let answer = (_: string) => {}
    const world = setup({
      required: true,
      signer: () => new Promise<string>((resolve) => (answer = resolve)),
    })
    await world.siwx.initializeIfEnabled()
    const signing = world.siwx.requestSignMessage()
    await vi.advanceTimersByTimeAsync(0)
    expect(world.siwxState.signing).toBe(true)
    await world.siwx.cancelSignMessage()
    expect(world.calls).toEqual(['disconnect:phantom'])
    expect(world.modalState.open).toBe(false)
    expect(world.siwxState.signing).toBe(false)
    expect(world.snackState.open).toBe(false)

    answer(await world.account.signMessage(world.signed[0]!))
    expect(await signing).toBeUndefined()
    expect(await world.siwxConfig?.getSessions(LOCALNET.caipNetworkId, world.account.address)).toEqual([])
    expect(world.modalState.open).toBe(false)
  })

  it('init failure toasts the SPEC message, disconnects and returns to Connect', async () => {
    const failing: SiwxConfig = {
      createMessage: async () => Promise.reject(new Error('x')),
      addSession: async () => {},
      getSessions: async () => Promise.reject(new Error('storage down')),
      revokeSession: async () => {},
      setSessions: async () => {},
    }
    const world = setup({ siwx: failing })
    world.modal.open({ view: 'Account' })
    await world.siwx.initializeIfEnabled()
    expect(world.calls).toEqual(['disconnect:phantom'])
    expect(world.routerState.view).toBe('Connect')
    await vi.advanceTimersByTimeAsync(CONSTANTS.toastSwapDelayMs)
    expect(world.snackState).toMatchObject({
      open: true,
      message: 'A problem occurred while trying initialize authentication',
      variant: 'error',
    })
    expect(world.eventNames()).toContain('SIWX_AUTH_ERROR')
  })
})
