import type { Latch } from '@latch/core'
import { createLatchKitSigner } from '@latch/solana/kit'
import { LatchWalletAdapter } from '@latch/solana/wallet-adapter'
import type { MessagePartialSigner, TransactionSendingSigner } from '@solana/kit'
import type { MessageSignerWalletAdapter, SignerWalletAdapter } from '@solana/wallet-adapter-base'
import type { Transaction, VersionedTransaction } from '@solana/web3.js'
import { describe, expectTypeOf, it } from 'vitest'

declare const latch: Latch

describe('the Solana bridges are the types their libraries take', () => {
  it("createLatchKitSigner's signer is a Kit TransactionSendingSigner and MessagePartialSigner", () => {
    const signer = createLatchKitSigner(latch)
    expectTypeOf(signer).toMatchTypeOf<TransactionSendingSigner>()
    expectTypeOf(signer).toMatchTypeOf<MessagePartialSigner>()
  })

  it('LatchWalletAdapter is a wallet-adapter message signer that keeps the transaction type it signs', () => {
    const adapter = new LatchWalletAdapter({ latch })
    expectTypeOf(adapter).toMatchTypeOf<MessageSignerWalletAdapter>()
    expectTypeOf(adapter).toMatchTypeOf<SignerWalletAdapter>()
    expectTypeOf(adapter.signTransaction<Transaction>).returns.resolves.toEqualTypeOf<Transaction>()
    expectTypeOf(
      adapter.signTransaction<VersionedTransaction>,
    ).returns.resolves.toEqualTypeOf<VersionedTransaction>()
  })
})
