import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChainNamespace } from '../shared/networks/types'
import { createMemoryStore } from '../shared/storage/createStorage'
import { createReferenceAuthProvider } from '../slices/auth/testing/createReferenceAuthProvider'
import { createMemoryAdapter, testConnector, testNetworks } from '../testing/memoryAdapter'
import { memorySiwx } from '../testing/memorySiwx'
import { createLatch } from './createLatch'
import type { Latch } from './types'

afterEach(() => {
  vi.useRealTimers()
})

const EMAIL = 'ada@example.com'

/**
 * An app with email login (core's reference AuthProvider: real codes, real keys) on Ethereum and
 * Solana, and a required sign-in over the app's own session store covering `covered`.
 */
async function loginWorld(covered: readonly ChainNamespace[]) {
  const ref = createReferenceAuthProvider()
  const siwx = memorySiwx({ required: true, namespaces: covered })
  const latch = createLatch({
    adapters: [],
    networks: [testNetworks.ethereum, testNetworks.solana],
    features: { email: true },
    siwx,
    auth: { provider: ref.provider, openWindow: () => null },
  })
  latch.mount()
  await latch.ready()
  return { latch, ref, siwx }
}

/** Email login through the views, from the Connect view of the active namespace. */
async function emailLogin(latch: Latch, ref: ReturnType<typeof createReferenceAuthProvider>) {
  await latch.open({ view: 'EmailLogin' })
  await latch.auth.connectEmail(EMAIL)
  await latch.auth.verifyOtp(ref.lastCode(EMAIL))
}

/** Signs the prompt's message, approving the auth connector's signature request in ApproveTransaction. */
async function signPrompt(latch: Latch) {
  const signing = latch.siwx.requestSignMessage()
  await vi.waitFor(() => expect(latch.getState().approval.pending).toHaveLength(1))
  expect(latch.getState().router.view).toBe('ApproveTransaction')
  latch.approval.approve(latch.getState().approval.pending[0]!.id)
  return signing
}

const connected = (latch: Latch, namespace: ChainNamespace) => latch.getAccount({ namespace }).isConnected

describe('required sign-in across the namespaces of one login', () => {
  it('cancelling the sign-in after an email login with Solana active disconnects the EVM and the Solana account', async () => {
    const { latch, ref } = await loginWorld(['eip155'])
    latch.chains.setActiveNamespace('solana')
    await emailLogin(latch, ref)
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
    expect(connected(latch, 'eip155') && connected(latch, 'solana')).toBe(true)

    await latch.siwx.cancelSignMessage()
    expect(connected(latch, 'eip155')).toBe(false)
    expect(connected(latch, 'solana')).toBe(false)
    expect(latch.getState().modal.open).toBe(false)
    expect(latch.getState().auth.email).toBeUndefined()
    expect(latch.getEvents().map((e) => e.event)).toContain('CLICK_CANCEL_SIWX')
  })

  it('the prompt after an email login with Solana active is the EVM account (the family sign-in covers); signing it closes the modal', async () => {
    const { latch, ref, siwx } = await loginWorld(['eip155'])
    latch.chains.setActiveNamespace('solana')
    await emailLogin(latch, ref)
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
    expect(latch.getState().siwx.pendingNamespace).toBe('eip155')

    const session = await signPrompt(latch)
    const evm = ref.publicKeys().evm
    expect(session?.data).toMatchObject({ accountAddress: evm, chainId: testNetworks.ethereum.caipNetworkId })
    expect(siwx.sessions).toHaveLength(1)
    expect(latch.getState().modal.open).toBe(false)
    expect(latch.getState().siwx).toMatchObject({ hasSession: true, pendingNamespace: undefined })
    expect(latch.getState().chains.activeNamespace).toBe('solana')
  })

  it('when sign-in covers both families, each account of the login signs in before the modal may close', async () => {
    const { latch, ref, siwx } = await loginWorld(['eip155', 'solana'])
    latch.chains.setActiveNamespace('solana')
    await emailLogin(latch, ref)
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
    // the active family first
    await vi.waitFor(() => expect(latch.getState().siwx.pendingNamespace).toBe('solana'))
    await signPrompt(latch)
    expect(latch.getState().modal.open).toBe(true)
    expect(latch.getState().router.view).toBe('SIWXSignMessage')
    expect(latch.getState().siwx.pendingNamespace).toBe('eip155')
    latch.close()
    expect(latch.getState().modal).toMatchObject({ open: true, shake: true })

    await signPrompt(latch)
    expect(latch.getState().modal.open).toBe(false)
    expect(siwx.sessions.map((s) => s.data.chainId).sort()).toEqual(
      [testNetworks.ethereum.caipNetworkId, testNetworks.solana.caipNetworkId].sort(),
    )
  })

  it('cancelling the second account of such a login disconnects the whole login (no account stays without a session)', async () => {
    const { latch, ref } = await loginWorld(['eip155', 'solana'])
    latch.chains.setActiveNamespace('solana')
    await emailLogin(latch, ref)
    await vi.waitFor(() => expect(latch.getState().siwx.pendingNamespace).toBe('solana'))
    await signPrompt(latch)
    await latch.siwx.cancelSignMessage()
    expect(connected(latch, 'eip155')).toBe(false)
    expect(connected(latch, 'solana')).toBe(false)
    expect(latch.getState().modal.open).toBe(false)
  })
})

describe('required sign-in with two wallets', () => {
  function twoWallets() {
    const evm = createMemoryAdapter({
      namespace: 'eip155',
      connectors: [testConnector('eip155', 'io.metamask')],
    })
    const solana = createMemoryAdapter({
      namespace: 'solana',
      connectors: [testConnector('solana', 'phantom')],
    })
    const siwx = memorySiwx({ required: true })
    const latch = createLatch({
      adapters: [evm.adapter, solana.adapter],
      networks: [testNetworks.ethereum, testNetworks.solana],
      features: { multiWallet: true },
      siwx,
    })
    return { latch, siwx, evm, solana }
  }

  it('cancelling the second wallet switches back to the signed-in one and disconnects only the new wallet', async () => {
    const { latch } = twoWallets()
    await latch.open()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
    await latch.siwx.requestSignMessage()
    expect(latch.getState().modal.open).toBe(false)

    await latch.open()
    await latch.connect({ namespace: 'solana', connectorId: 'phantom' })
    await vi.waitFor(() => expect(latch.getState().siwx.pendingNamespace).toBe('solana'))
    await latch.siwx.cancelSignMessage()
    expect(connected(latch, 'solana')).toBe(false)
    expect(connected(latch, 'eip155')).toBe(true)
    expect(latch.getState().chains.activeNamespace).toBe('eip155')
    expect(latch.getState().siwx).toMatchObject({ hasSession: true, pendingNamespace: undefined })
  })
})

describe('closing the sign-in path', () => {
  function oneWallet(options: { emailCapture?: boolean } = {}) {
    const evm = createMemoryAdapter({ namespace: 'eip155' })
    const latch = createLatch({
      adapters: [evm.adapter],
      networks: [testNetworks.ethereum],
      features: { emailCapture: options.emailCapture === true },
      siwx: memorySiwx({ required: true }),
    })
    return latch
  }

  it('DataCapture refuses to close while the required sign-in waits (shake, no close offered); its cancel disconnects', async () => {
    const latch = oneWallet({ emailCapture: true })
    await latch.open()
    await latch.connect({ namespace: 'eip155', connectorId: 'injected' })
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('DataCapture'))
    expect(latch.modal.canClose()).toBe(false)
    latch.close()
    expect(latch.getState().modal).toMatchObject({ open: true, shake: true })
    expect(latch.getState().router.view).toBe('DataCapture')

    await latch.siwx.cancelSignMessage()
    expect(latch.getState().modal.open).toBe(false)
    expect(connected(latch, 'eip155')).toBe(false)
  })

  it('with nothing connected the sign-in and approval views close: there is no sign-in to wait for', async () => {
    const latch = oneWallet()
    for (const view of ['SIWXSignMessage', 'ApproveTransaction', 'DataCapture'] as const) {
      await latch.open({ view })
      expect(latch.modal.canClose()).toBe(true)
      latch.close()
      expect(latch.getState().modal.open).toBe(false)
    }
  })

  it('the approval view refuses to close while the connected account waits for its required sign-in', async () => {
    const latch = oneWallet()
    await latch.open()
    await latch.connect({ namespace: 'eip155', connectorId: 'injected' })
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
    latch.router.push('ApproveTransaction')
    expect(latch.modal.canClose()).toBe(false)
    latch.close()
    expect(latch.getState().modal.open).toBe(true)
    // the Account view is no sign-in view: it closes (SPEC §2 names only the sign and approve views)
    latch.router.push('Account')
    expect(latch.modal.canClose()).toBe(true)
  })
})

describe('a reload restores the connection, not the skipped sign-in', () => {
  /** Connects a wallet without signing in, then "reloads": a new instance on the same storage. */
  async function reloadWithoutSession(required: boolean) {
    const storage = createMemoryStore()
    const before = createLatch({
      adapters: [createMemoryAdapter({ namespace: 'eip155' }).adapter],
      networks: [testNetworks.ethereum],
      siwx: memorySiwx({ required }),
      storage,
    })
    await before.connect({ namespace: 'eip155', connectorId: 'injected' })
    const wallet = createMemoryAdapter({ namespace: 'eip155', authorized: ['injected'] })
    const latch = createLatch({
      adapters: [wallet.adapter],
      networks: [testNetworks.ethereum],
      siwx: memorySiwx({ required }),
      storage,
    })
    latch.mount()
    await latch.ready()
    expect(connected(latch, 'eip155')).toBe(true)
    return latch
  }

  it('a required sign-in asks again for the restored account that has no session', async () => {
    const latch = await reloadWithoutSession(true)
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
    expect(latch.getState().modal.open).toBe(true)
    latch.close()
    expect(latch.getState().modal.open).toBe(true)
  })

  it('an optional sign-in does not open the modal by itself after a reload', async () => {
    const latch = await reloadWithoutSession(false)
    await vi.waitFor(() => expect(latch.getState().siwx.pendingNamespace).toBe('eip155'))
    expect(latch.getState().modal.open).toBe(false)
  })
})

describe('sessions are per account and per network', () => {
  it('the wallet switching to another account without a session asks for the required sign-in again', async () => {
    const evm = createMemoryAdapter({ namespace: 'eip155' })
    const latch = createLatch({
      adapters: [evm.adapter],
      networks: [testNetworks.ethereum],
      siwx: memorySiwx({ required: true }),
    })
    latch.mount()
    await latch.ready()
    await latch.open()
    await latch.connect({ namespace: 'eip155', connectorId: 'injected' })
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
    await latch.siwx.requestSignMessage()
    expect(latch.getState().modal.open).toBe(false)

    evm.emit({
      type: 'accountsChanged',
      connectorId: 'injected',
      accounts: [{ address: `0x${'b'.repeat(40)}` }],
    })
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
    expect(latch.getState().modal.open).toBe(true)
    expect(latch.getState().siwx.pendingNamespace).toBe('eip155')
  })

  it('switching a signed-in account to a network without a session asks again; cancelling switches back', async () => {
    const evm = createMemoryAdapter({ namespace: 'eip155' })
    const latch = createLatch({
      adapters: [evm.adapter],
      networks: [testNetworks.ethereum, testNetworks.sepolia],
      siwx: memorySiwx({ required: true }),
    })
    await latch.open()
    await latch.connect({ namespace: 'eip155', connectorId: 'injected' })
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
    await latch.siwx.requestSignMessage()
    expect(latch.getState().modal.open).toBe(false)

    await latch.chains.switchNow(testNetworks.sepolia)
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
    expect(latch.getState().modal.open).toBe(true)
    await latch.siwx.cancelSignMessage()
    expect(latch.getNetwork()?.caipNetworkId).toBe(testNetworks.ethereum.caipNetworkId)
    expect(connected(latch, 'eip155')).toBe(true)
    expect(latch.getState().modal.open).toBe(false)
    expect(latch.getState().siwx).toMatchObject({ hasSession: true, pendingNamespace: undefined })
  })
})
