import { MethodNotSupportedError } from '@latch/core'
import type { StacksWalletTransport } from '@latch/stacks'
import { stacksMessageHash } from '@latch/testing/walletconnect'
import { createPairingWalletTransport } from '@latch/walletconnect'
import { publicKeyFromSignatureRsv, publicKeyToAddress } from '@stacks/transactions'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { nextUri, type PairingWorld, startPairingWorld } from './pairingWorld'

type StacksMethod = Parameters<StacksWalletTransport['request']>[0]

describe('pairing protocol as the Stacks adapter transport', () => {
  let world: PairingWorld
  beforeEach(async () => {
    world = await startPairingWorld()
  })
  afterEach(async () => {
    await world.close()
  })

  it('pairs on the first request, then sends stx_signMessage through the session and signs with the session account', async () => {
    const connector = world.connector({ requiredNamespaces: ['stacks'] })
    // Type-checked against the Stacks adapter's seam.
    const transport: StacksWalletTransport = createPairingWalletTransport<'xverse', StacksMethod>(connector, {
      dialect: 'xverse',
      stacksChainId: 'stacks:2147483648',
    })
    expect(await transport.supportedMethods()).toEqual([])
    const signing = transport.request('stx_signMessage', { message: 'Sign in to Latch' })
    await world.wallet.pair(await nextUri(connector))
    await world.wallet.approve(await world.wallet.nextProposal(), {
      methods: { stacks: ['stx_signMessage'] },
    })
    const result = (await signing) as { signature: string }
    const recovered = publicKeyFromSignatureRsv(stacksMessageHash('Sign in to Latch'), result.signature)
    expect(publicKeyToAddress(recovered, 'testnet')).toBe(world.wallet.addresses.stacks)
    expect(await transport.supportedMethods()).toEqual(['stx_signMessage'])
  })

  it('refuses a Stacks method the session lacks before sending it, and disconnect ends the session on the wallet', async () => {
    const connector = world.connector({ requiredNamespaces: ['stacks'] })
    const transport = createPairingWalletTransport(connector, {
      dialect: 'leather',
      stacksChainId: 'stacks:2147483648',
    })
    await world.pairAndApprove(connector, { methods: { stacks: ['stx_signMessage'] } })
    await expect(
      transport.request('stx_transferStx', { recipient: 'ST1', amount: '1' }),
    ).rejects.toBeInstanceOf(MethodNotSupportedError)
    expect(world.wallet.requests).toEqual([])
    const deleted = world.wallet.nextSessionDelete()
    await transport.disconnect()
    await deleted
    expect(world.wallet.sessionTopics()).toEqual([])
  })
})
