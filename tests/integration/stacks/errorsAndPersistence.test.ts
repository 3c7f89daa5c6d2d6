import { ConnectionError, createStorage } from '@latch/core'
import { createStacksAdapters, TransactionRejectedError } from '@latch/stacks'
import { createTestWbipWallet, TEST_KEYS, type TestWalletFlavour } from '@latch/testing/stacks'
import { describe, expect, it } from 'vitest'
import { bitcoinTestnet, setupStacksWorld, stacksTestnet } from './setupStacksWorld'

const bob = createTestWbipWallet({ flavour: 'leather', network: 'testnet', keys: TEST_KEYS.bob }).accounts
const transfer = { recipient: bob.stxAddress, amount: 1_000n }

describe('wallet rejections are normalised', () => {
  const rejectCodes: Record<TestWalletFlavour, number> = { leather: 4001, xverse: -32000, sip030: -32000 }
  for (const flavour of ['leather', 'xverse', 'sip030'] as const) {
    it(`${flavour}: user rejection (${rejectCodes[flavour]}) surfaces as one user-rejected error keeping the original code`, async () => {
      const { wallet, stacks } = await setupStacksWorld({ flavour })
      await stacks.connect({ connectorId: wallet.id })
      wallet.rejectNext()
      await expect(stacks.call('stx_transferStx', transfer)).rejects.toMatchObject({
        name: 'UserRejectedRequestError',
        code: 4001,
        meta: { walletCode: rejectCodes[flavour] },
      })
    })

    it(`${flavour}: user cancel is -31001 and unknown failures are -31000`, async () => {
      const { wallet, stacks } = await setupStacksWorld({ flavour })
      await stacks.connect({ connectorId: wallet.id })
      wallet.cancelNext()
      await expect(stacks.call('stx_transferStx', transfer)).rejects.toMatchObject({
        name: 'UserCanceledError',
        code: -31001,
      })
      wallet.failNext({ code: -32603, message: 'internal' })
      await expect(stacks.call('stx_transferStx', transfer)).rejects.toMatchObject({
        name: 'UnknownWalletError',
        code: -31000,
        meta: { walletCode: -32603 },
      })
    })
  }

  it('a node rejection reason (FeeTooLow, BadNonce, NotEnoughFunds) becomes a readable TransactionRejectedError', async () => {
    const { wallet, stacks } = await setupStacksWorld({ flavour: 'xverse' })
    await stacks.connect({ connectorId: wallet.id })
    for (const reason of ['FeeTooLow', 'BadNonce', 'NotEnoughFunds'] as const) {
      wallet.failNext({ code: -32603, message: 'broadcast failed', data: { reason } })
      const error = await stacks.call('stx_transferStx', transfer).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(TransactionRejectedError)
      expect(error).toMatchObject({ code: 'TX_REJECTED', reason })
    }
    wallet.failNext({ code: -32603, message: 'transaction rejected: NotEnoughFunds' })
    await expect(stacks.call('stx_transferStx', transfer)).rejects.toThrow(
      'Not enough funds to pay the amount and the fee',
    )
  })
})

describe('the chosen wallet must be connected before any request', () => {
  it('a request with no connected wallet fails with a ConnectionError and contacts no wallet', async () => {
    const { wallet, stacks, bip122 } = await setupStacksWorld({ flavour: 'leather' })
    await expect(stacks.call('stx_transferStx', transfer)).rejects.toBeInstanceOf(ConnectionError)
    await expect(
      bip122.request({ connectorId: wallet.id, method: 'sendTransfer', params: { recipients: [] } }),
    ).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
    expect(wallet.calls).toEqual([])
  })

  it('a request naming another wallet than the connected one fails before contacting either', async () => {
    const { wallet, stacks } = await setupStacksWorld({ flavour: 'leather' })
    await stacks.connect({ connectorId: wallet.id })
    const before = wallet.calls.length
    await expect(
      stacks.request({
        connectorId: 'XverseProviders.BitcoinProvider',
        method: 'stx_signMessage',
        params: { message: 'x' },
      }),
    ).rejects.toMatchObject({ name: 'ConnectionError' })
    expect(wallet.calls.length).toBe(before)
  })

  it('connecting a wallet that is not installed fails with "Failed to connect"', async () => {
    const { stacks } = await setupStacksWorld({ flavour: 'leather' })
    await expect(stacks.connect({ connectorId: 'XverseProviders.BitcoinProvider' })).rejects.toMatchObject({
      shortMessage: 'Failed to connect',
      code: 'WALLET_NOT_INSTALLED',
    })
  })
})

describe('persistence', () => {
  it('a rejected connect remembers nothing', async () => {
    const { wallet, stacks, kv } = await setupStacksWorld({ flavour: 'xverse' })
    wallet.rejectNext()
    await expect(stacks.connect({ connectorId: wallet.id })).rejects.toMatchObject({ code: 4001 })
    expect(kv.getItem('@latch/stacks.sessions')).toBeNull()
    await expect(stacks.call('stx_signMessage', { message: 'x' })).rejects.toMatchObject({
      code: 'NOT_CONNECTED',
    })
  })

  it('after a successful request the wallet and the addresses per namespace are stored, without keys or paths', async () => {
    const { wallet, stacks, kv } = await setupStacksWorld({ flavour: 'leather' })
    await stacks.connect({ connectorId: wallet.id })
    const raw = kv.getItem('@latch/stacks.sessions')!
    expect(Object.keys(JSON.parse(raw).d)).toEqual(['LeatherProvider'])
    expect(JSON.parse(raw).d.LeatherProvider).toEqual({
      stacks: [{ address: wallet.accounts.stxAddress, purpose: 'stacks' }],
      bip122: [
        { address: wallet.accounts.btcPaymentAddress, purpose: 'payment', addressType: 'p2wpkh' },
        { address: wallet.accounts.btcOrdinalsAddress, purpose: 'ordinals', addressType: 'p2tr' },
      ],
    })
    expect(raw).not.toContain(wallet.accounts.stxPublicKey)
    expect(raw).not.toContain(wallet.accounts.btcPaymentPublicKey)
    expect(raw).not.toContain("m/84'")
  })

  it('after a reload the remembered wallet is restored silently, and disconnect clears wallet and addresses', async () => {
    const { wallet, stacks, kv, win } = await setupStacksWorld({ flavour: 'leather' })
    await stacks.connect({ connectorId: wallet.id })
    const callsBefore = wallet.calls.length
    const reloaded = createStacksAdapters()
    const context = {
      networks: [stacksTestnet, bitcoinTestnet],
      storage: createStorage(kv),
      getWindow: () => win as unknown as Window,
    }
    await Promise.all([reloaded.stacks.init(context), reloaded.bip122.init(context)])
    const restored = await reloaded.bip122.reconnect({ connectorId: wallet.id })
    expect(restored?.accounts[0]?.address).toBe(wallet.accounts.btcPaymentAddress)
    expect(wallet.calls.length).toBe(callsBefore)
    await expect(reloaded.stacks.call('stx_signMessage', { message: 'hi' })).resolves.toMatchObject({
      publicKey: expect.any(String),
    })
    await reloaded.stacks.disconnect({ connectorId: wallet.id })
    expect(kv.getItem('@latch/stacks.sessions')).toBeNull()
    await expect(reloaded.stacks.reconnect({ connectorId: wallet.id })).resolves.toBeNull()
  })

  it('a disconnect while a reload restores (its address checks loading) leaves the wallet disconnected', async () => {
    const { wallet, stacks, kv, win } = await setupStacksWorld({ flavour: 'leather' })
    await stacks.connect({ connectorId: wallet.id })
    const reloaded = createStacksAdapters()
    const context = {
      networks: [stacksTestnet, bitcoinTestnet],
      storage: createStorage(kv),
      getWindow: () => win as unknown as Window,
    }
    await Promise.all([reloaded.stacks.init(context), reloaded.bip122.init(context)])
    const restoring = reloaded.stacks.reconnect({ connectorId: wallet.id })
    await reloaded.stacks.disconnect({ connectorId: wallet.id })
    await expect(restoring).resolves.toBeNull()
    expect(reloaded.session.getConnectedWalletId()).toBeUndefined()
    expect(kv.getItem('@latch/stacks.sessions')).toBeNull()
  })

  it('a reload restores only well-formed stored addresses, distinct, past malformed ones', async () => {
    const { wallet, stacks, kv, win } = await setupStacksWorld({ flavour: 'leather' })
    await stacks.connect({ connectorId: wallet.id })
    const payment = { address: wallet.accounts.btcPaymentAddress, purpose: 'payment' }
    const stx = { address: wallet.accounts.stxAddress, purpose: 'stacks' }
    // written by an earlier single-wallet version: read once, then replaced
    kv.removeItem('@latch/stacks.sessions')
    kv.setItem('@latch/stacks.wallet', JSON.stringify({ v: 1, d: wallet.id }))
    kv.setItem(
      '@latch/stacks.addresses',
      JSON.stringify({
        v: 1,
        d: {
          stacks: [{ address: 'SP-not-an-address', purpose: 'stacks' }, { address: 42 }, stx],
          bip122: [
            { address: '<img src=x onerror=alert(1)>', purpose: 'payment' },
            { address: wallet.accounts.stxAddress, purpose: 'payment' },
            // a mainnet address while the app is on testnet
            { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', purpose: 'payment' },
            ...Array.from({ length: 5 }, () => payment),
          ],
        },
      }),
    )
    const reloaded = createStacksAdapters()
    const context = {
      networks: [stacksTestnet, bitcoinTestnet],
      storage: createStorage(kv),
      getWindow: () => win as unknown as Window,
    }
    await Promise.all([reloaded.stacks.init(context), reloaded.bip122.init(context)])
    const btc = await reloaded.bip122.reconnect({ connectorId: wallet.id })
    const stxRestored = await reloaded.stacks.reconnect({ connectorId: wallet.id })
    expect(btc?.accounts.map((a) => a.address)).toEqual([payment.address])
    expect(stxRestored?.accounts.map((a) => a.address)).toEqual([stx.address])
  })

  it('disconnect emits a disconnect event on both namespaces', async () => {
    const { wallet, stacks, bip122 } = await setupStacksWorld({ flavour: 'xverse' })
    const events: string[] = []
    stacks.subscribe((e) => events.push(`stacks:${e.type}`))
    bip122.subscribe((e) => events.push(`bip122:${e.type}`))
    await bip122.connect({ connectorId: wallet.id })
    await bip122.disconnect({ connectorId: wallet.id })
    expect(events).toEqual([
      'stacks:accountsChanged',
      'bip122:accountsChanged',
      'stacks:disconnect',
      'bip122:disconnect',
    ])
  })

  it("a provider whose event hook throws or answers no remover still connects and disconnects; its own 'disconnect' event ends only its session", async () => {
    const { wallet, stacks, bip122 } = await setupStacksWorld({ flavour: 'xverse' })
    const provider = wallet.provider as Record<string, unknown>
    const events: string[] = []
    stacks.subscribe((e) => events.push(`stacks:${e.type}`))
    bip122.subscribe((e) => events.push(`bip122:${e.type}`))

    provider.addListener = () => {
      throw new Error('hostile hook')
    }
    await expect(stacks.connect({ connectorId: wallet.id })).resolves.toMatchObject({ accounts: [{}] })
    await stacks.disconnect({ connectorId: wallet.id })

    provider.addListener = () => 'not a remover'
    await expect(stacks.connect({ connectorId: wallet.id })).resolves.toMatchObject({ accounts: [{}] })
    await expect(stacks.disconnect({ connectorId: wallet.id })).resolves.toBeUndefined()
    expect(stacks.session.getConnectedWalletIds()).toEqual([])

    let listener: (() => void) | undefined
    provider.addListener = (event: string, cb: () => void) => {
      if (event === 'disconnect') listener = cb
      return () => {
        throw new Error('hostile remover')
      }
    }
    await stacks.connect({ connectorId: wallet.id })
    events.length = 0
    listener?.()
    expect(events).toEqual(['stacks:disconnect', 'bip122:disconnect'])
    expect(stacks.session.getConnectedWalletIds()).toEqual([])
    await expect(stacks.call('stx_signMessage', { message: 'x' })).rejects.toMatchObject({
      code: 'NOT_CONNECTED',
    })
  })
})
