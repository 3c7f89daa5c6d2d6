import {
  createMint,
  getAccount,
  getOrCreateAssociatedTokenAccount,
  mintTo,
  transfer as transferToken,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaRpc, startSolanaRpc } from './startSolanaRpc'

describe('startSolanaRpc: a Solana JSON-RPC node over litesvm on loopback', () => {
  let rpc: SolanaRpc
  let connection: Connection
  const payer = Keypair.generate()

  beforeAll(async () => {
    rpc = await startSolanaRpc()
    connection = new Connection(rpc.url, { wsEndpoint: rpc.wsUrl, commitment: 'confirmed' })
    await rpc.airdrop(payer.publicKey.toBase58(), 10n * BigInt(LAMPORTS_PER_SOL))
  })
  afterAll(async () => {
    await rpc.stop()
  })

  it('listens on 127.0.0.1 with a random port and reports its genesis hash as a CAIP-2 id', async () => {
    expect(rpc.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(rpc.wsUrl).toBe(rpc.url.replace('http', 'ws'))
    expect(await connection.getGenesisHash()).toBe(rpc.genesisHash)
    expect(rpc.caipNetworkId).toBe(`solana:${rpc.genesisHash.slice(0, 32)}`)
  })

  it('answers browser preflight requests with CORS headers', async () => {
    const res = await fetch(rpc.url, {
      method: 'OPTIONS',
      headers: {
        'access-control-request-headers': 'content-type,solana-client',
        origin: 'http://127.0.0.1:1',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-allow-headers')).toContain('solana-client')
  })

  it('sends and confirms a SOL transfer with web3.js over HTTP and the signature WebSocket', async () => {
    const receiver = Keypair.generate().publicKey
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 1_500_000_000 }),
    )
    const before = await connection.getBalance(payer.publicKey)
    const signature = await sendAndConfirmTransaction(connection, tx, [payer])
    expect(await connection.getBalance(receiver)).toBe(1_500_000_000)
    expect(await connection.getBalance(payer.publicKey)).toBe(before - 1_500_000_000 - 5000)
    const seen = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(seen?.meta?.fee).toBe(5000)
    const history = await connection.getSignaturesForAddress(receiver)
    expect(history.map((h) => h.signature)).toEqual([signature])
  })

  it('runs SPL token flows from @solana/spl-token: mint, associated accounts, transfer', async () => {
    const mint = await createMint(connection, payer, payer.publicKey, null, 6)
    const from = await getOrCreateAssociatedTokenAccount(connection, payer, mint, payer.publicKey)
    await mintTo(connection, payer, mint, from.address, payer, 5_000_000n)
    const owner = Keypair.generate().publicKey
    const to = await getOrCreateAssociatedTokenAccount(connection, payer, mint, owner)
    await transferToken(connection, payer, from.address, to.address, payer, 1_250_000n)
    expect((await getAccount(connection, to.address)).amount).toBe(1_250_000n)
    const listed = await connection.getParsedTokenAccountsByOwner(owner, { mint })
    expect(listed.value[0]?.account.data.parsed.info.tokenAmount.uiAmountString).toBe('1.25')
    expect((await connection.getTokenAccountBalance(from.address)).value.amount).toBe('3750000')
  })

  it('rejects a transaction that cannot pay with a preflight error and leaves balances unchanged', async () => {
    const poor = Keypair.generate()
    await rpc.airdrop(poor.publicKey.toBase58(), 1_000_000n)
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: poor.publicKey, toPubkey: payer.publicKey, lamports: 5_000_000 }),
    )
    await expect(sendAndConfirmTransaction(connection, tx, [poor])).rejects.toThrow(/simulation failed/i)
    expect(await connection.getBalance(poor.publicKey)).toBe(1_000_000)
  })
})
