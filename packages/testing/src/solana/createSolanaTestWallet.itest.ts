import { runInNewContext } from 'node:vm'
import type { StandardWallet, WalletsRegistrationApi } from '@latch/solana'
import { ed25519 } from '@noble/curves/ed25519.js'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSolanaTestWallet } from './createSolanaTestWallet'
import { solanaTestWalletScript } from './solanaTestWalletScript'
import { type SolanaRpc, startSolanaRpc } from './startSolanaRpc'

/** The app half of discovery, as an app page does it: listen, then announce readiness. */
function discover(target: EventTarget): StandardWallet[] {
  const found: StandardWallet[] = []
  const api: WalletsRegistrationApi = {
    register: (...wallets) => {
      found.push(...wallets)
      return () => {}
    },
  }
  target.addEventListener('wallet-standard:register-wallet', (event) => {
    ;(event as Event & { detail: (api: WalletsRegistrationApi) => void }).detail(api)
  })
  target.dispatchEvent(Object.assign(new Event('wallet-standard:app-ready'), { detail: api }))
  return found
}

const SEED = '11'.repeat(32)

describe('createSolanaTestWallet: a Wallet Standard wallet with a real ed25519 key', () => {
  let rpc: SolanaRpc
  beforeAll(async () => {
    rpc = await startSolanaRpc()
  })
  afterAll(async () => {
    await rpc.stop()
  })

  it('is found by an app through the discovery events, whichever side is ready first', () => {
    const early = new EventTarget()
    const test = createSolanaTestWallet({ seedHex: SEED })
    test.register(early)
    expect(discover(early).map((w) => w.name)).toEqual(['Latch Test Wallet'])

    const late = new EventTarget()
    const found = discover(late)
    createSolanaTestWallet().register(late)
    expect(found).toHaveLength(1)
  })

  it('connects, signs messages that verify with its public key, and rejects when scripted', async () => {
    const test = createSolanaTestWallet({ seedHex: SEED })
    const { accounts } = await test.wallet.features['standard:connect']!.connect()
    const account = accounts[0]!
    expect(account.address).toBe(
      new PublicKey(ed25519.getPublicKey(Uint8Array.from(Buffer.from(SEED, 'hex')))).toBase58(),
    )
    const message = new TextEncoder().encode('hello latch')
    const [out] = await test.wallet.features['solana:signMessage']!.signMessage({ account, message })
    expect(ed25519.verify(out!.signature, message, account.publicKey)).toBe(true)

    test.control.rejectNext('signMessage')
    await expect(
      test.wallet.features['solana:signMessage']!.signMessage({ account, message }),
    ).rejects.toMatchObject({
      code: 4001,
    })
  })

  it('answers a silent connect only once the app was authorised, without prompting', async () => {
    const test = createSolanaTestWallet()
    const connect = test.wallet.features['standard:connect']!
    expect((await connect.connect({ silent: true })).accounts).toEqual([])
    await connect.connect()
    expect((await connect.connect({ silent: true })).accounts).toHaveLength(1)
    expect(test.control.prompts).toEqual(['connect'])
  })

  it('signs and sends a transfer through its RPC so it lands on the local chain', async () => {
    const test = createSolanaTestWallet({ rpcUrl: rpc.url })
    const { accounts } = await test.wallet.features['standard:connect']!.connect()
    await rpc.airdrop(test.address, 2_000_000_000n)
    const connection = new Connection(rpc.url, { wsEndpoint: rpc.wsUrl, commitment: 'confirmed' })
    const to = Keypair.generate().publicKey
    const tx = new Transaction({
      feePayer: new PublicKey(test.address),
      ...(await connection.getLatestBlockhash()),
    }).add(
      SystemProgram.transfer({ fromPubkey: new PublicKey(test.address), toPubkey: to, lamports: 1_000_000 }),
    )
    const serialized = tx.serialize({ requireAllSignatures: false })
    await test.wallet.features['solana:signAndSendTransaction']!.signAndSendTransaction({
      account: accounts[0]!,
      transaction: serialized,
      chain: 'solana:localnet',
    })
    expect(await connection.getBalance(to)).toBe(1_000_000)
  })

  it('holds its answers for the scripted delay', async () => {
    vi.useFakeTimers()
    try {
      const test = createSolanaTestWallet()
      test.control.setDelay(5_000)
      let done = false
      const pending = test.wallet.features['standard:connect']!.connect().then(() => {
        done = true
      })
      await vi.advanceTimersByTimeAsync(4_999)
      expect(done).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await pending
      expect(done).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('emits change with no accounts when it disconnects from the wallet side', async () => {
    const test = createSolanaTestWallet()
    await test.wallet.features['standard:connect']!.connect()
    const seen: number[] = []
    test.wallet.features['standard:events']!.on('change', (p) => seen.push(p.accounts?.length ?? -1))
    test.control.disconnect()
    expect(seen).toEqual([0])
    expect(test.wallet.accounts).toEqual([])
  })

  it('bundles into a self-contained page script that registers the wallet on window', async () => {
    const script = await solanaTestWalletScript({ seedHex: SEED, name: 'Injected' })
    expect(script).not.toMatch(/\brequire\(/)
    const window = new EventTarget()
    const found = discover(window)
    const context = {
      Event,
      EventTarget,
      TextEncoder,
      Uint8Array,
      crypto: globalThis.crypto,
      fetch: globalThis.fetch,
      setTimeout,
      location: { host: 'app.test' },
      addEventListener: window.addEventListener.bind(window),
      dispatchEvent: window.dispatchEvent.bind(window),
    }
    runInNewContext(script.replaceAll('globalThis', 'this'), context)
    expect(found.map((w) => w.name)).toEqual(['Injected'])
  })
})
