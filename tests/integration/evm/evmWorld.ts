import { type CaipNetwork, createMemoryStore, createStorage, type LatchStorage } from '@latch/core'
import {
  createTestWallet,
  type DevChain,
  deployTestTokens,
  startDevChain,
  TEST_WALLET_ICON,
  type TestTokens,
  type TestWallet,
} from '@latch/testing/evm'

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
  extra: { chains?: Record<number, string>; authorized?: boolean } = {},
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
