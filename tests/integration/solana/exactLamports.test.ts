import { createSolanaAccountData, solanaAdapter, solanaLocalnet } from '@latch/solana'
import { type SolanaRpc, startSolanaRpc } from '@latch/testing/solana'
import { Keypair } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

describe('a balance above 2^53 lamports on the local SVM', () => {
  let rpc: SolanaRpc
  beforeAll(async () => {
    rpc = await startSolanaRpc()
    // The default faucet holds 10^15 lamports: give it enough for a balance above 2^53.
    rpc.svm.withLamports(10n ** 18n)
  })
  afterAll(async () => {
    await rpc.stop()
  })

  it('is read to the exact lamport by the adapter and the account data', async () => {
    const network = solanaLocalnet({ genesisHash: rpc.genesisHash, http: rpc.url })
    const address = Keypair.generate().publicKey.toBase58()
    await rpc.airdrop(address, 9007199254740993n)
    expect((await solanaAdapter().getBalance({ address, network })).value).toBe(9007199254740993n)
    const [native] = await createSolanaAccountData().getTokenBalances({ address, network })
    expect(native?.quantity.numeric).toBe('9007199.254740993')
  })
})
