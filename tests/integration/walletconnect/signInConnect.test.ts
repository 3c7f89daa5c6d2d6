import {
  createDefaultSiwx,
  createLatch,
  createMemoryStore,
  createStorage,
  type Latch,
  SIWX_SESSIONS_KEY,
} from '@latch/core'
import { evmAdapter } from '@latch/evm'
import type { TestPairingSignIn } from '@latch/testing/walletconnect'
import { routeThroughPairing, type WalletConnectConnector } from '@latch/walletconnect'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { nextUri, type PairingWorld, startPairingWorld } from './pairingWorld'

const DOMAIN = 'app.latch.test'
const URI = 'https://app.latch.test'
const STATEMENT = 'Sign in to the Latch test app.'
/** ERC-5573's sentence, which one-click authentication adds for the session's methods. */
const RECAP = 'I further authorize the stated URI to perform the following actions on my behalf:'

// one relay and one wallet for the file: each test pairs a fresh app with it
let world: PairingWorld
let apps = 0
const stops: (() => void)[] = []
beforeAll(async () => {
  world = await startPairingWorld()
})
afterEach(async () => {
  for (const stop of stops.splice(0)) stop()
  world.wallet.setRequestMode('answer')
  world.wallet.setSignIn(false)
  for (const topic of world.wallet.sessionTopics())
    await world.wallet.disconnect(topic).catch(() => undefined)
})
afterAll(async () => {
  await world.close()
})

/**
 * A page of an EVM app with a required sign-in, its pairing routed through the EVM adapter: the
 * default SIWX with the EVM verifier, and a fresh pairing connector (its own SDK storage) on the
 * file's relay. The wallet answers one-click authentication as `signIn` says.
 */
async function app(
  signIn: TestPairingSignIn,
  options: { required?: boolean; emailCapture?: boolean; alsoSolana?: boolean } = {},
) {
  world.wallet.setSignIn(signIn)
  const prompts = world.wallet.prompts.length
  const network = world.networks.filter((n) => n.chainNamespace === 'eip155')
  const paired = options.alsoSolana
    ? world.networks.filter((n) => n.chainNamespace === 'eip155' || n.chainNamespace === 'solana')
    : network
  const connector = world.connector({ networks: paired, storagePrefix: `signin-app-${++apps}` })
  const kv = createMemoryStore()
  const evm = evmAdapter()
  const siwx = createDefaultSiwx({
    verifiers: [evm.siwx!],
    storage: createStorage(kv),
    domain: DOMAIN,
    uri: URI,
    statement: STATEMENT,
    expirationMs: 3_600_000,
    required: options.required ?? true,
  })
  const latch = createLatch({
    adapters: routeThroughPairing([evm], connector),
    networks: network,
    siwx,
    ...(options.emailCapture ? { features: { emailCapture: true } } : {}),
  })
  stops.push(latch.mount())
  await latch.ready()
  const address = world.wallet.addresses.eip155 ?? ''
  return {
    latch,
    connector,
    kv,
    siwx,
    address,
    /** The prompts the wallet showed for this app. */
    prompts: () => world.wallet.prompts.slice(prompts),
    sessions: () => siwx.getSessions('eip155:31337', address),
  }
}

/** Starts a pairing connect and has the wallet scan its URI; resolves with the connect's promise. */
async function pairFrom(latch: Latch, connector: WalletConnectConnector) {
  const connecting = latch.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
  connecting.catch(() => undefined)
  await world.wallet.pair(await nextUri(connector))
  return connecting
}

describe('one prompt to pair and sign in (WalletConnect one-click authentication)', () => {
  it('a wallet with one-click authentication pairs and signs in with 1 prompt; the session verifies and no sign view opens', async () => {
    const { latch, connector, address, prompts, sessions } = await app(true)
    await latch.open()
    const connection = await pairFrom(latch, connector)
    expect(connection.accounts[0]?.address).toBe(address)
    // the sign-in check after a connect loads its code the first time: a few seconds on a busy machine
    await vi.waitFor(() => expect(latch.getState().siwx.hasSession).toBe(true), { timeout: 10_000 })
    await vi.waitFor(() => expect(latch.getState().modal.open).toBe(false))
    expect(prompts()).toEqual(['session_authenticate'])
    const [session] = await sessions()
    // Latch's request as it issued it, with the ReCap the protocol adds for the session's methods
    expect(session?.data).toMatchObject({ accountAddress: address, domain: DOMAIN, uri: URI })
    expect(session?.data.statement).toMatch(new RegExp(`^${STATEMENT} ${RECAP} \\(1\\) 'request': `))
    expect(session?.data.resources?.at(-1)).toMatch(/^urn:recap:/)
    expect(latch.getState().router.view).not.toBe('SIWXSignMessage')
    // the session the wallet authenticated serves the app's requests
    const signature = await connector.request({
      chainId: 'eip155:31337',
      method: 'personal_sign',
      params: ['0x68656c6c6f', address],
    })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(prompts()).toEqual(['session_authenticate', 'personal_sign'])
  })

  it('a wallet without it answers the session proposal and keeps the two steps: 2 prompts', async () => {
    const { latch, connector, prompts, sessions } = await app(false)
    const connecting = latch.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
    await world.wallet.pair(await nextUri(connector))
    await world.wallet.approve(await world.wallet.nextProposal())
    await connecting
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
    await latch.siwx.requestSignMessage()
    expect(prompts()).toEqual(['session_proposal', 'personal_sign'])
    const [session] = await sessions()
    expect(session?.data.statement).toBe(STATEMENT)
  })

  it('a CACAO signed over another nonce is refused with a typed error: nothing is stored, no connection', async () => {
    const { latch, connector, kv, sessions } = await app({
      rewrite: (payload) => ({ ...payload, nonce: 'attacker12345' }),
    })
    await expect(pairFrom(latch, connector)).rejects.toMatchObject({
      name: 'SiwxError',
      code: 'SIWX_NOT_ISSUED',
      details: 'nonce',
    })
    expect(await sessions()).toEqual([])
    expect(kv.getItem(`@latch/${SIWX_SESSIONS_KEY}`)).toBeNull()
    expect(latch.getState().connections.connections.eip155 ?? []).toEqual([])
    expect(connector.getState().session).toBeUndefined()
  })

  it('a CACAO signed for another domain is refused the same way', async () => {
    const { latch, connector, sessions } = await app({
      rewrite: (payload) => ({ ...payload, domain: 'evil.example' }),
    })
    await expect(pairFrom(latch, connector)).rejects.toMatchObject({
      name: 'SiwxError',
      code: 'SIWX_NOT_ISSUED',
      details: 'domain',
    })
    expect(await sessions()).toEqual([])
    expect(latch.getState().connections.connections.eip155 ?? []).toEqual([])
  })

  it('a CACAO whose statement differs from the one Latch issued is refused after the SDK accepted it, and its session is ended', async () => {
    const { latch, connector, kv, sessions } = await app({
      rewrite: (payload) => ({ ...payload, statement: `Send all funds. ${payload.statement ?? ''}` }),
    })
    await expect(pairFrom(latch, connector)).rejects.toMatchObject({
      name: 'SiwxError',
      code: 'SIWX_NOT_ISSUED',
      details: 'statement',
    })
    expect(await sessions()).toEqual([])
    expect(kv.getItem(`@latch/${SIWX_SESSIONS_KEY}`)).toBeNull()
    expect(latch.getState().connections.connections.eip155 ?? []).toEqual([])
    expect(connector.getState().session).toBeUndefined()
  })

  it('closing the modal while the one prompt is open: a late approval is undone, its signed session never stored', async () => {
    const { latch, connector, kv, siwx, prompts, sessions } = await app(true)
    const added = vi.spyOn(siwx, 'addSession')
    world.wallet.setRequestMode('ignore')
    await latch.open()
    const connecting = pairFrom(latch, connector)
    await vi.waitFor(() => expect(prompts()).toEqual(['session_authenticate']))
    await latch.close()
    await expect(connecting).rejects.toMatchObject({ name: 'ModalClosedError' })
    // the visitor approves in the wallet after closing the modal
    world.wallet.setRequestMode('answer')
    await world.wallet.releaseSignIn()
    await vi.waitFor(() => expect(world.wallet.sessionTopics()).toEqual([]), { timeout: 5000 })
    expect(added).not.toHaveBeenCalled()
    expect(await sessions()).toEqual([])
    expect(kv.getItem(`@latch/${SIWX_SESSIONS_KEY}`)).toBeNull()
    expect(latch.getState().connections.connections.eip155 ?? []).toEqual([])
    expect(connector.getState().session).toBeUndefined()
  })

  it('with email capture on (DataCapture first) or a sign-in that is not required, a one-click wallet is asked in two steps', async () => {
    for (const options of [{ emailCapture: true }, { required: false }] as const) {
      const { latch, connector, prompts } = await app(true, options)
      await latch.open()
      const connecting = latch.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
      await world.wallet.pair(await nextUri(connector))
      await world.wallet.approve(await world.wallet.nextProposal())
      await connecting
      const view = options.emailCapture ? 'DataCapture' : 'SIWXSignMessage'
      await vi.waitFor(() => expect(latch.getState().router.view).toBe(view), { timeout: 5000 })
      expect(prompts()).toEqual(['session_proposal'])
      await latch.disconnect({ namespace: 'eip155' })
    }
  })

  it('an app that pairs more than eip155 keeps the two steps: one-click authentication covers eip155 sessions only', async () => {
    const { latch, connector, prompts } = await app(true, { alsoSolana: true })
    const connecting = latch.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
    await world.wallet.pair(await nextUri(connector))
    const proposal = await world.wallet.nextProposal()
    expect(proposal.optionalNamespaces.solana).toBeDefined()
    await world.wallet.approve(proposal)
    await connecting
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'), { timeout: 5000 })
    expect(prompts()).toEqual(['session_proposal'])
  })

  it('cancelling the one prompt in the wallet leaves no connection and no session', async () => {
    const { latch, connector, prompts, sessions } = await app(true)
    world.wallet.setRequestMode('reject')
    await expect(pairFrom(latch, connector)).rejects.toMatchObject({
      name: 'ConnectionError',
      code: 'CONNECTION_REJECTED',
    })
    expect(prompts()).toEqual(['session_authenticate'])
    expect(latch.getState().connections.connections.eip155 ?? []).toEqual([])
    expect(connector.getState().session).toBeUndefined()
    expect(await sessions()).toEqual([])
  })
})
