import type { SiwxMessageData } from '@latch/core'
import { encodeBase58 } from '@latch/solana'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaWorld, startSolanaWorld } from './solanaWorld'

describe('Sign-In-With-Solana round trip with a Wallet Standard wallet', () => {
  let world: SolanaWorld
  beforeAll(async () => {
    world = await startSolanaWorld()
    await world.adapter.connect({ connectorId: 'Latch Test Wallet' })
  })
  afterAll(async () => {
    await world.stop()
  })

  const dataFor = (address: string): SiwxMessageData => ({
    accountAddress: address,
    chainId: world.network.caipNetworkId,
    domain: 'demo.latch.test',
    uri: 'http://demo.latch.test',
    version: '1',
    nonce: 'n0nce7777',
    issuedAt: new Date().toISOString(),
    statement: 'Sign in to the Latch demo',
  })

  it('signs the formatted message through the adapter and the session verifies', async () => {
    const data = dataFor(world.test.address)
    const siwx = world.adapter.siwx!
    const message = siwx.formatMessage(data)
    expect(message).toContain('Chain ID: localnet')
    const signature = await world.adapter.signMessage({
      connectorId: 'Latch Test Wallet',
      address: world.test.address,
      message,
      network: world.network,
    })
    expect(siwx.parseMessage(message)).toEqual(data)
    expect(await siwx.verify({ data, message, signature })).toBe(true)
    expect(await siwx.verify({ data: { ...data, accountAddress: 'x' }, message, signature })).toBe(false)
  })

  it('verifies what the wallet’s own solana:signIn produced', async () => {
    const [out] = await world.test.wallet.features['solana:signIn']!.signIn({
      domain: 'demo.latch.test',
      uri: 'http://demo.latch.test',
      version: '1',
      chainId: 'localnet',
      nonce: 'walletnonce1',
      issuedAt: new Date().toISOString(),
    })
    const message = new TextDecoder().decode(out!.signedMessage)
    const data = world.adapter.siwx!.parseMessage(message)
    expect(data).toMatchObject({ accountAddress: world.test.address, chainId: world.network.caipNetworkId })
    expect(await world.adapter.siwx!.verify({ data, message, signature: encodeBase58(out!.signature) })).toBe(
      true,
    )
  })

  it('normalises a rejected signature request to the user-rejected error', async () => {
    world.test.control.rejectNext('signMessage')
    await expect(
      world.adapter.signMessage({
        connectorId: 'Latch Test Wallet',
        address: world.test.address,
        message: 'hi',
        network: world.network,
      }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
  })
})
