import {
  createDefaultSiwx,
  createLatch,
  createMemoryStore,
  createStorage,
  type DefaultSiwxOptions,
  SIWX_SESSIONS_KEY,
} from '@latch/core'
import { evmAdapter } from '@latch/evm'
import type { TestWalletSignIn } from '@latch/testing/evm'
import { describe, expect, it, vi } from 'vitest'
import { walletFor } from './evmWorld'
import { evmWorldPerSuite } from './evmWorldPerSuite'

const world = evmWorldPerSuite({ second: false })

const DOMAIN = 'app.latch.test'
const URI = 'https://app.latch.test'
const INDEX = 10
const WALLET = 'dev.latch.oneprompt'

/**
 * A page of the app with a required sign-in: the dev chain's test wallet (answering ERC-7846
 * `wallet_connect` when `signIn` is given), the EVM adapter and the default SIWX.
 */
async function app(signIn?: TestWalletSignIn, siwxOptions: Partial<DefaultSiwxOptions> = {}) {
  const win = new EventTarget()
  vi.stubGlobal('window', win)
  const wallet = walletFor(world().chain, INDEX, WALLET, signIn ? { signIn } : {})
  wallet.announce(win)
  const kv = createMemoryStore()
  const adapter = evmAdapter()
  const siwx = createDefaultSiwx({
    verifiers: [adapter.siwx!],
    storage: createStorage(kv),
    domain: DOMAIN,
    uri: URI,
    statement: 'Sign in to the Latch test app.',
    expirationMs: 3_600_000,
    required: true,
    ...siwxOptions,
  })
  const latch = createLatch({ adapters: [adapter], networks: [world().network], siwx })
  latch.mount()
  await latch.ready()
  const address = world().chain.accounts[INDEX]!.address
  const sessions = () => siwx.getSessions(world().network.caipNetworkId, address)
  return { latch, wallet, kv, address, sessions, siwx }
}

describe('one prompt to connect and sign in (ERC-7846 wallet_connect with signInWithEthereum)', () => {
  it('a wallet with signInWithEthereum connects and signs in with 1 prompt; the session verifies and no sign view opens', async () => {
    const { latch, wallet, address, sessions } = await app(true)
    await latch.open()
    await latch.connect({ namespace: 'eip155', connectorId: WALLET })
    await vi.waitFor(() => expect(latch.getState().siwx.hasSession).toBe(true))
    expect(wallet.prompts).toEqual(['wallet_connect'])
    const [session] = await sessions()
    expect(session?.data).toMatchObject({ accountAddress: address, domain: DOMAIN, uri: URI })
    expect(session?.message).toContain('Sign in to the Latch test app.')
    expect(latch.getState().router.view).not.toBe('SIWXSignMessage')
    expect(latch.getState().modal.open).toBe(false)
  })

  it('a wallet without wallet_connect keeps the two steps: 2 prompts, no prompt for the refused method', async () => {
    const { latch, wallet, sessions } = await app()
    await latch.connect({ namespace: 'eip155', connectorId: WALLET })
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
    await latch.siwx.requestSignMessage()
    expect(wallet.calls[0]?.method).toBe('wallet_connect')
    expect(wallet.prompts).toEqual(['eth_requestAccounts', 'personal_sign'])
    expect(await sessions()).toHaveLength(1)
  })

  it('a wallet that signs a message with another nonce is refused with a typed error, stores nothing and is disconnected', async () => {
    const rewrite = (message: string) => message.replace(/^Nonce: .*$/m, 'Nonce: attacker12345')
    const { latch, kv, sessions } = await app({ rewrite })
    await expect(latch.connect({ namespace: 'eip155', connectorId: WALLET })).rejects.toMatchObject({
      name: 'SiwxError',
      code: 'SIWX_NOT_ISSUED',
      details: 'nonce',
    })
    expect(await sessions()).toEqual([])
    expect(kv.getItem(`@latch/${SIWX_SESSIONS_KEY}`)).toBeNull()
    expect(latch.getState().connections.connections.eip155 ?? []).toEqual([])
  })

  it('a wallet that signs for another domain is refused the same way', async () => {
    const rewrite = (message: string) => message.replace(DOMAIN, 'evil.example')
    const { latch, sessions } = await app({ rewrite })
    await expect(latch.connect({ namespace: 'eip155', connectorId: WALLET })).rejects.toMatchObject({
      name: 'SiwxError',
      code: 'SIWX_NOT_ISSUED',
      details: 'domain',
    })
    expect(await sessions()).toEqual([])
  })

  it('cancelling the one prompt leaves no connection and no session, as cancelling a required sign-in does', async () => {
    const { latch, wallet, sessions } = await app(true)
    wallet.rejectNext({ method: 'wallet_connect' })
    await expect(latch.connect({ namespace: 'eip155', connectorId: WALLET })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
    })
    expect(wallet.prompts).toEqual(['wallet_connect'])
    expect(latch.getState().connections.connections.eip155 ?? []).toEqual([])
    expect(await sessions()).toEqual([])
  })

  it('closing the modal while the one prompt is open: a late approval is undone and its signed session is not stored', async () => {
    const { latch, wallet, kv, sessions, siwx } = await app(true)
    const added = vi.spyOn(siwx, 'addSession')
    await latch.open()
    wallet.setDelay(300)
    const connecting = latch.connect({ namespace: 'eip155', connectorId: WALLET })
    connecting.catch(() => undefined)
    await vi.waitFor(() => expect(wallet.calls.map((c) => c.method)).toContain('wallet_connect'))
    await latch.close()
    await expect(connecting).rejects.toMatchObject({ name: 'ModalClosedError' })
    // the wallet approves after the visitor closed the modal
    await vi.waitFor(() => expect(wallet.prompts).toEqual(['wallet_connect']))
    // long enough for the answer to be verified and (wrongly) stored
    await new Promise((resolve) => setTimeout(resolve, 1500))
    // never stored, not stored and then removed
    expect(added).not.toHaveBeenCalled()
    expect(await sessions()).toEqual([])
    expect(kv.getItem(`@latch/${SIWX_SESSIONS_KEY}`)).toBeNull()
    expect(latch.getState().siwx.hasSession).toBe(false)
    await vi.waitFor(() => expect(latch.getState().connections.connections.eip155 ?? []).toEqual([]))
  })

  it('with email capture on, DataCapture comes first: the wallet is asked in two steps', async () => {
    const win = new EventTarget()
    vi.stubGlobal('window', win)
    const wallet = walletFor(world().chain, INDEX, WALLET, { signIn: true })
    wallet.announce(win)
    const adapter = evmAdapter()
    const siwx = createDefaultSiwx({
      verifiers: [adapter.siwx!],
      storage: createStorage(createMemoryStore()),
      domain: DOMAIN,
      uri: URI,
      required: true,
    })
    const latch = createLatch({
      adapters: [adapter],
      networks: [world().network],
      siwx,
      features: { emailCapture: true },
    })
    latch.mount()
    await latch.ready()
    await latch.open()
    await latch.connect({ namespace: 'eip155', connectorId: WALLET })
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('DataCapture'))
    expect(wallet.prompts).toEqual(['eth_requestAccounts'])
  })

  it('a sign-in that is not required keeps the two steps (the visitor may close the sign view)', async () => {
    const { latch, wallet } = await app(true, { required: false })
    await latch.open()
    await latch.connect({ namespace: 'eip155', connectorId: WALLET })
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
    expect(wallet.prompts).toEqual(['eth_requestAccounts'])
  })
})
