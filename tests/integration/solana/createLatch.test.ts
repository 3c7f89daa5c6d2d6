import { createLatch, createMemoryStore, SEND_MESSAGES, ValidationError } from '@latch/core'
import { encodeBase58, solanaAdapter, solanaLocalnet } from '@latch/solana'
import { createSolanaTestWallet, type SolanaRpc, startSolanaRpc } from '@latch/testing/solana'
import {
  createMint,
  getAccount,
  getAssociatedTokenAddressSync,
  getOrCreateAssociatedTokenAccount,
  mintTo,
} from '@solana/spl-token'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

describe('createLatch with the Solana adapter on the local SVM', () => {
  let rpc: SolanaRpc
  beforeAll(async () => {
    rpc = await startSolanaRpc()
  })
  afterAll(async () => {
    await rpc.stop()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  /** A page: an EventTarget as `window` (Node has no DOM; discovery and mount only need events). */
  function page() {
    const window = new EventTarget()
    vi.stubGlobal('window', window)
    return window
  }

  it('connects the discovered wallet, sends SOL from a decimal amount and returns to Account', async () => {
    const network = solanaLocalnet({ genesisHash: rpc.genesisHash, http: rpc.url, webSocket: rpc.wsUrl })
    const test = createSolanaTestWallet({ rpcUrl: rpc.url })
    test.register(page())
    await rpc.airdrop(test.address, 2_000_000_000n)
    const latch = createLatch({ adapters: [solanaAdapter({ restoreWaitMs: 0 })], networks: [network] })
    const unmount = latch.mount()
    await latch.ready()
    expect(latch.getState().connections.connectors.map((c) => c.name)).toContain('Latch Test Wallet')

    await latch.connect({ namespace: 'solana', connectorId: 'Latch Test Wallet' })
    expect(latch.getAccount({ namespace: 'solana' }).address).toBe(test.address)

    const receiver = Keypair.generate().publicKey.toBase58()
    latch.send.setToken({
      name: 'Solana',
      symbol: 'SOL',
      chainId: network.caipNetworkId,
      decimals: 9,
      quantity: { decimals: '9', numeric: '2' },
    })
    latch.send.setTokenAmount('0.25')
    latch.send.setReceiverAddress(receiver)
    const { hash } = await latch.send.send()
    expect(hash.length).toBeGreaterThan(60)
    const { value } = await solanaAdapter().getBalance({ address: receiver, network })
    expect(value).toBe(250_000_000n)
    expect(latch.getState().router.view).toBe('Account')
    unmount()
  })

  it('Max sends the whole SOL balance minus the chain fee: the form is ready, the receiver gets exactly that, nothing is left', async () => {
    const network = solanaLocalnet({ genesisHash: rpc.genesisHash, http: rpc.url, webSocket: rpc.wsUrl })
    const test = createSolanaTestWallet({ rpcUrl: rpc.url })
    test.register(page())
    await rpc.airdrop(test.address, 1_000_000_000n)
    const latch = createLatch({ adapters: [solanaAdapter({ restoreWaitMs: 0 })], networks: [network] })
    const unmount = latch.mount()
    await latch.ready()
    await latch.connect({ namespace: 'solana', connectorId: 'Latch Test Wallet' })
    const receiver = Keypair.generate().publicKey.toBase58()
    latch.send.setToken({
      name: 'Solana',
      symbol: 'SOL',
      chainId: network.caipNetworkId,
      decimals: 9,
      quantity: { decimals: '9', numeric: '1' },
    })
    await latch.send.setReceiver(receiver)
    const max = await latch.send.setMaxAmount()
    expect(latch.getState().send.fee).toBe(5000n)
    expect(max).toBe(1_000_000_000n - 5000n)
    expect(latch.getState().send.sendTokenAmount).toBe('0.999995')
    expect(latch.send.check().ready).toBe(true)
    await latch.send.send()
    const adapter = solanaAdapter()
    expect((await adapter.getBalance({ address: receiver, network })).value).toBe(999_995_000n)
    expect((await adapter.getBalance({ address: test.address, network })).value).toBe(0n)
    unmount()
  })

  it('sends an SPL token chosen by mint to a receiver with no token account yet', async () => {
    const network = solanaLocalnet({ genesisHash: rpc.genesisHash, http: rpc.url, webSocket: rpc.wsUrl })
    const test = createSolanaTestWallet({ rpcUrl: rpc.url })
    test.register(page())
    const connection = new Connection(rpc.url, { wsEndpoint: rpc.wsUrl, commitment: 'confirmed' })
    const minter = Keypair.generate()
    await rpc.airdrop(minter.publicKey.toBase58(), 2_000_000_000n)
    await rpc.airdrop(test.address, 1_000_000_000n)
    const mint = await createMint(connection, minter, minter.publicKey, null, 6)
    const source = await getOrCreateAssociatedTokenAccount(
      connection,
      minter,
      mint,
      new PublicKey(test.address),
    )
    await mintTo(connection, minter, mint, source.address, minter, 10_000_000n)

    const latch = createLatch({ adapters: [solanaAdapter({ restoreWaitMs: 0 })], networks: [network] })
    const unmount = latch.mount()
    await latch.ready()
    await latch.connect({ namespace: 'solana', connectorId: 'Latch Test Wallet' })
    const receiver = Keypair.generate().publicKey
    latch.send.setToken({
      name: 'Latch Token',
      symbol: 'LTCH',
      chainId: network.caipNetworkId,
      address: mint.toBase58(),
      decimals: 6,
      quantity: { decimals: '6', numeric: '10' },
    })
    latch.send.setTokenAmount('1.5')
    latch.send.setReceiverAddress(receiver.toBase58())
    await latch.send.send()
    expect((await getAccount(connection, getAssociatedTokenAddressSync(mint, receiver))).amount).toBe(
      1_500_000n,
    )
    expect((await getAccount(connection, source.address)).amount).toBe(8_500_000n)
    expect(latch.getState().router.view).toBe('Account')
    unmount()
  })

  it('a receiver that is base58 but not a 32-byte key is refused before the send starts: no prompt, no transfer', async () => {
    const network = solanaLocalnet({ genesisHash: rpc.genesisHash, http: rpc.url, webSocket: rpc.wsUrl })
    const test = createSolanaTestWallet({ rpcUrl: rpc.url })
    test.register(page())
    await rpc.airdrop(test.address, 1_000_000_000n)
    const latch = createLatch({ adapters: [solanaAdapter({ restoreWaitMs: 0 })], networks: [network] })
    const unmount = latch.mount()
    await latch.ready()
    await latch.connect({ namespace: 'solana', connectorId: 'Latch Test Wallet' })
    const connection = new Connection(rpc.url, { commitment: 'confirmed' })
    const before = await connection.getBalance(new PublicKey(test.address))
    const prompts = test.control.prompts.length
    latch.send.setToken({
      name: 'Solana',
      symbol: 'SOL',
      chainId: network.caipNetworkId,
      decimals: 9,
      quantity: { decimals: '9', numeric: '1' },
    })
    latch.send.setTokenAmount('0.1')
    const key = Keypair.generate().publicKey.toBytes()
    // A key with one byte more or one byte less: both look like addresses (32 to 44 base58 characters).
    for (const receiver of [encodeBase58(Uint8Array.of(...key, 7)), encodeBase58(key.slice(1))]) {
      latch.send.setReceiverAddress(receiver)
      const error = await latch.send.send().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ValidationError)
      expect(error).toMatchObject({ code: 'INVALID_RECEIVER', shortMessage: SEND_MESSAGES.invalidReceiver })
    }
    expect(latch.getEvents().map((e) => e.event)).not.toContain('SEND_INITIATED')
    expect(test.control.prompts.length).toBe(prompts)
    expect(await connection.getBalance(new PublicKey(test.address))).toBe(before)
    unmount()
  })

  it('restores the connection silently after a reload, without a wallet prompt', async () => {
    const network = solanaLocalnet({ genesisHash: rpc.genesisHash, http: rpc.url, webSocket: rpc.wsUrl })
    const store = createMemoryStore()
    const test = createSolanaTestWallet()
    const window = page()
    test.register(window)
    const first = createLatch({
      adapters: [solanaAdapter({ restoreWaitMs: 0 })],
      networks: [network],
      storage: store,
    })
    const stopFirst = first.mount()
    await first.ready()
    await first.connect({ namespace: 'solana', connectorId: 'Latch Test Wallet' })
    stopFirst()

    const reloaded = createLatch({
      adapters: [solanaAdapter({ restoreWaitMs: 0 })],
      networks: [network],
      storage: store,
    })
    const stop = reloaded.mount()
    await reloaded.ready()
    expect(reloaded.getAccount({ namespace: 'solana' }).address).toBe(test.address)
    expect(test.control.prompts).toEqual(['connect'])
    stop()
  })
})
