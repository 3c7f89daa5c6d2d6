import {
  type CaipNetwork,
  createLatch,
  createMemoryStore,
  createStorage,
  type LatchStorage,
} from '@latch/core'
import { evmAdapter } from '@latch/evm'
import {
  type CreateTestWalletOptions,
  createTestWallet,
  type DevChain,
  deployTestTokens,
  startDevChain,
  TEST_WALLET_ICON,
  type TestTokens,
  type TestWallet,
} from '@latch/testing/evm'
import { vi } from 'vitest'

/**
 * The local EVM world of these tests: a dev chain with the test tokens, and a second chain
 * (another chain id) for network switching. Everything is real; only `window` is an EventTarget.
 */
export type EvmWorld = {
  chain: DevChain
  second: DevChain
  tokens: TestTokens
  network: CaipNetwork
  secondNetwork: CaipNetwork
  stop(): Promise<void>
}

/** An app network for a dev chain. */
export function devNetwork(chain: DevChain, name = `Local ${chain.chainId}`): CaipNetwork {
  return {
    id: String(chain.chainId),
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.url] } },
    testnet: true,
  }
}

/** Starts both chains and deploys the tokens on the first. */
export async function startEvmWorld(options: { second?: boolean } = {}): Promise<EvmWorld> {
  const [chain, second] = await Promise.all([
    startDevChain(),
    options.second === false ? Promise.resolve(undefined) : startDevChain({ chainId: 31338 }),
  ])
  const tokens = await deployTestTokens(chain)
  const secondChain = second ?? chain
  return {
    chain,
    second: secondChain,
    tokens,
    network: devNetwork(chain),
    secondNetwork: devNetwork(secondChain),
    stop: async () => {
      await Promise.all([chain.stop(), second?.stop()])
    },
  }
}

/** A test wallet holding dev chain account `index` (with its key), announcing as `rdns`. */
export function walletFor(
  chain: DevChain,
  index: number,
  rdns: string,
  extra: Pick<CreateTestWalletOptions, 'chains' | 'authorized' | 'calls' | 'signIn' | 'permissions'> = {},
): TestWallet {
  return createTestWallet({
    rpcUrl: chain.url,
    chainId: chain.chainId,
    privateKeys: [chain.accounts[index]!.privateKey, chain.accounts[index + 1]!.privateKey],
    info: { uuid: `uuid-${rdns}`, name: `Wallet ${rdns}`, icon: TEST_WALLET_ICON, rdns },
    ...extra,
  })
}

/** A stand-in `window` (an EventTarget, which is all EIP-6963 needs) and a fresh storage. */
export function fakePage(kv = createMemoryStore()): { win: Window; storage: LatchStorage; kv: typeof kv } {
  return { win: new EventTarget() as unknown as Window, storage: createStorage(kv), kv }
}

/** The dev chain's native token as the send form takes it (1 ETH shown as the balance). */
export function etherToken(network: CaipNetwork) {
  return {
    name: 'Ether',
    symbol: 'ETH',
    chainId: network.caipNetworkId,
    decimals: 18,
    quantity: { decimals: '18', numeric: '1' },
  }
}

/**
 * Latch (EVM adapter, mounted and ready, not connected) on a page whose `window` is stubbed with an
 * EventTarget announcing, over EIP-6963, the test wallet of dev chain account `account` as `rdns`,
 * whose answer to `method` is `answer(real)`: `real()` runs the wallet's own request. Every other
 * method is the wallet's own. The caller unstubs the globals after each test.
 */
export async function latchWithWalletAnswer(
  world: EvmWorld,
  options: {
    rdns: string
    account: number
    method: string
    answer: (real: () => Promise<unknown>) => Promise<unknown>
  },
) {
  const win = new EventTarget()
  vi.stubGlobal('window', win)
  const wallet = walletFor(world.chain, options.account, options.rdns)
  const provider = {
    ...wallet.provider,
    request: (args: { method: string; params?: unknown }) => {
      const real = () => wallet.provider.request(args as never) as Promise<unknown>
      return args.method === options.method ? options.answer(real) : real()
    },
  }
  const detail = Object.freeze({ info: wallet.info, provider })
  const announce = () => win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  win.addEventListener('eip6963:requestProvider', announce)
  announce()
  const latch = createLatch({
    adapters: [evmAdapter()],
    networks: [world.network],
    storage: createMemoryStore(),
  })
  latch.mount()
  await latch.ready()
  return latch
}
