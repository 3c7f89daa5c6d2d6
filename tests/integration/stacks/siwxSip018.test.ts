import {
  createDefaultSiwx,
  createLatch,
  createMemoryStore,
  createStorage,
  type KeyValueStore,
} from '@latch/core'
import { createBitcoinSiwx, createStacksAdapters } from '@latch/stacks'
import { createStacksSip018Siwx, decodeSip018SignIn } from '@latch/stacks/validation'
import { createTestWbipWallet, TEST_KEYS } from '@latch/testing/stacks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bitcoinTestnet, stacksTestnet } from './setupStacksWorld'

afterEach(() => {
  vi.unstubAllGlobals()
})

const DOMAIN = 'app.example'
const URI = 'https://app.example'

/** A page of the app with the user's Leather wallet and the Stacks adapters in SIP-018 sign-in mode. */
async function app(kv: KeyValueStore = createMemoryStore()) {
  const win = new EventTarget()
  vi.stubGlobal('window', win)
  const wallet = createTestWbipWallet({ flavour: 'leather', keys: TEST_KEYS.alice })
  wallet.install(win as unknown as Record<string, unknown>)
  const { stacks, bip122 } = createStacksAdapters({ siwx: createStacksSip018Siwx() })
  const siwx = createDefaultSiwx({
    verifiers: [stacks.siwx!, bip122.siwx!],
    storage: createStorage(kv),
    domain: DOMAIN,
    uri: URI,
    statement: 'Sign in to the example app',
    required: true,
  })
  const latch = createLatch({ adapters: [stacks, bip122], networks: [stacksTestnet, bitcoinTestnet], siwx })
  latch.mount()
  await latch.ready()
  await latch.connect({ namespace: 'stacks', connectorId: wallet.id })
  return { latch, siwx, kv, wallet, address: wallet.accounts.stxAddress }
}

describe('Stacks sign-in with SIP-018 structured data through createLatch', () => {
  it('the wallet signs the sign-in tuple with stx_signStructuredMessage; the session verifies and survives a reload', async () => {
    const first = await app()
    await vi.waitFor(() => expect(first.latch.getState().router.view).toBe('SIWXSignMessage'))
    const session = (await first.latch.siwx.requestSignMessage())!
    const methods = first.wallet.calls.map((call) => call.method)
    expect(methods).toContain('stx_signStructuredMessage')
    expect(methods).not.toContain('stx_signMessage')
    const signed = decodeSip018SignIn(Buffer.from(session.message, 'hex'))
    expect(signed).toMatchObject({
      domain: DOMAIN,
      uri: URI,
      accountAddress: first.address,
      chainId: stacksTestnet.caipNetworkId,
      statement: 'Sign in to the example app',
    })
    // A server with only the public verifier accepts it for this app, and refuses it for another.
    const server = createStacksSip018Siwx()
    expect(await server.verify(session, { domain: DOMAIN, uri: URI })).toBe(true)
    expect(await server.verify(session, { domain: 'evil.example', uri: URI })).toBe(false)
    expect(await server.verify(session, { chainId: 'stacks:1' })).toBe(false)
    const reload = await app(first.kv)
    await vi.waitFor(() => expect(reload.latch.getState().siwx.hasSession).toBe(true))
  })

  it('a session whose tuple was edited after signing is refused', async () => {
    const { latch, siwx } = await app()
    const session = (await latch.siwx.requestSignMessage())!
    const server = createStacksSip018Siwx()
    const data = { ...session.data, uri: 'https://evil.example' }
    const forged = { data, message: server.formatMessage(data), signature: session.signature }
    const result = await server.check(forged)
    expect(result.valid ? 'valid' : result.error.code).toBe('SIWX_INVALID_SIGNATURE')
    await expect(siwx.addSession(forged)).rejects.toMatchObject({ code: 'SIWX_WRONG_URI' })
  })

  it('refuses a sign-in verifier of another namespace', () => {
    expect(() => createStacksAdapters({ siwx: createBitcoinSiwx() })).toThrow(
      'The Stacks sign-in verifier must be for the stacks namespace',
    )
  })
})
