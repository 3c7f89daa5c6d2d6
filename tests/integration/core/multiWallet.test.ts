// Several wallets at once across the four families, with the real test wallets: two EIP-6963
// wallets on the Hardhat dev chain, two Wallet Standard wallets on the local SVM, and two WBIP
// Stacks/Bitcoin wallets (Leather-like and Xverse-like, each with its own keys). `window` is an EventTarget (Node has no DOM; discovery only needs events).

import {
  createDefaultSiwx,
  createLatch,
  createMemoryStore,
  createStorage,
  type KeyValueStore,
} from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { solanaAdapter, solanaLocalnet } from '@latch/solana'
import { createStacksAdapters } from '@latch/stacks'
import type { TestWallet } from '@latch/testing/evm'
import { createSolanaTestWallet, type SolanaTestWallet, startSolanaRpc } from '@latch/testing/solana'
import { createTestWbipWallet, TEST_KEYS, type TestWbipWallet } from '@latch/testing/stacks'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type EvmWorld, startEvmWorld, walletFor } from '../evm/evmWorld'
import { bitcoinTestnet, stacksTestnet } from '../stacks/setupStacksWorld'

let evm: EvmWorld
let rpc: Awaited<ReturnType<typeof startSolanaRpc>>
beforeAll(async () => {
  ;[evm, rpc] = await Promise.all([startEvmWorld({ second: false }), startSolanaRpc()])
})
afterAll(async () => {
  await Promise.all([evm?.stop(), rpc?.stop()])
})
afterEach(() => {
  vi.unstubAllGlobals()
})

/** The wallets installed in the browser (they outlive a page reload, as extensions do). */
type Wallets = {
  a: TestWallet
  b: TestWallet
  /** Holds the same key as `a`: another extension with the same address. */
  twin: TestWallet
  sol1: SolanaTestWallet
  sol2: SolanaTestWallet
  leather: TestWbipWallet
  /** A second Stacks/Bitcoin wallet (Xverse-like, its own keys): it reports its own disconnect. */
  xverse: TestWbipWallet
}

function installWallets(): Wallets {
  return {
    a: walletFor(evm.chain, 10, 'dev.latch.a'),
    b: walletFor(evm.chain, 12, 'dev.latch.b'),
    twin: walletFor(evm.chain, 10, 'dev.latch.twin'),
    sol1: createSolanaTestWallet({ rpcUrl: rpc.url, name: 'Sol One' }),
    sol2: createSolanaTestWallet({ rpcUrl: rpc.url, name: 'Sol Two' }),
    leather: createTestWbipWallet({ flavour: 'leather' }),
    xverse: createTestWbipWallet({ flavour: 'xverse', keys: TEST_KEYS.bob }),
  }
}

/** One page load of the app over `kv` (its localStorage), with every wallet installed. */
async function page(
  wallets: Wallets,
  kv: KeyValueStore,
  extra: { siwx?: boolean; uninstalled?: TestWbipWallet } = {},
) {
  const win = new EventTarget()
  vi.stubGlobal('window', win)
  for (const w of [wallets.a, wallets.b, wallets.twin]) w.announce(win)
  wallets.sol1.register(win)
  wallets.sol2.register(win)
  for (const w of [wallets.leather, wallets.xverse])
    if (w !== extra.uninstalled) w.install(win as unknown as Record<string, unknown>)
  const eth = evmAdapter()
  const { stacks, bip122 } = createStacksAdapters()
  const siwx = extra.siwx
    ? createDefaultSiwx({
        verifiers: [eth.siwx!],
        storage: createStorage(kv),
        domain: 'app.latch.test',
        uri: 'https://app.latch.test',
        required: true,
      })
    : undefined
  const network = solanaLocalnet({ genesisHash: rpc.genesisHash, http: rpc.url, webSocket: rpc.wsUrl })
  const latch = createLatch({
    adapters: [eth, solanaAdapter({ restoreWaitMs: 200 }), stacks, bip122],
    networks: [evm.network, network, stacksTestnet, bitcoinTestnet],
    storage: kv,
    ...(siwx ? { siwx } : {}),
  })
  const unmount = latch.mount()
  await latch.ready()
  return { latch, unmount, siwx, stacks, bip122 }
}

type Latch = Awaited<ReturnType<typeof page>>['latch']
const ids = (latch: Latch) => latch.connections.list().map((c) => `${c.id}${c.active ? '*' : ''}`)

/** Wallet prompts so far: EIP-1193 eth_requestAccounts, Wallet Standard interactive connects, WBIP getAddresses. */
function prompts(w: Wallets): number {
  const evmPrompts = [w.a, w.b, w.twin]
    .flatMap((x) => x.calls)
    .filter((c) => c.method === 'eth_requestAccounts')
  const solanaPrompts = [w.sol1, w.sol2].flatMap((x) => x.control.prompts).filter((m) => m === 'connect')
  const stacksPrompts = [w.leather, w.xverse]
    .flatMap((x) => x.calls)
    .filter((c) => c.method === 'getAddresses')
  return evmPrompts.length + solanaPrompts.length + stacksPrompts.length
}

/** The active connection of a namespace (requests go to its connector). */
function activeConnection(latch: Latch, namespace: 'stacks' | 'bip122') {
  const connection = latch.connections.list().find((c) => c.namespace === namespace && c.active)
  if (!connection) throw new Error(`no active ${namespace} connection`)
  return connection
}

/** Connects Leather then the Xverse-like wallet, each in both Stacks/Bitcoin families. */
async function connectStacksPair(latch: Latch) {
  await latch.connect({ namespace: 'stacks', connectorId: 'LeatherProvider' })
  await latch.connect({ namespace: 'bip122', connectorId: 'LeatherProvider' })
  await latch.connect({ namespace: 'stacks', connectorId: 'XverseProviders.BitcoinProvider' })
  await latch.connect({ namespace: 'bip122', connectorId: 'XverseProviders.BitcoinProvider' })
}

async function connectAll(latch: Latch) {
  await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.a' })
  await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.b' })
  await latch.connect({ namespace: 'solana', connectorId: 'Sol One' })
  await latch.connect({ namespace: 'solana', connectorId: 'Sol Two' })
  await latch.connect({ namespace: 'stacks', connectorId: 'LeatherProvider' })
  await latch.connect({ namespace: 'bip122', connectorId: 'LeatherProvider' })
}

describe('several wallets at once with the real test wallets', () => {
  it('connects two EVM, two Solana and a Stacks/Bitcoin wallet, switches between them and the account follows', async () => {
    const w = installWallets()
    const { latch, unmount } = await page(w, createMemoryStore())
    await connectAll(latch)
    expect(ids(latch)).toEqual([
      'eip155:dev.latch.b*',
      'eip155:dev.latch.a',
      'solana:Sol Two*',
      'solana:Sol One',
      'bip122:LeatherProvider*',
      'stacks:LeatherProvider*',
    ])
    expect(latch.connections.list('solana')[1]).toMatchObject({
      address: w.sol1.address,
      wallet: { name: 'Sol One' },
    })

    await latch.switchConnection('eip155:dev.latch.a')
    expect(latch.getState().chains.activeNamespace).toBe('eip155')
    expect(latch.getAccount()).toMatchObject({ address: w.a.addresses[0], isConnected: true })
    expect(latch.getWalletInfo()?.name).toBe('Wallet dev.latch.a')
    const balance = await latch.adapters[0]!.getBalance({
      address: latch.getAccount().address!,
      network: evm.network,
      connectorId: 'dev.latch.a',
    })
    expect(balance.value).toBeGreaterThan(0n)

    await latch.switchConnection('eip155:dev.latch.a', { address: w.a.addresses[1]! })
    expect(latch.getAccount().address).toBe(w.a.addresses[1])

    await latch.switchConnection(latch.connections.list('solana')[1]!)
    expect(latch.getState().chains.activeNamespace).toBe('solana')
    expect(latch.getAccount()).toMatchObject({ address: w.sol1.address })
    unmount()
  })

  it('the same wallet connected twice is one connection; two wallets with the same address are two', async () => {
    const w = installWallets()
    const { latch, unmount } = await page(w, createMemoryStore())
    await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.a' })
    await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.a' })
    expect(ids(latch)).toEqual(['eip155:dev.latch.a*'])
    await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.twin' })
    const list = latch.connections.list('eip155')
    expect(list.map((c) => c.id)).toEqual(['eip155:dev.latch.twin', 'eip155:dev.latch.a'])
    expect(list[0]!.address).toBe(list[1]!.address)
    // the twin going away takes only its own connection
    await latch.disconnectConnection('eip155:dev.latch.twin')
    expect(ids(latch)).toEqual(['eip155:dev.latch.a*'])
    expect(w.a.authorized).toBe(true)
    unmount()
  })

  it('disconnecting the active connection makes the next one active; the last one disconnects the family, the others stay', async () => {
    const w = installWallets()
    const { latch, unmount } = await page(w, createMemoryStore())
    await connectAll(latch)
    await latch.disconnectConnection('eip155:dev.latch.b')
    expect(w.b.authorized).toBe(false)
    expect(latch.getAccount({ namespace: 'eip155' })).toMatchObject({
      isConnected: true,
      address: w.a.addresses[0],
    })
    expect(latch.getWalletInfo({ namespace: 'eip155' })?.connectorId).toBe('dev.latch.a')
    await latch.disconnectConnection('eip155:dev.latch.a')
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(false)
    expect(ids(latch)).toEqual([
      'solana:Sol Two*',
      'solana:Sol One',
      'bip122:LeatherProvider*',
      'stacks:LeatherProvider*',
    ])
    unmount()
  })

  it('a wallet that disconnects itself while not active is dropped; the active one is untouched', async () => {
    const w = installWallets()
    const { latch, unmount } = await page(w, createMemoryStore())
    await connectAll(latch)
    w.a.disconnect()
    w.sol1.control.disconnect()
    await vi.waitFor(() => expect(ids(latch)).not.toContain('eip155:dev.latch.a'))
    await vi.waitFor(() => expect(ids(latch)).not.toContain('solana:Sol One'))
    expect(ids(latch)).toEqual([
      'eip155:dev.latch.b*',
      'solana:Sol Two*',
      'bip122:LeatherProvider*',
      'stacks:LeatherProvider*',
    ])
    expect(latch.getAccount({ namespace: 'eip155' }).address).toBe(w.b.addresses[0])
    expect(latch.getAccount({ namespace: 'solana' }).address).toBe(w.sol2.address)
    unmount()
  })

  it('an account change inside one wallet moves its connection; the account follows only when it is the active one', async () => {
    const w = installWallets()
    const { latch, unmount } = await page(w, createMemoryStore())
    await connectAll(latch)
    const [b0, b1] = w.b.addresses
    const a1 = w.a.addresses[1]!
    w.a.switchAccount(a1)
    await vi.waitFor(() =>
      expect(latch.connections.list('eip155').find((c) => c.connectorId === 'dev.latch.a')?.address).toBe(a1),
    )
    expect(latch.getAccount({ namespace: 'eip155' }).address).toBe(b0)
    w.b.switchAccount(b1!)
    await vi.waitFor(() => expect(latch.getAccount({ namespace: 'eip155' }).address).toBe(b1))
    unmount()
  })

  it('a reload restores every connection with 0 wallet prompts, the active ones active again', async () => {
    const w = installWallets()
    const kv = createMemoryStore()
    const first = await page(w, kv)
    await connectAll(first.latch)
    await first.latch.switchConnection('eip155:dev.latch.a')
    const before = ids(first.latch)
    first.unmount()
    const promptsBefore = prompts(w)

    const reloaded = await page(w, kv)
    expect(ids(reloaded.latch)).toEqual(before)
    expect(prompts(w)).toBe(promptsBefore)
    expect(reloaded.latch.getAccount({ namespace: 'eip155' }).address).toBe(w.a.addresses[0])
    reloaded.unmount()
  })

  it('a reload drops, without prompting, a wallet that no longer authorises the app', async () => {
    const w = installWallets()
    const kv = createMemoryStore()
    const first = await page(w, kv)
    await connectAll(first.latch)
    first.unmount()
    w.b.disconnect()
    w.sol1.control.revoke()
    const promptsBefore = prompts(w)
    const reloaded = await page(w, kv)
    expect(ids(reloaded.latch)).toEqual([
      'eip155:dev.latch.a*',
      'solana:Sol Two*',
      'bip122:LeatherProvider*',
      'stacks:LeatherProvider*',
    ])
    expect(prompts(w)).toBe(promptsBefore)
    reloaded.unmount()
  })

  it('with sign-in required, switching to an address without a session opens the sign view; sessions survive switching', async () => {
    const w = installWallets()
    const kv = createMemoryStore()
    const { latch, unmount } = await page(w, kv, { siwx: true })
    await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.a' })
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
    await latch.siwx.requestSignMessage()
    expect(latch.getState().siwx.hasSession).toBe(true)

    await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.b' })
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
    await latch.siwx.requestSignMessage()
    const signs = () => [w.a, w.b].flatMap((x) => x.calls).filter((c) => c.method === 'personal_sign').length
    expect(signs()).toBe(2)

    // back to the first wallet: its session is still there, nothing to sign
    await latch.switchConnection('eip155:dev.latch.a')
    await vi.waitFor(() => expect(latch.getState().siwx.hasSession).toBe(true))
    expect(latch.getState().modal.open).toBe(false)
    expect(signs()).toBe(2)

    // an account of that wallet that never signed in: the sign view opens
    await latch.switchConnection('eip155:dev.latch.a', { address: w.a.addresses[1]! })
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
    expect(latch.getState().modal.open).toBe(true)
    unmount()
  })

  it('a reload asks every wallet at once: a slow wallet does not hold the others back', async () => {
    const w = installWallets()
    const kv = createMemoryStore()
    const first = await page(w, kv)
    await first.latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.a' })
    await first.latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.b' })
    first.unmount()
    // `a` answers each request after 1.5 s; `b` at once
    w.a.setDelay(1500)
    const before = w.b.calls.length
    const win = new EventTarget()
    vi.stubGlobal('window', win)
    for (const x of [w.a, w.b]) x.announce(win)
    const latch = createLatch({ adapters: [evmAdapter()], networks: [evm.network], storage: kv })
    const unmount = latch.mount()
    await vi.waitFor(() => expect(w.b.calls.slice(before).map((c) => c.method)).toContain('eth_accounts'), {
      timeout: 1000,
    })
    await latch.ready()
    expect(ids(latch as Latch)).toEqual(['eip155:dev.latch.b*', 'eip155:dev.latch.a'])
    w.a.setDelay(0)
    unmount()
  })

  it('two Stacks/Bitcoin wallets are connected at once, each in both families, and switching moves the account', async () => {
    const w = installWallets()
    const { latch, unmount } = await page(w, createMemoryStore())
    await connectStacksPair(latch)
    expect(ids(latch)).toEqual([
      'bip122:XverseProviders.BitcoinProvider*',
      'bip122:LeatherProvider',
      'stacks:XverseProviders.BitcoinProvider*',
      'stacks:LeatherProvider',
    ])
    // one prompt per wallet for both families
    expect(prompts(w)).toBe(2)
    expect(latch.getAccount({ namespace: 'stacks' }).address).toBe(w.xverse.accounts.stxAddress)
    expect(latch.getAccount({ namespace: 'bip122' }).address).toBe(w.xverse.accounts.btcPaymentAddress)

    await latch.switchConnection('stacks:LeatherProvider')
    expect(latch.getAccount({ namespace: 'stacks' }).address).toBe(w.leather.accounts.stxAddress)
    expect(latch.getAccount({ namespace: 'bip122' }).address).toBe(w.xverse.accounts.btcPaymentAddress)
    unmount()
  })

  it("Stacks/Bitcoin requests go to the active connection's wallet, and after a switch to the switched-to one", async () => {
    const w = installWallets()
    const { latch, unmount, stacks, bip122 } = await page(w, createMemoryStore())
    await connectStacksPair(latch)
    const count = (x: TestWbipWallet, method: string) => x.calls.filter((c) => c.method === method).length
    const active = (namespace: 'stacks' | 'bip122') => {
      const { connectorId, address } = activeConnection(latch, namespace)
      return { connectorId, address }
    }
    const network = (namespace: 'stacks' | 'bip122') => latch.getNetwork({ namespace })!
    const signStacks = () =>
      stacks.signMessage({ ...active('stacks'), message: 'hello', network: network('stacks') })
    const transfer = () =>
      stacks.request({
        connectorId: active('stacks').connectorId,
        method: 'stx_transferStx',
        params: { recipient: w.leather.accounts.stxAddress, amount: 1_000n },
      })
    const signBitcoin = () =>
      bip122.signMessage({ ...active('bip122'), message: 'hello', network: network('bip122') })

    await signStacks()
    await transfer()
    await signBitcoin()
    expect([count(w.xverse, 'stx_signMessage'), count(w.xverse, 'stx_transferStx')]).toEqual([1, 1])
    expect(count(w.xverse, 'signMessage')).toBe(1)
    expect(w.leather.calls.map((c) => c.method)).toEqual(['getAddresses'])

    await latch.switchConnection('stacks:LeatherProvider')
    await latch.switchConnection('bip122:LeatherProvider')
    await signStacks()
    await transfer()
    await signBitcoin()
    expect([count(w.leather, 'stx_signMessage'), count(w.leather, 'stx_transferStx')]).toEqual([1, 1])
    expect(count(w.leather, 'signMessage')).toBe(1)
    // the wallet switched away from got nothing more
    expect(w.xverse.calls.map((c) => c.method)).toEqual([
      'getAddresses',
      'stx_signMessage',
      'stx_transferStx',
      'signMessage',
    ])
    // a typed call naming no wallet while two are connected is refused before any wallet is asked
    await expect(stacks.call('stx_signMessage', { message: 'x' })).rejects.toMatchObject({
      code: 'WALLET_REQUIRED',
    })
    expect(w.leather.calls.length + w.xverse.calls.length).toBe(8)
    unmount()
  })

  it('disconnecting one Stacks/Bitcoin wallet ends it in both families; the other stays and still answers', async () => {
    const w = installWallets()
    const kv = createMemoryStore()
    const { latch, unmount, stacks } = await page(w, kv)
    await connectStacksPair(latch)
    await latch.disconnectConnection('stacks:XverseProviders.BitcoinProvider')
    expect(ids(latch)).toEqual(['bip122:LeatherProvider*', 'stacks:LeatherProvider*'])
    expect(Object.keys(JSON.parse(kv.getItem('@latch/stacks.sessions')!).d)).toEqual(['LeatherProvider'])
    const { connectorId, address } = activeConnection(latch, 'stacks')
    expect(address).toBe(w.leather.accounts.stxAddress)
    await stacks.signMessage({
      connectorId,
      address,
      message: 'still here',
      network: latch.getNetwork({ namespace: 'stacks' })!,
    })
    expect(w.leather.calls.at(-1)?.method).toBe('stx_signMessage')
    unmount()
  })

  it('a Stacks/Bitcoin wallet that disconnects itself while not active is dropped in both families; the active one is untouched', async () => {
    const w = installWallets()
    const { latch, unmount } = await page(w, createMemoryStore())
    await latch.connect({ namespace: 'stacks', connectorId: 'XverseProviders.BitcoinProvider' })
    await latch.connect({ namespace: 'bip122', connectorId: 'XverseProviders.BitcoinProvider' })
    await latch.connect({ namespace: 'stacks', connectorId: 'LeatherProvider' })
    await latch.connect({ namespace: 'bip122', connectorId: 'LeatherProvider' })
    expect(w.xverse.listenerCount()).toBe(1)
    w.xverse.disconnect()
    expect(ids(latch)).toEqual(['bip122:LeatherProvider*', 'stacks:LeatherProvider*'])
    expect(latch.getAccount({ namespace: 'stacks' }).address).toBe(w.leather.accounts.stxAddress)
    expect(w.xverse.listenerCount()).toBe(0)
    unmount()
  })

  it('a reload restores both Stacks/Bitcoin wallets with 0 prompts, the active ones active again', async () => {
    const w = installWallets()
    const kv = createMemoryStore()
    const first = await page(w, kv)
    await connectStacksPair(first.latch)
    await first.latch.switchConnection('stacks:LeatherProvider')
    const before = ids(first.latch)
    first.unmount()
    const calls = [w.leather.calls.length, w.xverse.calls.length]

    const reloaded = await page(w, kv)
    expect(ids(reloaded.latch)).toEqual(before)
    // neither wallet was asked anything: no getAddresses, no other request
    expect([w.leather.calls.length, w.xverse.calls.length]).toEqual(calls)
    expect(reloaded.latch.getAccount({ namespace: 'stacks' }).address).toBe(w.leather.accounts.stxAddress)
    expect(reloaded.latch.getAccount({ namespace: 'bip122' }).address).toBe(
      w.xverse.accounts.btcPaymentAddress,
    )
    // the restored wallet still reports its own disconnect
    w.xverse.disconnect()
    expect(ids(reloaded.latch)).toEqual(['bip122:LeatherProvider*', 'stacks:LeatherProvider*'])
    reloaded.unmount()
  })

  it('a reload drops, without prompting, a stored Stacks/Bitcoin wallet that is no longer installed', async () => {
    const w = installWallets()
    const kv = createMemoryStore()
    const first = await page(w, kv)
    await connectStacksPair(first.latch)
    first.unmount()
    const calls = [w.leather.calls.length, w.xverse.calls.length]

    const reloaded = await page(w, kv, { uninstalled: w.xverse })
    expect(ids(reloaded.latch)).toEqual(['bip122:LeatherProvider*', 'stacks:LeatherProvider*'])
    expect([w.leather.calls.length, w.xverse.calls.length]).toEqual(calls)
    expect(Object.keys(JSON.parse(kv.getItem('@latch/stacks.sessions')!).d)).toEqual(['LeatherProvider'])
    reloaded.unmount()
  })

  it('hostile stored Stacks/Bitcoin sessions are refused on reload, without prompting', async () => {
    const w = installWallets()
    const kv = createMemoryStore()
    const first = await page(w, kv)
    await connectStacksPair(first.latch)
    first.unmount()
    const stx = { address: w.leather.accounts.stxAddress, purpose: 'stacks' }
    kv.setItem(
      '@latch/stacks.sessions',
      JSON.stringify({
        v: 1,
        d: {
          // mainnet addresses while the app is on testnet, and markup in place of an address
          LeatherProvider: {
            stacks: [{ address: 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7', purpose: 'stacks' }],
            bip122: [
              { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', purpose: 'payment' },
              { address: '<img src=x onerror=alert(1)>', purpose: 'payment' },
            ],
          },
          // an oversized list, even of a valid address, is not this adapter's data
          'XverseProviders.BitcoinProvider': {
            stacks: Array.from({ length: 50_000 }, () => stx),
            bip122: [],
          },
          ['__proto__']: { stacks: [stx], bip122: [] },
        },
      }),
    )
    const calls = [w.leather.calls.length, w.xverse.calls.length]
    const reloaded = await page(w, kv)
    expect(ids(reloaded.latch)).toEqual([])
    expect([w.leather.calls.length, w.xverse.calls.length]).toEqual(calls)
    expect(kv.getItem('@latch/stacks.sessions')).toBeNull()
    reloaded.unmount()
  })

  it.each([
    ['disconnectConnection', (latch: Latch) => latch.disconnectConnection('eip155:dev.latch.a')],
    ['disconnectWallet', (latch: Latch) => latch.disconnectWallet({ connectorId: 'dev.latch.a' })],
  ])(
    'with sign-in required, %s of the active wallet for one whose address has no session opens the sign view',
    async (_, disconnectA) => {
      const w = installWallets()
      const { latch, unmount, siwx } = await page(w, createMemoryStore(), { siwx: true })
      await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.b' })
      await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
      await latch.siwx.requestSignMessage()
      await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.a' })
      await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
      await latch.siwx.requestSignMessage()
      expect(latch.getState().modal.open).toBe(false)
      // the session of b's address ends (revoked on another device)
      await siwx!.revokeSession(evm.network.caipNetworkId, w.b.addresses[0]!)

      await disconnectA(latch)
      expect(latch.getAccount({ namespace: 'eip155' }).address).toBe(w.b.addresses[0])
      await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
      expect(latch.getState().modal.open).toBe(true)
      unmount()
    },
  )
})
