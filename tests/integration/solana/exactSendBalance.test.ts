import type { SendParameters } from '@latch/core'
import { InsufficientFundsError } from '@latch/solana'
import { Connection, Keypair } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaWorld, startSolanaWorld } from './solanaWorld'

// A sender holding 2^53 + 1 lamports: read through a JS number, the balance rounds down by one.
const BALANCE = 2n ** 53n + 1n
const SOL = { symbol: 'SOL', decimals: 9, name: 'Solana' }

describe('the funds check of a Solana send with a balance above 2^53 lamports', () => {
  let world: SolanaWorld
  let to: string
  let rentFloor: bigint
  beforeAll(async () => {
    world = await startSolanaWorld()
    world.rpc.svm.withLamports(10n ** 18n)
    await world.rpc.airdrop(world.test.address, BALANCE)
    to = Keypair.generate().publicKey.toBase58()
    await world.rpc.airdrop(to, 1_000_000_000n)
    rentFloor = BigInt(await new Connection(world.rpc.url).getMinimumBalanceForRentExemption(0))
  })
  afterAll(async () => {
    await world.stop()
  })

  const params = (amount: bigint): SendParameters => ({
    connectorId: 'Latch Test Wallet',
    network: world.network,
    from: world.test.address,
    to,
    amount,
    token: SOL,
  })

  it('allows sending all but the fee and the rent-exempt minimum, to the exact lamport', async () => {
    await expect(world.adapter.estimateFee(params(BALANCE - 5000n - rentFloor))).resolves.toBe(5000n)
    await expect(world.adapter.estimateFee(params(BALANCE - 5000n - rentFloor + 1n))).rejects.toBeInstanceOf(
      InsufficientFundsError,
    )
  })
})
