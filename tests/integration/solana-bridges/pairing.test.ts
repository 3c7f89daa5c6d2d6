// The bridges on a WalletConnect session: Latch pairs with the pairing test wallet (real clients on
// both ends, the relay stand-in on loopback) on solana, and the wallet-adapter adapter and the Kit
// signer sign through that session. The pairing test wallet answers solana_signMessage only, so
// transactions through a session are shown refused as the wallet refuses them (typed), not sent.

import { createLatch, createMemoryStore, MethodNotSupportedError } from '@latch/core'
import { solanaAdapter } from '@latch/solana'
import { createLatchKitSigner } from '@latch/solana/kit'
import { LatchWalletAdapter } from '@latch/solana/wallet-adapter'
import { routeThroughPairing } from '@latch/walletconnect'
import { ed25519 } from '@noble/curves/ed25519.js'
import { WalletSignTransactionError } from '@solana/wallet-adapter-base'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  nextUri,
  type PairingWorld,
  SOLANA_TEST_SEED,
  startPairingWorld,
} from '../walletconnect/pairingWorld'
import { until } from './bridgesWorld'

describe('the Solana bridges on a WalletConnect session (relay stand-in on loopback)', () => {
  let world: PairingWorld
  beforeAll(async () => {
    world = await startPairingWorld()
  })
  afterAll(async () => {
    await world.close()
  })

  it("connect through the modal's WalletConnect, then messages signed by the session's Solana key through both bridges", async () => {
    const connector = world.connector({ requiredNamespaces: ['solana'] })
    const latch = createLatch({
      adapters: routeThroughPairing([solanaAdapter({ restoreWaitMs: 0 })], connector),
      networks: world.networks.filter((n) => n.chainNamespace === 'solana'),
      storage: createMemoryStore(),
    })
    const unmount = latch.mount()
    await latch.ready()
    const adapter = new LatchWalletAdapter({ latch })
    const connecting = adapter.connect()
    await until(latch, () => latch.getState().modal.open)
    const paired = latch.connect({ namespace: 'solana', connectorId: 'walletConnect' })
    await world.wallet.pair(await nextUri(connector))
    await world.wallet.approve(await world.wallet.nextProposal())
    await paired
    await connecting
    const key = ed25519.getPublicKey(SOLANA_TEST_SEED)
    expect(adapter.publicKey?.toBase58()).toBe(new PublicKey(key).toBase58())

    const message = new TextEncoder().encode('signed over the pairing session')
    expect(ed25519.verify(await adapter.signMessage(message), message, key)).toBe(true)
    const signer = createLatchKitSigner(latch)
    const [dictionary] = await signer.signMessages([{ content: message, signatures: {} }])
    expect(ed25519.verify(dictionary![signer.address]!, message, key)).toBe(true)

    // a method the session's wallet does not answer reaches the app as Latch's typed error (-32601)
    const owner = adapter.publicKey!
    const transaction = new Transaction({
      feePayer: owner,
      recentBlockhash: Keypair.generate().publicKey.toBase58(),
    })
    transaction.add(
      SystemProgram.transfer({ fromPubkey: owner, toPubkey: Keypair.generate().publicKey, lamports: 1 }),
    )
    const error = await adapter.signTransaction(transaction).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletSignTransactionError)
    expect((error as WalletSignTransactionError).error).toBeInstanceOf(MethodNotSupportedError)
    expect(transaction.signatures[0]?.signature).toBeNull()
    unmount()
  })
})
