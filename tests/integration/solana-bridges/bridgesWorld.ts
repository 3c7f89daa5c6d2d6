import { createLatch, createMemoryStore, type Latch } from '@latch/core'
import type { StandardWallet, WalletsRegistrationApi } from '@latch/solana'
import { solanaAdapter, solanaLocalnet } from '@latch/solana'
import {
  createSolanaTestWallet,
  type SolanaRpc,
  type SolanaTestWallet,
  startSolanaRpc,
} from '@latch/testing/solana'
import {
  createAssociatedTokenAccountInstruction,
  createMint,
  createTransferCheckedInstruction,
  getAccount,
  getAssociatedTokenAddressSync,
  getOrCreateAssociatedTokenAccount,
  mintTo,
} from '@solana/spl-token'
import { Connection, Keypair, type PublicKey, type TransactionInstruction } from '@solana/web3.js'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'

/** The local SVM node of a suite (started in beforeAll, stopped after it) and its web3.js Connection. */
export type BridgesWorld = {
  rpc: SolanaRpc
  connection: Connection
  network: ReturnType<typeof solanaLocalnet>
}

/**
 * Starts one local SVM node (litesvm behind a loopback JSON-RPC) for the suite and unstubs the
 * `window` each app stubs after each test.
 *
 * @returns The world, once the suite's `beforeAll` has run.
 */
export function bridgesWorldPerSuite(): () => BridgesWorld {
  let world: BridgesWorld | undefined
  beforeAll(async () => {
    const rpc = await startSolanaRpc()
    const connection = new Connection(rpc.url, { wsEndpoint: rpc.wsUrl, commitment: 'confirmed' })
    const network = solanaLocalnet({ genesisHash: rpc.genesisHash, http: rpc.url, webSocket: rpc.wsUrl })
    world = { rpc, connection, network }
  })
  afterAll(async () => {
    await world?.rpc.stop()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })
  return () => {
    if (world === undefined) throw new Error('the local SVM starts in beforeAll')
    return world
  }
}

/**
 * An app on Latch: a page (`window` is `page`, an EventTarget when none is given) where the Wallet
 * Standard test wallet registers with 2 SOL, and Latch with the Solana adapter on the local
 * network, mounted and ready. The caller unstubs the globals after each test.
 */
export async function latchApp(world: BridgesWorld, page: EventTarget = new EventTarget()) {
  if (!('document' in globalThis)) vi.stubGlobal('window', page)
  const test: SolanaTestWallet = createSolanaTestWallet({ rpcUrl: world.rpc.url })
  test.register(page)
  await world.rpc.airdrop(test.address, 2_000_000_000n)
  const latch: Latch = createLatch({
    adapters: [solanaAdapter({ restoreWaitMs: 0 })],
    networks: [world.network],
    storage: createMemoryStore(),
  })
  const unmount = latch.mount()
  await latch.ready()
  return { latch, test, page, unmount }
}

/** Resolves once `check` holds on Latch's state (checked on each change), or rejects after 10 s. */
export function until(latch: Latch, check: () => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      if (!check()) return
      clearTimeout(timer)
      stop()
      resolve()
    }
    const timer = setTimeout(() => {
      stop()
      reject(new Error('condition not reached in 10 s'))
    }, 10_000)
    const stop = latch.subscribe(done)
    done()
  })
}

/** Plays the visitor: waits for Latch's modal to open on solana and picks the test wallet in it. */
export async function pickWalletInModal(latch: Latch): Promise<void> {
  await until(latch, () => latch.getState().modal.open)
  await latch.connect({ namespace: 'solana', connectorId: 'Latch Test Wallet' })
}

/** A token (6 decimals) minted by a funded minter: `amount` base units in `owner`'s associated account. */
export async function mintTokenTo(world: BridgesWorld, owner: PublicKey, amount: bigint) {
  const minter = Keypair.generate()
  await world.rpc.airdrop(minter.publicKey.toBase58(), 2_000_000_000n)
  const mint = await createMint(world.connection, minter, minter.publicKey, null, 6)
  const source = await getOrCreateAssociatedTokenAccount(world.connection, minter, mint, owner)
  await mintTo(world.connection, minter, mint, source.address, minter, amount)
  return mint
}

/** The instructions of an SPL transfer (checked, 6 decimals) to a receiver with no token account yet. */
export function tokenTransferInstructions(
  mint: PublicKey,
  from: PublicKey,
  to: PublicKey,
  amount: bigint,
): TransactionInstruction[] {
  const source = getAssociatedTokenAddressSync(mint, from)
  const destination = getAssociatedTokenAddressSync(mint, to)
  return [
    createAssociatedTokenAccountInstruction(from, destination, to, mint),
    createTransferCheckedInstruction(source, mint, destination, from, amount, 6),
  ]
}

/** Token balance (base units) of `owner`'s associated account for `mint`, read from the node. */
export async function tokenBalance(world: BridgesWorld, mint: PublicKey, owner: PublicKey): Promise<bigint> {
  return (await getAccount(world.connection, getAssociatedTokenAddressSync(mint, owner))).amount
}

/**
 * Registers on `page`, under `name`, a wallet that is the test wallet (same key, same accounts)
 * with the features `change` returns: a wallet that answers one feature otherwise.
 */
export function registerWalletVariant(
  test: SolanaTestWallet,
  page: EventTarget,
  name: string,
  change: (features: StandardWallet['features']) => Record<string, unknown>,
): void {
  const base = test.wallet
  const wallet = {
    version: base.version,
    name,
    icon: base.icon,
    chains: base.chains,
    features: change(base.features),
    get accounts() {
      return base.accounts
    },
  } as StandardWallet
  page.dispatchEvent(
    Object.assign(new Event('wallet-standard:register-wallet'), {
      detail: (api: WalletsRegistrationApi) => api.register(wallet),
    }),
  )
}

/**
 * Registers on `page` a wallet that is the test wallet except that its `solana:signTransaction`
 * signs another transaction than the one it is given (the real key, the first transfer's amount
 * raised by 256 lamports): what a compromised or buggy wallet would answer.
 */
export function registerTamperingWallet(test: SolanaTestWallet, page: EventTarget, name: string): void {
  const tamper = (bytes: Uint8Array): Uint8Array => {
    const out = new Uint8Array(bytes)
    // the System transfer's data is [2, 0, 0, 0, lamports (u64 LE)]: raise the amount's second byte
    for (let i = out.length - 12; i >= 0; i--) {
      if (out[i] === 2 && out[i + 1] === 0 && out[i + 2] === 0 && out[i + 3] === 0) {
        out[i + 5] = (out[i + 5]! + 1) & 0xff
        return out
      }
    }
    return out
  }
  registerWalletVariant(test, page, name, (features) => {
    const real = features['solana:signTransaction']!
    return {
      ...features,
      'solana:signTransaction': {
        ...real,
        signTransaction: (...inputs: Parameters<typeof real.signTransaction>) =>
          real.signTransaction(
            ...inputs.map((input) => ({ ...input, transaction: tamper(input.transaction) })),
          ),
      },
    }
  })
}
