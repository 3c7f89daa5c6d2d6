// A Stacks/Bitcoin wallet switching its own account (sats-connect `accountChange`, as Xverse
// emits it), with the real Xverse-like test wallet: Latch's state, storage and the next signature
// follow the wallet's new account. `window` is an EventTarget (Node has no DOM).

import { createLatch, createMemoryStore, type KeyValueStore } from '@latch/core'
import { createStacksAdapters } from '@latch/stacks'
import { verifyBitcoinMessageSignature, verifyStacksMessageSignature } from '@latch/stacks/validation'
import { createTestWbipWallet, TEST_KEYS, type TestWbipWallet } from '@latch/testing/stacks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bitcoinTestnet, stacksTestnet } from './setupStacksWorld'

afterEach(() => {
  vi.unstubAllGlobals()
})

const XVERSE = 'XverseProviders.BitcoinProvider'

/** One page load of the app over `kv` (its localStorage) with the wallet installed. */
async function page(wallet: TestWbipWallet, kv: KeyValueStore = createMemoryStore()) {
  const win = new EventTarget()
  vi.stubGlobal('window', win)
  wallet.install(win as unknown as Record<string, unknown>)
  const { stacks, bip122 } = createStacksAdapters()
  const latch = createLatch({
    adapters: [stacks, bip122],
    networks: [stacksTestnet, bitcoinTestnet],
    storage: kv,
  })
  const unmount = latch.mount()
  await latch.ready()
  return { latch, unmount, stacks, bip122, kv }
}

type Latch = Awaited<ReturnType<typeof page>>['latch']

/** What the app shows of the wallet: each namespace's active address and its connections. */
const shown = (latch: Latch) => ({
  stacks: latch.getAccount({ namespace: 'stacks' }).address,
  bip122: latch.getAccount({ namespace: 'bip122' }).address,
  connections: latch.connections.list().map((c) => `${c.id}=${c.address}`),
})

/** The wallet's account as the app should show it. */
const expected = (wallet: TestWbipWallet) => ({
  stacks: wallet.accounts.stxAddress,
  bip122: wallet.accounts.btcPaymentAddress,
  connections: [
    `bip122:${XVERSE}=${wallet.accounts.btcPaymentAddress}`,
    `stacks:${XVERSE}=${wallet.accounts.stxAddress}`,
  ],
})

async function connectBoth(latch: Latch) {
  await latch.connect({ namespace: 'stacks', connectorId: XVERSE })
  await latch.connect({ namespace: 'bip122', connectorId: XVERSE })
}

const getAddressesCalls = (wallet: TestWbipWallet) =>
  wallet.calls.filter((c) => c.method === 'getAddresses').length

describe('a Stacks/Bitcoin wallet that switches its own account', () => {
  it('the connection, the stored session and the next Stacks and Bitcoin signatures follow the new account, with no prompt', async () => {
    const wallet = createTestWbipWallet({ flavour: 'xverse', keys: TEST_KEYS.bob })
    const { latch, unmount, stacks, bip122, kv } = await page(wallet)
    await connectBoth(latch)
    const before = wallet.accounts
    expect(shown(latch)).toEqual(expected(wallet))
    expect(wallet.listenerCount('accountChange')).toBe(1)

    wallet.switchAccount(1)
    expect(wallet.accounts.stxAddress).not.toBe(before.stxAddress)
    expect(wallet.accounts.btcPaymentAddress).not.toBe(before.btcPaymentAddress)
    await vi.waitFor(() => expect(shown(latch)).toEqual(expected(wallet)))
    // the event carried the addresses: the wallet was not asked again
    expect(getAddressesCalls(wallet)).toBe(1)
    expect(latch.getState().connections.status).toMatchObject({ stacks: 'connected', bip122: 'connected' })
    const stored = JSON.parse(kv.getItem('@latch/stacks.sessions')!).d[XVERSE]
    expect(stored.stacks.map((a: { address: string }) => a.address)).toEqual([wallet.accounts.stxAddress])
    expect(stored.bip122.map((a: { address: string }) => a.address)).toContain(
      wallet.accounts.btcPaymentAddress,
    )

    const message = 'Signed after the switch'
    const stx = activeOf(latch, 'stacks')
    const stxSignature = await stacks.signMessage({ ...stx, message, network: stacksTestnet })
    await expect(
      verifyStacksMessageSignature({ address: wallet.accounts.stxAddress, message, signature: stxSignature }),
    ).resolves.toBe(true)
    await expect(
      verifyStacksMessageSignature({ address: before.stxAddress, message, signature: stxSignature }),
    ).resolves.toBe(false)
    const btc = activeOf(latch, 'bip122')
    const btcSignature = await bip122.signMessage({ ...btc, message, network: bitcoinTestnet })
    await expect(
      verifyBitcoinMessageSignature({
        address: wallet.accounts.btcPaymentAddress,
        message,
        signature: btcSignature,
        network: 'testnet',
      }),
    ).resolves.toBe(true)
    await expect(
      verifyBitcoinMessageSignature({
        address: before.btcPaymentAddress,
        message,
        signature: btcSignature,
        network: 'testnet',
      }),
    ).resolves.toBe(false)
    unmount()

    // a reload restores the account the wallet switched to, without asking the wallet
    const calls = wallet.calls.length
    const reloaded = await page(wallet, kv)
    expect(shown(reloaded.latch)).toEqual(expected(wallet))
    expect(wallet.calls.length).toBe(calls)
    reloaded.unmount()
  })

  it('an older wallet whose event carries no address is asked for it once, silently; a switch back is followed too', async () => {
    const wallet = createTestWbipWallet({ flavour: 'xverse' })
    const { latch, unmount } = await page(wallet)
    await connectBoth(latch)
    const first = expected(wallet)
    wallet.switchAccount(2, { addresses: false })
    await vi.waitFor(() => expect(shown(latch)).toEqual(expected(wallet)))
    expect(shown(latch)).not.toEqual(first)
    expect(getAddressesCalls(wallet)).toBe(2)
    wallet.switchAccount(0, { addresses: false })
    await vi.waitFor(() => expect(shown(latch)).toEqual(first))
    expect(getAddressesCalls(wallet)).toBe(3)
    unmount()
  })

  it('a wallet that refuses to tell its new account is treated as disconnected in both families, its listeners removed', async () => {
    const wallet = createTestWbipWallet({ flavour: 'xverse' })
    const { latch, unmount, kv } = await page(wallet)
    await connectBoth(latch)
    wallet.rejectNext()
    wallet.switchAccount(1, { addresses: false })
    await vi.waitFor(() => expect(latch.connections.list()).toEqual([]))
    expect(shown(latch)).toEqual({ stacks: undefined, bip122: undefined, connections: [] })
    expect(kv.getItem('@latch/stacks.sessions')).toBeNull()
    expect([wallet.listenerCount('accountChange'), wallet.listenerCount('disconnect')]).toEqual([0, 0])
    unmount()
  })

  it('an unmounted app leaves no listener on the wallet and asks it nothing; the next mount restores and follows it again', async () => {
    const wallet = createTestWbipWallet({ flavour: 'xverse' })
    const first = await page(wallet)
    await connectBoth(first.latch)
    first.unmount()
    expect([wallet.listenerCount('accountChange'), wallet.listenerCount('disconnect')]).toEqual([0, 0])
    const calls = wallet.calls.length
    wallet.switchAccount(1, { addresses: false })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(wallet.calls.length).toBe(calls)

    // the stored session still names account 0: the reload shows it, then follows the next switch
    const reloaded = await page(wallet, first.kv)
    expect(wallet.calls.length).toBe(calls)
    expect([wallet.listenerCount('accountChange'), wallet.listenerCount('disconnect')]).toEqual([1, 1])
    wallet.switchAccount(2, { addresses: false })
    await vi.waitFor(() => expect(shown(reloaded.latch)).toEqual(expected(wallet)))
    // asked once, by the mounted app only
    expect(wallet.calls.slice(calls).map((c) => c.method)).toEqual(['getAddresses'])
    reloaded.unmount()
  })

  it('after the app disconnects the wallet, its account switch changes nothing and asks nothing', async () => {
    const wallet = createTestWbipWallet({ flavour: 'xverse' })
    const { latch, unmount, stacks } = await page(wallet)
    await connectBoth(latch)
    await latch.disconnect({ namespace: 'stacks' })
    expect(wallet.listenerCount('accountChange')).toBe(0)
    const calls = wallet.calls.length
    wallet.switchAccount(1, { addresses: false })
    wallet.switchAccount(2)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(wallet.calls.length).toBe(calls)
    expect(latch.connections.list()).toEqual([])
    await expect(stacks.call('stx_signMessage', { message: 'x' })).rejects.toMatchObject({
      code: 'NOT_CONNECTED',
    })
    unmount()
  })
})

/** The active connection of a namespace, as a signing request names it. */
function activeOf(latch: Latch, namespace: 'stacks' | 'bip122') {
  const connection = latch.connections.list().find((c) => c.namespace === namespace && c.active)
  if (!connection) throw new Error(`no active ${namespace} connection`)
  return { connectorId: connection.connectorId, address: connection.address }
}
