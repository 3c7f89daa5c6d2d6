/**
 * The local pairing world shared by the pairing-protocol integration tests: the relay stand-in, a
 * wallet built on the real sign client, and Latch connectors (real universal provider) over it.
 */
import net from 'node:net'
import type { CaipNetwork } from '@latch/core'
import {
  createTestPairingWallet,
  type PairingRelay,
  type PairingWalletKeys,
  startPairingRelay,
  type TestPairingWallet,
} from '@latch/testing/walletconnect'
import {
  createPairingMemoryStorage,
  createWalletConnectConnector,
  type PairingStorage,
  type WalletConnectConnector,
  type WalletConnectConnectorOptions,
} from '@latch/walletconnect'
import { isLoopbackHost } from '../../setup/loopback-only'

// The global core cache would make a "reloaded" connector reuse the closed core of the previous one.
// The SDK's own test flag (IS_VITEST) is not set: the clients stay off the SDK's hosts on their own.
process.env.DISABLE_GLOBAL_CORE = 'true'

/**
 * Every non-loopback host the clients tried to reach. The loopback guard refuses them, but the SDK
 * swallows the error it throws, so the tests read this list instead (it must stay empty): a
 * connector that let the SDK reach out (its relay, RPC or telemetry, or the wallet's Verify
 * look-up of a proposal the app did not mark as unattested) fails the test that made it.
 */
export const outsideAttempts: string[] = []
const guardedFetch = globalThis.fetch
globalThis.fetch = function recordingFetch(input: RequestInfo | URL, init?: RequestInit) {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  const { hostname } = new URL(url, 'http://localhost')
  if (!isLoopbackHost(hostname.replace(/^\[|\]$/g, ''))) outsideAttempts.push(hostname)
  return guardedFetch(input, init)
} as typeof fetch
const guardedConnect = net.Socket.prototype.connect
net.Socket.prototype.connect = function recordingConnect(this: net.Socket, ...args: unknown[]) {
  const first = args[0] as { host?: string } | undefined
  if (typeof first === 'object' && first !== null && first.host && !isLoopbackHost(first.host)) {
    outsideAttempts.push(first.host)
  }
  return (guardedConnect as (...a: unknown[]) => net.Socket).apply(this, args)
} as typeof net.Socket.prototype.connect

/** Hardhat's first test account (public test key). */
export const EVM_TEST_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' as const
/** A Stacks testnet key (test only). */
export const STACKS_TEST_KEY = 'edf9aee84d9b7abc145504dde6726c64f369d37ee34ded868fabd876c26570bc01'
/** A Bitcoin testnet key (test only). */
export const BITCOIN_TEST_KEY = '0c28fca386c7a227600b2fe50b7cae11ec86d3bf1fbe471be89827e19d72aa1d'
/** Solana ed25519 seed (test only). */
export const SOLANA_TEST_SEED = new Uint8Array(32).fill(7)

/** The app's networks: one per namespace the pairing protocol serves. */
export function pairingNetworks(evmRpcUrl = 'http://127.0.0.1:9'): CaipNetwork[] {
  return [
    {
      id: '31337',
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      name: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [evmRpcUrl] } },
    },
    {
      id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      chainNamespace: 'solana',
      name: 'Solana Devnet',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
    },
    {
      id: '000000000933ea01ad0ee984209779ba',
      caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
      chainNamespace: 'bip122',
      name: 'Bitcoin Testnet',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
    },
    {
      id: '2147483648',
      caipNetworkId: 'stacks:2147483648',
      chainNamespace: 'stacks',
      name: 'Stacks Testnet',
      nativeCurrency: { name: 'Stacks', symbol: 'STX', decimals: 6 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
    },
  ]
}

/** A started world; `close()` stops everything it started. */
export type PairingWorld = {
  relay: PairingRelay
  wallet: TestPairingWallet
  storage: PairingStorage
  networks: CaipNetwork[]
  connectors: WalletConnectConnector[]
  /**
   * A connector over the world's relay and storage (a second call simulates a reload). With
   * `projectIdFromLatch` it is given no projectId of its own (the Latch instance gives it one).
   */
  connector(
    overrides?: Partial<WalletConnectConnectorOptions>,
    setup?: { projectIdFromLatch?: boolean },
  ): WalletConnectConnector
  /** Connect, let the wallet pair from the URI and approve; resolves with the session. */
  pairAndApprove(
    connector: WalletConnectConnector,
    approve?: Parameters<TestPairingWallet['approve']>[1],
  ): ReturnType<WalletConnectConnector['connect']>
  close(): Promise<void>
}

/** Waits until the connector shows a pairing URI and returns it. */
export function nextUri(connector: WalletConnectConnector, previous?: string): Promise<string> {
  const ready = connector.getState().uri
  if (ready && ready !== previous) return Promise.resolve(ready)
  return new Promise((resolve) => {
    const stop = connector.subscribe((state) => {
      if (state.uri && state.uri !== previous) {
        stop()
        resolve(state.uri)
      }
    })
  })
}

/**
 * Starts the relay and a wallet with keys for every namespace.
 *
 * @example
 * ```ts
 * const world = await startPairingWorld()
 * ```
 */
export async function startPairingWorld(
  options: { evmRpcUrl?: string; keys?: PairingWalletKeys } = {},
): Promise<PairingWorld> {
  outsideAttempts.length = 0 // each world reports its own
  const relay = await startPairingRelay()
  const wallet = await createTestPairingWallet({
    relayUrl: relay.url,
    keys: options.keys ?? {
      evm: { privateKey: EVM_TEST_KEY, ...(options.evmRpcUrl ? { rpcUrl: options.evmRpcUrl } : {}) },
      solana: { seed: SOLANA_TEST_SEED },
      stacks: { privateKey: STACKS_TEST_KEY, network: 'testnet' },
      bitcoin: { privateKey: BITCOIN_TEST_KEY, network: 'testnet' },
    },
  })
  const storage = createPairingMemoryStorage()
  const networks = pairingNetworks(options.evmRpcUrl)
  const connectors: WalletConnectConnector[] = []
  const world: PairingWorld = {
    relay,
    wallet,
    storage,
    networks,
    connectors,
    connector(overrides = {}, setup = {}) {
      const connector = createWalletConnectConnector({
        ...(setup.projectIdFromLatch ? {} : { projectId: 'latch-test' }),
        relayUrl: relay.url,
        networks,
        metadata: {
          name: 'Latch test app',
          description: 'Integration tests',
          url: 'http://127.0.0.1',
          icons: [],
        },
        storage,
        storagePrefix: 'latch-test-app',
        requiredNamespaces: ['eip155'],
        logLevel: 'silent',
        ...overrides,
      })
      connectors.push(connector)
      return connector
    },
    async pairAndApprove(connector, approve) {
      const connected = connector.connect()
      await wallet.pair(await nextUri(connector))
      await wallet.approve(await wallet.nextProposal(), approve)
      return connected
    },
    async close() {
      for (const connector of connectors) await connector.destroy()
      await wallet.close()
      await relay.close()
      if (outsideAttempts.length > 0)
        throw new Error(`non-loopback hosts attempted: ${outsideAttempts.join(', ')}`)
    },
  }
  return world
}
