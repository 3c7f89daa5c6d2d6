// What a Wallet Standard wallet answers is untrusted input: a signature that is not 64 bytes, a
// signed transaction of megabytes, an account list of thousands with addresses that are not
// addresses. The wallet is the test wallet on the local SVM (litesvm); only one feature's answer is
// replaced, after the real feature ran.

import { UnknownWalletError } from '@latch/core'
import type { StandardWallet, WalletsRegistrationApi } from '@latch/solana'
import { Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaWorld, startSolanaWorld } from './solanaWorld'

const SOL = { symbol: 'SOL', decimals: 9, name: 'Solana' }

describe('a Solana wallet answer that is not what the feature returns ends in a wallet error (litesvm)', () => {
  let world: SolanaWorld
  let count = 0

  beforeAll(async () => {
    world = await startSolanaWorld()
    await world.rpc.airdrop(world.test.address, 5n * BigInt(LAMPORTS_PER_SOL))
  })
  afterAll(async () => {
    await world.stop()
  })

  /** Registers the test wallet under a new name; `feature`'s `method` answers `replace(real)`. */
  async function walletAnswering(
    feature: string,
    method: string,
    replace: (real: unknown) => unknown,
    omit: string[] = [],
  ): Promise<string> {
    const base = world.test.wallet
    const features: Record<string, unknown> = { ...base.features }
    for (const name of omit) delete features[name]
    const original = features[feature] as Record<string, (...args: unknown[]) => Promise<unknown>>
    features[feature] = {
      ...original,
      [method]: async (...args: unknown[]) => replace(await original[method]!(...args)),
    }
    const name = `Garbage Wallet ${++count}`
    const wallet = {
      version: base.version,
      name,
      icon: base.icon,
      chains: base.chains,
      features,
      get accounts() {
        return base.accounts
      },
    } as StandardWallet
    world.window.dispatchEvent(
      Object.assign(new Event('wallet-standard:register-wallet'), {
        detail: (api: WalletsRegistrationApi) => api.register(wallet),
      }),
    )
    return name
  }

  const send = (connectorId: string) =>
    world.adapter.send!({
      connectorId,
      network: world.network,
      from: world.test.address,
      to: Keypair.generate().publicKey.toBase58(),
      amount: 10_000_000n,
      token: SOL,
    })

  it.each([
    ['65 bytes', new Uint8Array(65).fill(7)],
    ['a base58 string', '5'.repeat(88)],
    ['a megabyte', new Uint8Array(1_000_000)],
  ])(
    'send(): signAndSendTransaction answering a signature of %s is an UnknownWalletError',
    async (_n, bad) => {
      const name = await walletAnswering(
        'solana:signAndSendTransaction',
        'signAndSendTransaction',
        () => [{ signature: bad }],
        ['solana:signTransaction'],
      )
      await world.adapter.connect({ connectorId: name })
      await expect(send(name)).rejects.toBeInstanceOf(UnknownWalletError)
    },
  )

  it.each([
    ['a string', 'AQID'],
    ['two megabytes', new Uint8Array(2_000_000)],
  ])(
    'send(): signTransaction answering a signed transaction of %s is an UnknownWalletError',
    async (_n, bad) => {
      const name = await walletAnswering('solana:signTransaction', 'signTransaction', () => [
        { signedTransaction: bad },
      ])
      await world.adapter.connect({ connectorId: name })
      await expect(send(name)).rejects.toBeInstanceOf(UnknownWalletError)
    },
  )

  it.each([
    ['63 bytes', new Uint8Array(63)],
    ['a string', 'x'.repeat(1_000)],
    ['an array of numbers', Array.from({ length: 64 }, () => 1)],
  ])('signMessage(): a signature of %s is an UnknownWalletError', async (_n, bad) => {
    const name = await walletAnswering('solana:signMessage', 'signMessage', (real) => [
      { ...(real as object[])[0], signature: bad },
    ])
    await world.adapter.connect({ connectorId: name })
    const error = await world.adapter
      .signMessage({
        connectorId: name,
        address: world.test.address,
        message: 'hello',
        network: world.network,
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnknownWalletError)
  })

  it('connect(): accounts that are not Solana accounts are dropped and the list is read up to its cap', async () => {
    const name = await walletAnswering('standard:connect', 'connect', (real) => {
      const [mine] = (real as { accounts: { address: string; publicKey: Uint8Array }[] }).accounts
      const junk = [
        { ...mine, address: 'javascript:alert(1)' },
        { ...mine, address: 'x'.repeat(100_000) },
        { ...mine, publicKey: new Uint8Array(1_000_000) },
        { ...mine, publicKey: 'not bytes' },
      ]
      const many = Array.from({ length: 10_000 }, () => {
        const key = Keypair.generate().publicKey
        return { ...mine, address: key.toBase58(), publicKey: key.toBytes() }
      })
      return { accounts: [...junk, mine, ...many] }
    })
    const { accounts } = await world.adapter.connect({ connectorId: name })
    expect(accounts[0]?.address).toBe(world.test.address)
    expect(accounts.length).toBeLessThanOrEqual(100)
    for (const account of accounts) expect(account.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  })
})
