import {
  createDefaultSiwx,
  createLatch,
  createMemoryStore,
  createStorage,
  type KeyValueStore,
  SIWX_SESSIONS_KEY,
  type SiwxMessageData,
  type SiwxSession,
} from '@latch/core'
import { createStacksAdapters } from '@latch/stacks'
import { parseCaip122 } from '@latch/stacks/validation'
import { createTestWbipWallet, TEST_KEYS, type TestWbipWallet } from '@latch/testing/stacks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bitcoinTestnet, stacksTestnet } from './setupStacksWorld'

afterEach(() => {
  vi.unstubAllGlobals()
})

const DOMAIN = 'app.example'
const URI = 'https://app.example'

/** A page of the app with the user's Leather wallet, the Stacks adapters and the default SIWX. */
async function app(kv: KeyValueStore = createMemoryStore()) {
  const win = new EventTarget()
  vi.stubGlobal('window', win)
  const wallet = createTestWbipWallet({ flavour: 'leather', keys: TEST_KEYS.alice })
  wallet.install(win as unknown as Record<string, unknown>)
  const { stacks, bip122 } = createStacksAdapters()
  const verifier = stacks.siwx!
  const siwx = createDefaultSiwx({
    verifiers: [verifier, bip122.siwx!],
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
  const address = wallet.accounts.stxAddress
  /** The user's wallet signs data of the attacker's choosing (a phishing page's sign-in). */
  const signText = (message: string) =>
    stacks.signMessage({ connectorId: wallet.id, address, message, network: stacksTestnet })
  const signedBy = async (data: SiwxMessageData): Promise<SiwxSession> => {
    const message = await verifier.formatMessage(data)
    return { data, message, signature: await signText(message) }
  }
  return { latch, siwx, verifier, kv, address, signedBy, signText }
}

describe('Stacks sign-in (CAIP-122) through createLatch with the default SIWX', () => {
  it('signing in stores a session that is served again after a reload', async () => {
    const first = await app()
    await vi.waitFor(() => expect(first.latch.getState().router.view).toBe('SIWXSignMessage'))
    const session = await first.latch.siwx.requestSignMessage()
    expect(session?.message.split('\n')[0]).toBe(`${DOMAIN} wants you to sign in with your Stacks account:`)
    const reload = await app(first.kv)
    await vi.waitFor(() => expect(reload.latch.getState().siwx.hasSession).toBe(true))
  })

  it('refuses a message signed for another URI, an unknown nonce, and the session added again after revoke', async () => {
    const { latch, siwx, address, signedBy } = await app()
    const chainId = stacksTestnet.caipNetworkId
    const issued = async () => (await siwx.createMessage({ chainId, accountAddress: address })).data
    await expect(
      siwx.addSession(await signedBy({ ...(await issued()), uri: 'https://evil.example' })),
    ).rejects.toMatchObject({ code: 'SIWX_WRONG_URI' })
    await expect(
      siwx.addSession(await signedBy({ ...(await issued()), nonce: 'phished1234' })),
    ).rejects.toMatchObject({ code: 'SIWX_UNKNOWN_NONCE' })
    const session = (await latch.siwx.requestSignMessage())!
    await siwx.revokeSession(chainId, address)
    await expect(siwx.addSession(session)).rejects.toMatchObject({ code: 'SIWX_NONCE_USED' })
    expect(await siwx.getSessions(chainId, address)).toEqual([])
  })

  it('a stored session whose signature was swapped is not served on the next page load', async () => {
    const first = await app()
    const session = (await first.latch.siwx.requestSignMessage())!
    const other = await first.signedBy({ ...session.data, nonce: 'otherNonce123' })
    const swapped = { ...session, signature: other.signature }
    first.kv.setItem(`@latch/${SIWX_SESSIONS_KEY}`, JSON.stringify({ v: 1, d: [swapped] }))
    const reload = await app(first.kv)
    await vi.waitFor(() => expect(reload.latch.getState().router.view).toBe('SIWXSignMessage'))
    expect(reload.latch.getState().siwx.hasSession).toBe(false)
  })

  describe('the verifier', () => {
    const now = new Date('2026-11-22T10:30:00.000Z')
    const base = (accountAddress: string): SiwxMessageData => ({
      accountAddress,
      chainId: stacksTestnet.caipNetworkId,
      domain: DOMAIN,
      uri: URI,
      version: '1',
      nonce: 'n0nce1234',
      issuedAt: '2026-11-22T10:00:00.000Z',
      expirationTime: '2026-11-22T11:00:00.000Z',
      statement: 'Sign in to the example app',
      resources: ['https://app.example/terms'],
    })

    it('refuses another expected URI or network, and a message issued in the future beyond 60 s', async () => {
      const { verifier, address, signedBy } = await app()
      const session = await signedBy(base(address))
      expect(await verifier.verify(session, { now, uri: URI, domain: DOMAIN })).toBe(true)
      expect(await verifier.verify(session, { now, uri: 'https://other.example' })).toBe(false)
      expect(await verifier.verify(session, { now, chainId: 'stacks:1' })).toBe(false)
      const issued = Date.parse('2026-11-22T10:00:00.000Z')
      expect(await verifier.verify(session, { now: new Date(issued - 59_000) })).toBe(true)
      expect(await verifier.verify(session, { now: new Date(issued - 61_000) })).toBe(false)
    })

    it('refuses a signed message with a duplicated field or an impossible date', async () => {
      const { verifier, address, signedBy, signText } = await app()
      const session = await signedBy(base(address))
      const duplicated = session.message.replace('Nonce: n0nce1234', 'Nonce: n0nce1234\nNonce: n0nce1234')
      expect(() => parseCaip122(duplicated, 'Stacks', 'stacks')).toThrow(
        expect.objectContaining({ code: 'INVALID_SIWX_MESSAGE' }),
      )
      const impossible = session.message.replace('2026-11-22T10:00:00.000Z', '2026-11-22T23:60:00Z')
      expect(() => parseCaip122(impossible, 'Stacks', 'stacks')).toThrow(
        expect.objectContaining({ code: 'INVALID_SIWX_MESSAGE' }),
      )
      const data = { ...base(address), issuedAt: '2026-02-30T10:00:00Z' }
      await expect(verifier.formatMessage(data)).rejects.toThrow(
        expect.objectContaining({ name: 'ValidationError' }),
      )
      const message = session.message.replace('2026-11-22T10:00:00.000Z', data.issuedAt)
      expect(await verifier.verify({ data, message, signature: await signText(message) }, { now })).toBe(
        false,
      )
      expect(
        await verifier.verify(
          { data: session.data, message: duplicated, signature: await signText(duplicated) },
          { now },
        ),
      ).toBe(false)
    })
  })
})

/** A page of the app with a Bitcoin wallet connected for `bip122`, and the default SIWX. */
async function bitcoinApp(wallet: TestWbipWallet) {
  const win = new EventTarget()
  vi.stubGlobal('window', win)
  wallet.install(win as unknown as Record<string, unknown>)
  const { stacks, bip122 } = createStacksAdapters()
  const verifier = bip122.siwx!
  const siwx = createDefaultSiwx({
    verifiers: [stacks.siwx!, verifier],
    storage: createStorage(createMemoryStore()),
    domain: DOMAIN,
    uri: URI,
    statement: 'Sign in to the example app',
    required: true,
  })
  const latch = createLatch({ adapters: [stacks, bip122], networks: [stacksTestnet, bitcoinTestnet], siwx })
  latch.mount()
  await latch.ready()
  await latch.connect({ namespace: 'bip122', connectorId: wallet.id })
  return { latch, siwx, verifier, bip122 }
}

describe('Bitcoin sign-in (CAIP-122) through createLatch with the default SIWX', () => {
  const cases = [
    {
      name: 'Leather, native segwit (BIP-322 simple, P2WPKH)',
      flavour: 'leather',
      type: 'p2wpkh',
      prefix: 'tb1q',
    },
    {
      name: 'Xverse, native segwit (BIP-322 simple, P2WPKH)',
      flavour: 'xverse',
      type: 'p2wpkh',
      prefix: 'tb1q',
    },
    {
      name: 'Xverse, Taproot (BIP-322 simple, P2TR key path)',
      flavour: 'xverse',
      type: 'p2tr',
      prefix: 'tb1p',
    },
    {
      name: 'Xverse, nested segwit (BIP-322 full, P2SH-P2WPKH)',
      flavour: 'xverse',
      type: 'p2sh',
      prefix: '2',
    },
  ] as const
  it('an Xverse wallet signs in with 2 prompts (no Bitcoin or Stacks wallet signs while it connects): the connect, then one signMessage from the sign view', async () => {
    const wallet = createTestWbipWallet({ flavour: 'xverse', keys: TEST_KEYS.alice })
    const { latch, siwx } = await bitcoinApp(wallet)
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
    expect(wallet.calls.map((call) => call.method)).toEqual(['getAddresses'])
    await latch.siwx.requestSignMessage()
    expect(wallet.calls.map((call) => call.method)).toEqual(['getAddresses', 'signMessage'])
    expect(
      await siwx.getSessions(bitcoinTestnet.caipNetworkId, wallet.accounts.btcPaymentAddress),
    ).toHaveLength(1)
  })

  for (const c of cases) {
    it(`${c.name}: the Bitcoin account signs in, and the signature is refused for another account or message`, async () => {
      const wallet = createTestWbipWallet({
        flavour: c.flavour,
        keys: TEST_KEYS.alice,
        paymentAddressType: c.type,
      })
      const { latch, siwx, verifier } = await bitcoinApp(wallet)
      const address = wallet.accounts.btcPaymentAddress
      expect(address.startsWith(c.prefix)).toBe(true)
      await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
      const session = (await latch.siwx.requestSignMessage())!
      expect(session.data.accountAddress).toBe(address)
      expect(session.message.split('\n')[0]).toBe(`${DOMAIN} wants you to sign in with your Bitcoin account:`)
      expect(latch.getState().siwx.hasSession).toBe(true)
      expect(await siwx.getSessions(bitcoinTestnet.caipNetworkId, address)).toHaveLength(1)
      // BIP-322, not the 65-byte BIP-137 form.
      expect(atob(session.signature).length).not.toBe(65)
      const signMessage = wallet.calls.find((call) => call.method === 'signMessage')
      expect(signMessage?.params).toMatchObject(
        c.flavour === 'leather' ? { paymentType: 'p2wpkh' } : { address, protocol: 'BIP322' },
      )

      const other = { ...session.data, accountAddress: wallet.accounts.btcOrdinalsAddress }
      if (c.type !== 'p2tr') {
        const check = await verifier.check({
          ...session,
          data: other,
          message: await verifier.formatMessage(other),
        })
        expect(check).toMatchObject({ valid: false, error: { name: 'SiwxError' } })
      }
      const replayed = { ...session.data, nonce: 'otherNonce123' }
      const swapped = {
        data: replayed,
        message: await verifier.formatMessage(replayed),
        signature: session.signature,
      }
      expect(await verifier.check(swapped)).toMatchObject({ valid: false, error: { name: 'SiwxError' } })
      await expect(siwx.addSession(swapped)).rejects.toMatchObject({ name: 'SiwxError' })
    })
  }
})
