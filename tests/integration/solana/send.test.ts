import { MESSAGES, type SendParameters, UserRejectedRequestError, ValidationError } from '@latch/core'
import { InsufficientFundsError, type StandardWallet, type WalletsRegistrationApi } from '@latch/solana'
import {
  createMint,
  getAccount,
  getAssociatedTokenAddressSync,
  getOrCreateAssociatedTokenAccount,
  mintTo,
} from '@solana/spl-token'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type SolanaWorld, startSolanaWorld } from './solanaWorld'

const CONNECTOR = 'Latch Test Wallet'
const SOL = { symbol: 'SOL', decimals: 9, name: 'Solana' }

describe('Solana adapter: sending SOL and SPL tokens on the local SVM', () => {
  let world: SolanaWorld
  let connection: Connection
  let mint: PublicKey
  const minter = Keypair.generate()
  const me = () => new PublicKey(world.test.address)

  const params = (overrides: Partial<SendParameters> = {}): SendParameters => ({
    connectorId: CONNECTOR,
    network: world.network,
    from: world.test.address,
    to: Keypair.generate().publicKey.toBase58(),
    amount: 10_000_000n,
    token: SOL,
    ...overrides,
  })

  beforeAll(async () => {
    world = await startSolanaWorld()
    connection = new Connection(world.rpc.url, { wsEndpoint: world.rpc.wsUrl, commitment: 'confirmed' })
    await world.rpc.airdrop(world.test.address, 5n * BigInt(LAMPORTS_PER_SOL))
    await world.rpc.airdrop(minter.publicKey.toBase58(), 5n * BigInt(LAMPORTS_PER_SOL))
    mint = await createMint(connection, minter, minter.publicKey, null, 6)
    const ata = await getOrCreateAssociatedTokenAccount(connection, minter, mint, me())
    await mintTo(connection, minter, mint, ata.address, minter, 100_000_000n)
    await world.adapter.connect({ connectorId: CONNECTOR })
  })
  afterAll(async () => {
    await world.stop()
  })

  it('sends SOL as a transfer of exactly the amount and charges the estimated fee', async () => {
    const to = Keypair.generate().publicKey.toBase58()
    const before = await world.adapter.getBalance({ address: world.test.address, network: world.network })
    const fee = await world.adapter.estimateFee(params({ to, amount: 1_234_567_890n }))
    const { hash } = await world.adapter.send!(params({ to, amount: 1_234_567_890n }))
    expect(hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(fee).toBe(5000n)
    expect(await connection.getBalance(new PublicKey(to))).toBe(1_234_567_890)
    const after = await world.adapter.getBalance({ address: world.test.address, network: world.network })
    expect(before.value - after.value).toBe(1_234_567_890n + fee)
    expect(after).toMatchObject({ decimals: 9, symbol: 'SOL' })
  })

  it('sends an SPL token by mint and creates the receiver’s associated token account when missing', async () => {
    const receiver = Keypair.generate().publicKey
    const receiverAta = getAssociatedTokenAddressSync(mint, receiver)
    expect(await connection.getAccountInfo(receiverAta)).toBeNull()
    await world.adapter.send!(
      params({
        to: receiver.toBase58(),
        amount: 2_500_000n,
        token: { address: mint.toBase58(), symbol: 'LTCH', decimals: 6 },
      }),
    )
    expect((await getAccount(connection, receiverAta)).amount).toBe(2_500_000n)
    const senderAta = getAssociatedTokenAddressSync(mint, me())
    expect((await getAccount(connection, senderAta)).amount).toBe(97_500_000n)
  })

  it('sends an SPL token to a receiver that already has a token account', async () => {
    const receiver = Keypair.generate().publicKey
    const existing = await getOrCreateAssociatedTokenAccount(connection, minter, mint, receiver)
    await world.adapter.send!(
      params({
        to: receiver.toBase58(),
        amount: 1_000_000n,
        token: { address: mint.toBase58(), symbol: 'LTCH', decimals: 6 },
      }),
    )
    expect((await getAccount(connection, existing.address)).amount).toBe(1_000_000n)
  })

  it('caches the native balance for 30 s (SPEC §9), then reads it again through the app RPC', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const who = Keypair.generate().publicKey.toBase58()
      const sol = BigInt(LAMPORTS_PER_SOL)
      await world.rpc.airdrop(who, sol)
      const first = await world.adapter.getBalance({ address: who, network: world.network })
      expect(first).toEqual({ value: sol, decimals: 9, symbol: 'SOL' })
      await world.rpc.airdrop(who, 1n)
      vi.advanceTimersByTime(29_999)
      expect((await world.adapter.getBalance({ address: who, network: world.network })).value).toBe(sol)
      vi.advanceTimersByTime(1)
      expect((await world.adapter.getBalance({ address: who, network: world.network })).value).toBe(sol + 1n)
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses a SOL send above the balance with InsufficientFundsError before the wallet is asked', async () => {
    const before = await connection.getBalance(me())
    const prompts = world.test.control.prompts.length
    const error = await world.adapter.send!(params({ amount: 50n * BigInt(LAMPORTS_PER_SOL) })).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(InsufficientFundsError)
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', shortMessage: 'Insufficient funds' })
    expect(world.test.control.prompts.length).toBe(prompts)
    expect(await connection.getBalance(me())).toBe(before)
  })

  it('refuses a token send above the token balance with InsufficientFundsError and changes nothing', async () => {
    const senderAta = getAssociatedTokenAddressSync(mint, me())
    const before = (await getAccount(connection, senderAta)).amount
    const error = await world.adapter.send!(
      params({ amount: before + 1n, token: { address: mint.toBase58(), symbol: 'LTCH', decimals: 6 } }),
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InsufficientFundsError)
    expect((await getAccount(connection, senderAta)).amount).toBe(before)
  })

  it('refuses a SOL amount too small for a new account (rent-exempt minimum) before signing', async () => {
    const to = Keypair.generate().publicKey
    const prompts = world.test.control.prompts.length
    const error = await world.adapter.send!(params({ to: to.toBase58(), amount: 1_000n })).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ValidationError)
    expect(error).toMatchObject({ code: 'BELOW_RENT_EXEMPT_MINIMUM' })
    expect(world.test.control.prompts.length).toBe(prompts)
    expect(await connection.getBalance(to)).toBe(0)
  })

  it('normalises a rejected signature to the user-rejected error and sends nothing', async () => {
    const to = Keypair.generate().publicKey
    world.test.control.rejectNext('signTransaction')
    const error = await world.adapter.send!(params({ to: to.toBase58() })).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 4001, meta: { walletCode: 4001 } })
    expect(await connection.getBalance(to)).toBe(0)
  })

  it('lets a wallet without solana:signTransaction sign and send through its own RPC', async () => {
    const { 'solana:signTransaction': _omitted, ...features } = world.test.wallet.features
    const base = world.test.wallet
    const sendOnly: StandardWallet = {
      version: base.version,
      name: 'Send-only Wallet',
      icon: base.icon,
      chains: base.chains,
      features,
      get accounts() {
        return base.accounts
      },
    }
    world.window.dispatchEvent(
      Object.assign(new Event('wallet-standard:register-wallet'), {
        detail: (api: WalletsRegistrationApi) => api.register(sendOnly),
      }),
    )
    await world.adapter.connect({ connectorId: 'Send-only Wallet' })
    const to = Keypair.generate().publicKey
    const { hash } = await world.adapter.send!(params({ connectorId: 'Send-only Wallet', to: to.toBase58() }))
    expect(await connection.getBalance(to)).toBe(10_000_000)
    expect(world.test.control.prompts.at(-1)).toBe('signAndSendTransaction')
    expect((await connection.getSignatureStatus(hash)).value?.err).toBeNull()
  })

  it('validates input with the SPEC messages before anything is built', async () => {
    await expect(world.adapter.send!(params({ amount: 0n }))).rejects.toThrow(
      MESSAGES.amountAndReceiverRequired,
    )
    await expect(world.adapter.send!(params({ to: '' }))).rejects.toThrow(MESSAGES.amountAndReceiverRequired)
    await expect(world.adapter.send!(params({ to: 'not-an-address' }))).rejects.toBeInstanceOf(
      ValidationError,
    )
    const evm = { ...world.network, chainNamespace: 'eip155' as const, caipNetworkId: 'eip155:1' as const }
    await expect(world.adapter.send!(params({ network: evm }))).rejects.toThrow(MESSAGES.unsupportedChain)
  })
})
