import { type ChainNamespace, createLatch, createMemoryStore, createStorage, type Latch } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { solanaAdapter, solanaLocalnet } from '@latch/solana'
import { createStacksAdapters } from '@latch/stacks'
import { stacksMessageHash } from '@latch/testing/walletconnect'
import { followPairingSession, routeThroughPairing, type WalletConnectConnector } from '@latch/walletconnect'
import { ed25519 } from '@noble/curves/ed25519.js'
import { publicKeyFromSignatureRsv, publicKeyToAddress } from '@stacks/transactions'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { nextUri, type PairingWorld, SOLANA_TEST_SEED, startPairingWorld } from './pairingWorld'

const FAMILIES = ['eip155', 'solana', 'stacks', 'bip122'] as const

/** A Latch app with every family's own adapter, the pairing session routed through all of them. */
function pairedApp(world: PairingWorld): {
  latch: Latch
  connector: WalletConnectConnector
  stop: () => void
} {
  const connector = world.connector({ requiredNamespaces: ['eip155'] })
  const { stacks, bip122 } = createStacksAdapters()
  const latch = createLatch({
    adapters: routeThroughPairing([evmAdapter(), solanaAdapter(), stacks, bip122], connector),
    networks: world.networks,
    storage: createMemoryStore(),
  })
  const unmount = latch.mount()
  const unfollow = followPairingSession(latch, connector)
  return {
    latch,
    connector,
    stop: () => {
      unfollow()
      unmount()
    },
  }
}

function until(latch: Latch, done: () => boolean): Promise<void> {
  if (done()) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = latch.subscribe(() => {
      if (done()) {
        stop()
        resolve()
      }
    })
  })
}

describe('the pairing session routed through every family’s adapter', () => {
  let world: PairingWorld
  beforeEach(async () => {
    world = await startPairingWorld()
  })
  afterEach(async () => {
    await world.close()
  })

  it('a wallet paired from the EVM Connect with solana, stacks and bip122 accounts gets each family connected, and each request goes to its own chain', async () => {
    const { latch, connector, stop } = pairedApp(world)
    try {
      await latch.ready()
      const connecting = latch.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
      await world.wallet.pair(await nextUri(connector))
      const proposal = await world.wallet.nextProposal()
      // The proposal asks for every family the app has, from the app's own networks.
      for (const family of ['solana', 'stacks', 'bip122'])
        expect(proposal.optionalNamespaces[family]?.chains).toEqual(
          world.networks.filter((n) => n.chainNamespace === family).map((n) => n.caipNetworkId),
        )
      await world.wallet.approve(proposal)
      await connecting

      // Every family shows the session's account for it, connected through walletConnect.
      await until(
        latch,
        () =>
          FAMILIES.every((ns) => latch.getAccount({ namespace: ns }).isConnected) &&
          latch.getState().chains.activeNamespace === 'eip155',
      )
      for (const ns of FAMILIES) {
        expect(latch.getAccount({ namespace: ns }).address).toBe(world.wallet.addresses[ns])
        expect(latch.getConnections({ namespace: ns }).map((c) => c.connectorId)).toEqual(['walletConnect'])
      }
      // The user connected on EVM: that stays the active family.
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(latch.getState().chains.activeNamespace).toBe('eip155')
      expect(world.wallet.sessionTopics()).toHaveLength(1)

      const sign = (namespace: ChainNamespace, message: string) => {
        const adapter = latch.adapters.find((a) => a.namespace === namespace)!
        return adapter.signMessage!({
          connectorId: 'walletConnect',
          address: latch.getAccount({ namespace }).address!,
          message,
          network: latch.getNetwork({ namespace })!,
        })
      }
      const chainOf = (ns: ChainNamespace) => latch.getNetwork({ namespace: ns })!.caipNetworkId

      // Solana: solana_signMessage on the Solana chain, an ed25519 signature of the session key.
      const solanaSignature = String(await sign('solana', 'hello solana'))
      expect(world.wallet.requests.at(-1)).toMatchObject({
        chainId: chainOf('solana'),
        method: 'solana_signMessage',
      })
      const { decodeBase58 } = await import('@latch/solana')
      expect(
        ed25519.verify(
          decodeBase58(solanaSignature),
          new TextEncoder().encode('hello solana'),
          ed25519.getPublicKey(SOLANA_TEST_SEED),
        ),
      ).toBe(true)

      // Stacks: stx_signMessage on the Stacks chain, recovering to the session's Stacks address.
      const stacksSignature = String(await sign('stacks', 'hello stacks'))
      expect(world.wallet.requests.at(-1)).toMatchObject({
        chainId: chainOf('stacks'),
        method: 'stx_signMessage',
      })
      const signer = publicKeyFromSignatureRsv(stacksMessageHash('hello stacks'), stacksSignature)
      expect(publicKeyToAddress(signer, 'testnet')).toBe(world.wallet.addresses.stacks)

      // Bitcoin: signMessage on the Bitcoin chain.
      await expect(sign('bip122', 'hello bitcoin')).resolves.toMatch(/^[A-Za-z0-9+/]+=*$/)
      expect(world.wallet.requests.at(-1)).toMatchObject({
        chainId: chainOf('bip122'),
        method: 'signMessage',
      })

      // A raw request goes to its family's chain too.
      const stacksAdapter = latch.adapters.find((a) => a.namespace === 'stacks')!
      await expect(
        stacksAdapter.request({ connectorId: 'walletConnect', method: 'stx_getAddresses', params: {} }),
      ).resolves.toEqual({ addresses: [{ address: world.wallet.addresses.stacks, symbol: 'STX' }] })
      expect(world.wallet.requests.at(-1)).toMatchObject({
        chainId: chainOf('stacks'),
        method: 'stx_getAddresses',
      })

      // The wallet ends the session: every family is disconnected.
      await world.wallet.disconnect(world.wallet.sessionTopics()[0] ?? '')
      await until(latch, () => FAMILIES.every((ns) => !latch.getAccount({ namespace: ns }).isConnected))
    } finally {
      stop()
    }
  })

  it('a wallet that approves only EVM leaves the other families unconnected, and WalletConnect is listed once', async () => {
    const { latch, connector, stop } = pairedApp(world)
    try {
      await latch.ready()
      const listed = latch.getState().connections.connectors.filter((c) => c.id === 'walletConnect')
      expect(listed.map((c) => c.chain)).toEqual(['eip155'])
      // Each family's own API stays on its routed adapter; only eip155 sends through the pairing adapter.
      const routed = (ns: ChainNamespace) =>
        latch.adapters.find((a) => a.namespace === ns) as unknown as Record<string, unknown>
      expect(typeof routed('solana').estimateFee).toBe('function')
      expect(typeof routed('stacks').call).toBe('function')
      expect(routed('stacks').send).toBeUndefined()
      expect(routed('bip122').send).toBeUndefined()
      const connecting = latch.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
      await world.wallet.pair(await nextUri(connector))
      const proposal = await world.wallet.nextProposal()
      const evmOnly = (namespaces: typeof proposal.optionalNamespaces) =>
        Object.fromEntries(Object.entries(namespaces).filter(([key]) => key === 'eip155'))
      await world.wallet.approve({
        ...proposal,
        requiredNamespaces: evmOnly(proposal.requiredNamespaces),
        optionalNamespaces: evmOnly(proposal.optionalNamespaces),
      })
      await connecting
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(true)
      for (const ns of ['solana', 'stacks', 'bip122'] as const)
        expect(latch.getAccount({ namespace: ns }).isConnected).toBe(false)
    } finally {
      stop()
    }
  })

  it('the routed Solana adapter signs in with the verifier it sets when started (Chain ID localnet on the app’s localnet)', async () => {
    const localnet = solanaLocalnet({
      genesisHash: 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69',
      http: 'http://127.0.0.1:9',
    })
    const [routed] = routeThroughPairing([solanaAdapter()], world.connector())
    await routed?.init({
      networks: [localnet],
      storage: createStorage(createMemoryStore()),
      getWindow: () => new EventTarget() as unknown as Window,
    })
    const text = await routed?.siwx?.formatMessage({
      accountAddress: '11111111111111111111111111111111',
      chainId: localnet.caipNetworkId,
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: 'n0nce1234abc',
      issuedAt: new Date().toISOString(),
    })
    expect(text).toContain('\nChain ID: localnet\n')
  })
})
