import { createSolanaAccountData } from '@latch/solana'
import { createMint, getOrCreateAssociatedTokenAccount, mintTo } from '@solana/spl-token'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaWorld, startSolanaWorld } from './solanaWorld'

describe('Solana account data read from the app’s RPC (no API key)', () => {
  let world: SolanaWorld
  let mint: PublicKey
  const receiver = Keypair.generate().publicKey.toBase58()

  beforeAll(async () => {
    world = await startSolanaWorld()
    const connection = new Connection(world.rpc.url, { wsEndpoint: world.rpc.wsUrl, commitment: 'confirmed' })
    const minter = Keypair.generate()
    await world.rpc.airdrop(minter.publicKey.toBase58(), 2n * BigInt(LAMPORTS_PER_SOL))
    await world.rpc.airdrop(world.test.address, 3n * BigInt(LAMPORTS_PER_SOL))
    mint = await createMint(connection, minter, minter.publicKey, null, 6)
    const ata = await getOrCreateAssociatedTokenAccount(
      connection,
      minter,
      mint,
      new PublicKey(world.test.address),
    )
    await mintTo(connection, minter, mint, ata.address, minter, 42_500_000n)
    await world.adapter.connect({ connectorId: 'Latch Test Wallet' })
    await world.adapter.send!({
      connectorId: 'Latch Test Wallet',
      network: world.network,
      from: world.test.address,
      to: receiver,
      amount: 1_500_000_000n,
      token: { symbol: 'SOL', decimals: 9 },
    })
    await world.adapter.send!({
      connectorId: 'Latch Test Wallet',
      network: world.network,
      from: world.test.address,
      to: receiver,
      amount: 2_000_000n,
      token: { address: mint.toBase58(), symbol: 'LTCH', decimals: 6 },
    })
  })
  afterAll(async () => {
    await world.stop()
  })

  it('lists the SOL balance and SPL token balances as decimal strings, named from the known tokens', async () => {
    const data = createSolanaAccountData({
      tokens: [{ address: mint.toBase58(), symbol: 'LTCH', decimals: 6, name: 'Latch Token' }],
    })
    const balances = await data.getTokenBalances({ address: world.test.address, network: world.network })
    expect(balances[0]).toMatchObject({ symbol: 'SOL', decimals: 9, chainId: world.network.caipNetworkId })
    expect(balances[0]).not.toHaveProperty('address')
    expect(balances[1]).toEqual({
      name: 'Latch Token',
      symbol: 'LTCH',
      chainId: world.network.caipNetworkId,
      address: mint.toBase58(),
      decimals: 6,
      quantity: { decimals: '6', numeric: '40.5' },
    })
  })

  it('lists activity newest first with SOL and token transfers derived from the chain', async () => {
    const data = world.adapter.accountData!
    const { items, next } = await data.getActivity({ address: world.test.address, network: world.network })
    expect(next).toBeUndefined()
    // newest first: token send, SOL send, then the minter creating our token account (no transfer of ours)
    expect(items).toHaveLength(3)
    expect(items[2]?.transfers).toEqual([])
    expect(items[0]?.metadata).toMatchObject({ status: 'confirmed', chain: world.network.caipNetworkId })
    expect(items[0]?.transfers).toContainEqual(
      expect.objectContaining({ direction: 'out', amount: '2', to: receiver, tokenAddress: mint.toBase58() }),
    )
    expect(items[1]?.transfers).toEqual([
      { direction: 'out', symbol: 'SOL', amount: '1.5', from: world.test.address, to: receiver },
    ])
    const incoming = await data.getActivity({ address: receiver, network: world.network })
    expect(incoming.items.at(-1)?.transfers[0]).toMatchObject({
      direction: 'in',
      amount: '1.5',
      from: world.test.address,
    })
  })

  it('pages activity with a cursor: each page continues before the last signature of the previous one', async () => {
    const data = createSolanaAccountData({ pageSize: 2 })
    const first = await data.getActivity({ address: world.test.address, network: world.network })
    expect(first.items).toHaveLength(2)
    expect(first.next).toBe(first.items[1]?.id)
    const second = await data.getActivity({
      address: world.test.address,
      network: world.network,
      cursor: first.next!,
    })
    expect(second.items.map((i) => i.id)).not.toContain(first.items[0]?.id)
    expect(second.items).toHaveLength(1)
    expect(second.next).toBeUndefined()
  })
})
