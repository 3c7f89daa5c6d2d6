import { createMemoryStore, createStorage, type SiwxMessageData } from '@latch/core'
import {
  createStacksAdapters,
  defineBitcoinNetwork,
  defineStacksNetwork,
  findParentFrameProvider,
} from '@latch/stacks'
import {
  createTestWbipWallet,
  decodeBitcoinTransaction,
  startStacksApiServer,
  TEST_KEYS,
} from '@latch/testing/stacks'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { bitcoinTestnet, stacksTestnet } from './setupStacksWorld'

async function page(win: Record<string, unknown>) {
  const adapters = createStacksAdapters()
  const context = {
    networks: [stacksTestnet, bitcoinTestnet],
    storage: createStorage(createMemoryStore()),
    getWindow: () => win as unknown as Window,
  }
  await Promise.all([adapters.stacks.init(context), adapters.bip122.init(context)])
  return adapters
}

describe('discovery', () => {
  it('lists Leather, Xverse, Asigna and Fordefi with installed ones marked, plus self-registered wallets', async () => {
    const win: Record<string, unknown> = {}
    createTestWbipWallet({ flavour: 'leather' }).install(win)
    createTestWbipWallet({ flavour: 'sip030', id: 'PlainWallet', name: 'Plain' }).install(win)
    const { stacks, bip122 } = await page(win)
    const installed = (list: readonly { name: string; installed: boolean }[]) =>
      list.map((c) => [c.name, c.installed])
    expect(installed(stacks.getConnectors())).toEqual([
      ['Leather', true],
      ['Xverse', false],
      ['Asigna', false],
      ['Plain', true],
    ])
    // Fordefi's provider is Bitcoin-only, so it is offered for bip122 only.
    expect(installed(bip122.getConnectors())).toEqual([
      ['Leather', true],
      ['Xverse', false],
      ['Asigna', false],
      ['Fordefi', false],
      ['Plain', true],
    ])
    expect(stacks.getProvider?.('LeatherProvider')).toBe(win.LeatherProvider)
    expect(stacks.getConnectors()[0]).toMatchObject({
      type: 'wbip',
      chain: 'stacks',
      imageUrl: expect.stringMatching(/^data:image\/svg\+xml,/),
    })
  })

  it('a registered wallet Latch does not know is limited to the methods its getInfo answer lists', async () => {
    const win: Record<string, unknown> = {}
    const plain = createTestWbipWallet({ flavour: 'sip030', id: 'PlainWallet' })
    plain.install(win)
    const { stacks } = await page(win)
    await stacks.connect({ connectorId: 'PlainWallet' })
    await expect(stacks.call('stx_updateProfile', { person: {} })).rejects.toMatchObject({ code: -32601 })
    expect(plain.calls.map((c) => c.method)).toEqual(['getInfo', 'getAddresses'])
  })

  it('Asigna works when the app runs inside its iframe: the provider of a same-origin parent frame is used', async () => {
    const asigna = createTestWbipWallet({ flavour: 'xverse' })
    const parent: Record<string, unknown> = { AsignaProvider: asigna.provider }
    const win: Record<string, unknown> = { parent }
    const { stacks } = await page(win)
    expect(stacks.getConnectors().find((c) => c.name === 'Asigna')?.installed).toBe(true)
    const { accounts } = await stacks.connect({ connectorId: 'AsignaProvider' })
    expect(accounts[0]?.address).toBe(asigna.accounts.stxAddress)
    // A multisig vault produces no single-key message signature.
    await expect(stacks.call('stx_signMessage', { message: 'x' })).rejects.toMatchObject({ code: -32601 })
  })

  it('Fordefi, found at its provider path, connects for Bitcoin and sends a transfer given in the one input shape', async () => {
    const fordefi = createTestWbipWallet({ flavour: 'sip030', network: 'testnet' })
    const bob = createTestWbipWallet({ flavour: 'leather', network: 'testnet', keys: TEST_KEYS.bob }).accounts
    const { stacks, bip122 } = await page({ FordefiProviders: { UtxoProvider: fordefi.provider } })
    expect(bip122.getConnectors().find((c) => c.name === 'Fordefi')?.installed).toBe(true)
    // Fordefi's provider serves Bitcoin only: it is not offered for Stacks.
    expect(stacks.getConnectors().some((c) => c.name === 'Fordefi')).toBe(false)
    const { accounts } = await bip122.connect({ connectorId: 'FordefiProviders.UtxoProvider' })
    expect(accounts[0]?.address).toBe(fordefi.accounts.btcPaymentAddress)
    const result = await bip122.call('sendTransfer', {
      recipients: [{ address: bob.btcPaymentAddress, amount: 54_321n }],
    })
    const tx = decodeBitcoinTransaction(fordefi.signed.at(-1)!, 'testnet')
    expect(result).toEqual({ txid: tx.txid })
    expect(tx.outputs).toEqual([{ address: bob.btcPaymentAddress, amount: 54_321n }])
  })

  it('Asigna across origins: requests go to the parent frame by postMessage, only to and from its origin', async () => {
    const asigna = createTestWbipWallet({ flavour: 'xverse' })
    const origin = 'https://vault.asigna.example'
    const frame = new EventTarget()
    const posted: { message: unknown; target: string }[] = []
    const parent = {
      postMessage(message: { id: string; method: string; params: unknown }, target: string) {
        posted.push({ message, target })
        void asigna.provider.request(message.method, message.params).then((response) => {
          const { result, error } = response as { result?: unknown; error?: unknown }
          const reply = (from: string) =>
            frame.dispatchEvent(
              Object.assign(new Event('message'), {
                origin: from,
                source: parent,
                data: { type: 'wbip:response', id: message.id, result, error },
              }),
            )
          reply('https://evil.example')
          reply(origin)
        })
      },
    }
    const win = Object.assign(frame, { parent })
    const provider = findParentFrameProvider(win, 'AsignaProvider', origin)
    const result = await provider?.request('getAddresses', { purposes: ['stacks'] })
    expect(result).toEqual({ addresses: [expect.objectContaining({ address: asigna.accounts.stxAddress })] })
    expect(posted[0]?.target).toBe(origin)
    expect(findParentFrameProvider({ parent: {} }, 'AsignaProvider')).toBeUndefined()
  })
})

describe('sign-in (CAIP-122)', () => {
  const base = (accountAddress: string, chainId: SiwxMessageData['chainId']): SiwxMessageData => ({
    accountAddress,
    chainId,
    domain: 'app.example',
    uri: 'https://app.example/login',
    version: '1',
    nonce: 'n0nce1234',
    issuedAt: '2026-11-22T10:00:00.000Z',
    expirationTime: '2026-11-22T11:00:00.000Z',
    statement: 'Sign in to the example app',
    resources: ['https://app.example/terms'],
  })
  const now = new Date('2026-11-22T10:30:00.000Z')

  for (const flavour of ['leather', 'xverse'] as const) {
    it(`${flavour}: a Stacks sign-in signed by the wallet verifies, and fails when altered, expired or for another domain`, async () => {
      const win: Record<string, unknown> = {}
      const wallet = createTestWbipWallet({ flavour })
      wallet.install(win)
      const { stacks } = await page(win)
      await stacks.connect({ connectorId: wallet.id })
      const data = base(wallet.accounts.stxAddress, stacksTestnet.caipNetworkId)
      const message = await stacks.siwx!.formatMessage(data)
      expect(message.split('\n')[0]).toBe('app.example wants you to sign in with your Stacks account:')
      expect(await stacks.siwx!.parseMessage(message)).toEqual(data)
      const signature = await stacks.signMessage({
        connectorId: wallet.id,
        address: data.accountAddress,
        message,
        network: stacksTestnet,
      })
      await expect(
        stacks.siwx!.verify({ data, message, signature }, { now, domain: 'app.example' }),
      ).resolves.toBe(true)
      const altered = { ...data, nonce: 'other1234' }
      await expect(
        stacks.siwx!.verify(
          { data: altered, message: await stacks.siwx!.formatMessage(altered), signature },
          { now },
        ),
      ).resolves.toBe(false)
      await expect(
        stacks.siwx!.verify({ data, message, signature }, { now: new Date('2026-11-22T11:00:00.000Z') }),
      ).resolves.toBe(false)
      await expect(
        stacks.siwx!.verify({ data, message, signature }, { now, domain: 'evil.example' }),
      ).resolves.toBe(false)
    })

    it(`${flavour}: a Bitcoin sign-in (BIP-322 signed message) verifies for the payment address only`, async () => {
      const win: Record<string, unknown> = {}
      const wallet = createTestWbipWallet({ flavour })
      wallet.install(win)
      const { bip122 } = await page(win)
      await bip122.connect({ connectorId: wallet.id })
      const data = base(wallet.accounts.btcPaymentAddress, bitcoinTestnet.caipNetworkId)
      const message = await bip122.siwx!.formatMessage(data)
      const signature = await bip122.signMessage({
        connectorId: wallet.id,
        address: data.accountAddress,
        message,
        network: bitcoinTestnet,
      })
      await expect(bip122.siwx!.verify({ data, message, signature }, { now })).resolves.toBe(true)
      const other = { ...data, accountAddress: wallet.accounts.btcOrdinalsAddress }
      await expect(
        bip122.siwx!.verify(
          { data: other, message: await bip122.siwx!.formatMessage(other), signature },
          { now },
        ),
      ).resolves.toBe(false)
    })
  }
})

describe('account data from the app-configured APIs', () => {
  let api: Awaited<ReturnType<typeof startStacksApiServer>>
  beforeAll(async () => {
    api = await startStacksApiServer()
  })
  afterAll(() => api.close())

  it('reads the STX balance and activity from the Stacks API and the BTC balance from the Esplora API, exactly', async () => {
    const { stacks, bip122 } = createStacksAdapters()
    const stxNet = defineStacksNetwork('testnet', api.url)
    const btcNet = defineBitcoinNetwork('testnet', api.url)
    const alice = createTestWbipWallet({ flavour: 'leather' }).accounts
    api.state.stx.set(alice.stxAddress, 123_456_789_012_345_678n)
    api.state.stxTxs.push({
      txid: `0x${'ab'.repeat(32)}`,
      sender: alice.stxAddress,
      recipient: 'ST000000000000000000002AMW42H',
      amount: 1_500_000n,
      time: 1_700_000_000,
    })
    api.state.btc.set(alice.btcPaymentAddress, { confirmed: 150_000_000n, mempool: 1n })
    await expect(stacks.getBalance({ address: alice.stxAddress, network: stxNet })).resolves.toEqual({
      value: 123_456_789_012_345_678n,
      decimals: 6,
      symbol: 'STX',
    })
    const [stx] = await stacks.accountData!.getTokenBalances({ address: alice.stxAddress, network: stxNet })
    expect(stx?.quantity).toEqual({ decimals: '6', numeric: '123456789012.345678' })
    const { items } = await stacks.accountData!.getActivity({ address: alice.stxAddress, network: stxNet })
    expect(items[0]).toMatchObject({
      id: `0x${'ab'.repeat(32)}`,
      metadata: { minedAt: 1_700_000_000_000, status: 'confirmed' },
      transfers: [{ direction: 'out', amount: '1.5', symbol: 'STX' }],
    })
    await expect(bip122.getBalance({ address: alice.btcPaymentAddress, network: btcNet })).resolves.toEqual({
      value: 150_000_001n,
      decimals: 8,
      symbol: 'BTC',
    })
  })

  it('skips an activity entry whose tx_id is not a Stacks txid (0x + 64 hex): it never becomes an explorer link', async () => {
    const { stacks } = createStacksAdapters()
    const stxNet = defineStacksNetwork('testnet', api.url)
    const bob = createTestWbipWallet({ flavour: 'leather', keys: TEST_KEYS.bob }).accounts
    const good = `0x${'cd'.repeat(32)}`
    for (const txid of ['javascript:alert(1)', `0x${'cd'.repeat(32)}/../x`, good])
      api.state.stxTxs.push({
        txid,
        sender: bob.stxAddress,
        recipient: 'ST000000000000000000002AMW42H',
        amount: 1n,
        time: 1_700_000_000,
      })
    const { items } = await stacks.accountData!.getActivity({ address: bob.stxAddress, network: stxNet })
    expect(items.map((i) => i.id)).toEqual([good])
  })

  it('caches the STX and BTC native balances for 30 s (SPEC §9), then reads them again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const { stacks, bip122 } = createStacksAdapters()
      const stxNet = defineStacksNetwork('testnet', api.url)
      const btcNet = defineBitcoinNetwork('testnet', api.url)
      const bob = createTestWbipWallet({ flavour: 'xverse', keys: TEST_KEYS.bob }).accounts
      api.state.stx.set(bob.stxAddress, 5_000_000n)
      api.state.btc.set(bob.btcPaymentAddress, { confirmed: 7_000n, mempool: 0n })
      const reads = () =>
        api.state.requests.filter((r) => r.includes(bob.stxAddress) || r.includes(bob.btcPaymentAddress))
          .length
      const before = reads()
      expect((await stacks.getBalance({ address: bob.stxAddress, network: stxNet })).value).toBe(5_000_000n)
      expect((await bip122.getBalance({ address: bob.btcPaymentAddress, network: btcNet })).value).toBe(
        7_000n,
      )
      expect(reads()).toBe(before + 2)
      api.state.stx.set(bob.stxAddress, 6_000_000n)
      api.state.btc.set(bob.btcPaymentAddress, { confirmed: 8_000n, mempool: 0n })
      vi.advanceTimersByTime(29_999)
      expect((await stacks.getBalance({ address: bob.stxAddress, network: stxNet })).value).toBe(5_000_000n)
      expect((await bip122.getBalance({ address: bob.btcPaymentAddress, network: btcNet })).value).toBe(
        7_000n,
      )
      expect(reads()).toBe(before + 2)
      vi.advanceTimersByTime(1)
      expect((await stacks.getBalance({ address: bob.stxAddress, network: stxNet })).value).toBe(6_000_000n)
      expect((await bip122.getBalance({ address: bob.btcPaymentAddress, network: btcNet })).value).toBe(
        8_000n,
      )
      expect(reads()).toBe(before + 4)
    } finally {
      vi.useRealTimers()
    }
  })

  it('creating and initialising the adapters makes no request', async () => {
    const before = api.state.requests.length
    const { stacks, bip122 } = createStacksAdapters()
    const context = {
      networks: [defineStacksNetwork('testnet', api.url)],
      storage: createStorage(createMemoryStore()),
      getWindow: () => undefined,
    }
    await Promise.all([stacks.init(context), bip122.init(context)])
    stacks.getConnectors()
    expect(api.state.requests.length).toBe(before)
  })
})
