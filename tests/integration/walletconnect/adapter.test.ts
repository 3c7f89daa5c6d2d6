import type { AdapterEvent, CaipNetwork } from '@latch/core'
import {
  c32Address,
  createMemoryStore,
  createStorage,
  fromBase58,
  MethodNotSupportedError,
  toBase58,
  validateStacksAddress,
} from '@latch/core'
import { stacksMessageHash, verifySolanaMessageSignature } from '@latch/testing/walletconnect'
import { walletConnectAdapter } from '@latch/walletconnect'
import { publicKeyFromSignatureRsv, publicKeyToAddress } from '@stacks/transactions'
import { hashMessage, recoverAddress } from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { nextUri, type PairingWorld, startPairingWorld } from './pairingWorld'

function networkOf(world: PairingWorld, namespace: string): CaipNetwork {
  const network = world.networks.find((n) => n.chainNamespace === namespace)
  if (!network) throw new Error(`no ${namespace} network`)
  return network
}

describe('pairing protocol: one session serving every namespace through the ChainAdapter contract', () => {
  let world: PairingWorld
  beforeEach(async () => {
    world = await startPairingWorld()
  })
  afterEach(async () => {
    await world.close()
  })

  async function adapters() {
    const connector = world.connector()
    const make = async (namespace: 'eip155' | 'solana' | 'stacks') => {
      const adapter = walletConnectAdapter({ connector, namespace })
      await adapter.init({
        networks: world.networks.filter((n) => n.chainNamespace === namespace),
        storage: createStorage(createMemoryStore()),
        getWindow: () => undefined,
      })
      return adapter
    }
    const [evm, solana, stacks] = await Promise.all([make('eip155'), make('solana'), make('stacks')])
    return { connector, evm, solana, stacks }
  }

  it('connects every namespace with one pairing and signs on each with the session accounts', async () => {
    const { connector, evm, solana, stacks } = await adapters()
    expect(evm.getConnectors()).toEqual([
      {
        id: 'walletConnect',
        type: 'walletConnect',
        name: 'WalletConnect',
        chain: 'eip155',
        installed: false,
      },
    ])
    const evmConnect = evm.connect({ connectorId: 'walletConnect' })
    await world.wallet.pair(await nextUri(connector))
    await world.wallet.approve(await world.wallet.nextProposal())
    const evmResult = await evmConnect
    expect(evmResult).toEqual({
      accounts: [{ address: world.wallet.addresses.eip155 }],
      caipNetworkId: 'eip155:31337',
    })

    // The other namespaces join the same session: no second pairing, no second session in the wallet.
    const stacksResult = await stacks.connect({ connectorId: 'walletConnect' })
    const solanaResult = await solana.connect({ connectorId: 'walletConnect' })
    expect(stacksResult.accounts[0]?.address).toBe(world.wallet.addresses.stacks)
    expect(solanaResult.accounts[0]?.address).toBe(world.wallet.addresses.solana)
    expect(world.wallet.sessionTopics()).toHaveLength(1)

    const message = 'Sign in to Latch'
    const evmAddress = evmResult.accounts[0]?.address ?? ''
    const evmSignature = await evm.signMessage({
      connectorId: 'walletConnect',
      address: evmAddress,
      message,
      network: networkOf(world, 'eip155'),
    })
    expect(
      await recoverAddress({ hash: hashMessage(message), signature: evmSignature as `0x${string}` }),
    ).toBe(evmAddress)

    const solanaAddress = solanaResult.accounts[0]?.address ?? ''
    const solanaSignature = await solana.signMessage({
      connectorId: 'walletConnect',
      address: solanaAddress,
      message,
      network: networkOf(world, 'solana'),
    })
    expect(
      verifySolanaMessageSignature({
        message: new TextEncoder().encode(message),
        signature: solanaSignature,
        publicKey: solanaAddress,
      }),
    ).toBe(true)

    const stacksAddress = stacksResult.accounts[0]?.address ?? ''
    const stacksSignature = await stacks.signMessage({
      connectorId: 'walletConnect',
      address: stacksAddress,
      message,
      network: networkOf(world, 'stacks'),
    })
    expect(
      publicKeyToAddress(publicKeyFromSignatureRsv(stacksMessageHash(message), stacksSignature), 'testnet'),
    ).toBe(stacksAddress)
  })

  it('never shows a session account whose address is not valid on its chain: broken EIP-55 checksum, not a 32-byte key, another network', async () => {
    const { connector, evm, solana, stacks } = await adapters()
    const chain = (namespace: string) => networkOf(world, namespace).caipNetworkId
    const { eip155, solana: sol, stacks: stx } = world.wallet.addresses
    if (!eip155 || !sol || !stx) throw new Error('the test wallet has no eip155, solana or stacks account')
    const i = [...eip155].findIndex((c, n) => n > 1 && /[a-fA-F]/.test(c))
    const c = eip155[i]!
    const evmTypo =
      eip155.slice(0, i) + (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) + eip155.slice(i + 1)
    const notAKey = toBase58(Uint8Array.of(...fromBase58(sol), 1))
    const { hash160 } = validateStacksAddress(stx, 'testnet')
    const mainnetStx = c32Address(22, Uint8Array.from(Buffer.from(hash160, 'hex')))
    const connecting = evm.connect({ connectorId: 'walletConnect' })
    await world.wallet.pair(await nextUri(connector))
    await world.wallet.approve(await world.wallet.nextProposal(), {
      accounts: {
        eip155: [`${chain('eip155')}:${evmTypo}`],
        solana: [`${chain('solana')}:${notAKey}`, `${chain('solana')}:${sol}`],
        stacks: [`${chain('stacks')}:${mainnetStx}`],
      },
    })
    await expect(connecting).rejects.toMatchObject({
      name: 'ConnectionError',
      code: 'NAMESPACE_NOT_APPROVED',
    })
    expect(connector.getAccounts('eip155')).toEqual([])
    await expect(solana.connect({ connectorId: 'walletConnect' })).resolves.toMatchObject({
      accounts: [{ address: sol }],
    })
    await expect(stacks.connect({ connectorId: 'walletConnect' })).rejects.toMatchObject({
      code: 'NAMESPACE_NOT_APPROVED',
    })
  })

  it('routes a raw request through the session and refuses a method the session lacks before sending it', async () => {
    const { connector, stacks } = await adapters()
    await world.pairAndApprove(connector, {
      methods: { eip155: ['personal_sign'], stacks: ['stx_signMessage'] },
    })
    const before = world.relay.published.length
    await expect(
      stacks.request({ connectorId: 'walletConnect', method: 'stx_transferStx', params: { amount: '1' } }),
    ).rejects.toBeInstanceOf(MethodNotSupportedError)
    expect(world.relay.published.length).toBe(before)
    expect(world.wallet.requests).toEqual([])
  })

  it('restores every namespace after a reload, and a wallet-side disconnect reaches every adapter', async () => {
    const first = await adapters()
    await world.pairAndApprove(first.connector)
    await first.connector.destroy()

    const { evm, stacks } = await adapters()
    expect(await evm.reconnect({ connectorId: 'walletConnect' })).toMatchObject({
      caipNetworkId: 'eip155:31337',
    })
    expect(await stacks.reconnect({ connectorId: 'walletConnect' })).toMatchObject({
      caipNetworkId: 'stacks:2147483648',
    })

    const seen: AdapterEvent[] = []
    const allSeen = new Promise<void>((resolve) => {
      const record = (event: AdapterEvent) => {
        seen.push(event)
        if (seen.length === 2) resolve()
      }
      evm.subscribe(record)
      stacks.subscribe(record)
    })
    const [topic] = world.wallet.sessionTopics()
    await world.wallet.disconnect(topic ?? '')
    await allSeen
    expect(seen).toEqual([
      { type: 'disconnect', connectorId: 'walletConnect' },
      { type: 'disconnect', connectorId: 'walletConnect' },
    ])
  })
})
