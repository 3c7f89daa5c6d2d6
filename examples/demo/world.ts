import type { OtpOptions } from '@latch/auth-server'
import {
  type DevChain,
  deployTestSwap,
  deployTestTokens,
  startDevChain,
  TEST_WALLET_ICON,
  type TestTokens,
  testWalletInitScript,
} from '@latch/testing/evm'
import {
  DEMO_BUNDLER_PATH,
  DEMO_ME_PATH,
  DEMO_PAYMASTER_PATH,
  DEMO_SIWX_PATH,
  type DemoConfig,
} from './demoConfig'
import { createLocalExplorer, LOCAL_EXPLORER_PATH } from './localExplorer'
import { proxyJsonRpc } from './proxyJsonRpc'
import { type DemoServer, startDemoServer } from './serve'
import { type DemoEmbeddedWallet, startDemoEmbeddedWallet } from './worldEmbedded'
import { type DemoPairing, startDemoPairing } from './worldPairing'
import { createDemoSiwx, type DemoSiwx } from './worldSiwx'
import { type DemoSmartAccount, startDemoSmartAccount } from './worldSmartAccount'
import { type DemoSolana, startDemoSolana } from './worldSolana'
import { type StacksWorld, startStacksWorld } from './worldStacks'

/** EIP-6963 identity of the demo's dev wallet. */
export const DEV_WALLET_INFO = {
  uuid: 'latch-demo-dev-wallet',
  name: 'Dev Wallet',
  icon: TEST_WALLET_ICON,
  rdns: 'dev.latch.demo',
} as const

/**
 * The second EVM dev wallet's mark: the dev wallet's glyph on teal, so the two read apart in a list.
 */
const SECOND_DEV_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">' +
    '<rect width="24" height="24" fill="#0F766E"/>' +
    '<g fill="none" stroke="#FFFFFF" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">' +
    '<rect x="5" y="7" width="14" height="11" rx="2"/><path d="M15 12.5h4"/><path d="M7 7l7-3 2 3"/></g></svg>',
)}`

/**
 * EIP-6963 identity of the demo's second EVM dev wallet: another wallet (its own rdns, name and
 * icon) holding another funded account, announced beside the dev wallet so a visitor can connect
 * two EVM wallets at once.
 */
export const SECOND_DEV_WALLET_INFO = {
  uuid: 'latch-demo-dev-wallet-2',
  name: 'Second EVM Wallet',
  icon: SECOND_DEV_WALLET_ICON,
  rdns: 'dev.latch.demo.two',
} as const

/**
 * Everything the demo runs on: two local EVM dev chains (for network switching), the test tokens on
 * the first, the dev wallet bound to a funded account, and the demo server.
 *
 * @example
 * ```ts
 * const world = await startDemoWorld({ distDir })
 * console.log(world.url)
 * await world.close()
 * ```
 */
export type DemoWorld = {
  url: string
  chains: readonly DevChain[]
  tokens: TestTokens
  config: DemoConfig
  /** Address the dev wallet holds. */
  devAddress: `0x${string}`
  /** Address the second EVM dev wallet holds. */
  secondDevAddress: `0x${string}`
  /** The local Solana node and the dev Solana account. */
  solana: DemoSolana
  /** The local Stacks API / Esplora the Stacks and Bitcoin networks use. */
  stacks: StacksWorld
  /** The pairing-protocol relay stand-in the page's WalletConnect connector uses. */
  pairing: DemoPairing
  /** The embedded wallet's auth service, key frame and OAuth stand-in. */
  embeddedWallet: DemoEmbeddedWallet
  /** The server sign-in kit mounted at /api/siwx, with the protected endpoint /api/me. */
  siwx: DemoSiwx
  /** The bundler and paymaster of the embedded wallet's smart account, unless `smartAccount: false`. */
  smartAccount: DemoSmartAccount | undefined
  close: () => Promise<void>
}

/**
 * Starts the demo's local world and serves the built demo (`distDir`) on a free loopback port.
 *
 * @param options - The build folder; which dev-chain account the dev wallet holds (default 1); the
 *   server sign-in's session life (default 1 hour; tests shorten it to see sessions expire); the
 *   auth service's email-code limits (`authOtp`, default the service's); whether the embedded
 *   wallet can become a smart account (`smartAccount`, default true: the ERC-4337 contracts, the
 *   bundler and the paymaster service run on the first chain; false saves their start).
 * @returns The running world.
 * @example
 * ```ts
 * const world = await startDemoWorld({ distDir: 'examples/demo/dist' })
 * ```
 */
export async function startDemoWorld(options: {
  distDir: string
  devAccountIndex?: number
  siwxSessionTtlMs?: number
  authOtp?: OtpOptions
  smartAccount?: boolean
}): Promise<DemoWorld> {
  const started: DevChain[] = []
  let server: DemoServer | undefined
  let stacks: StacksWorld | undefined
  let solana: DemoSolana | undefined
  let pairing: DemoPairing | undefined
  let embeddedWallet: DemoEmbeddedWallet | undefined
  let smartAccount: DemoSmartAccount | undefined
  const close = async () => {
    await server?.close()
    await embeddedWallet?.close()
    await smartAccount?.close()
    await Promise.all(started.map((chain) => chain.stop()))
    await stacks?.close()
    await solana?.stop()
    await pairing?.stop()
  }
  try {
    // Every part that came up is kept for close() before a failed one is reported: with
    // Promise.all, a chain still starting when another failed would be left running.
    const [mainStart, secondStart, solanaStart] = await Promise.allSettled([
      startDevChain(),
      startDevChain({ chainId: 31338 }),
      startDemoSolana(),
    ])
    for (const chain of [mainStart, secondStart]) if (chain.status === 'fulfilled') started.push(chain.value)
    if (solanaStart.status === 'fulfilled') solana = solanaStart.value
    for (const part of [mainStart, secondStart, solanaStart])
      if (part.status === 'rejected') throw part.reason
    const [main, second, solanaPart] = [started[0]!, started[1]!, solana!]
    const tokens = await deployTestTokens(main)
    const swap = await deployTestSwap(main)
    // The bundler's start (a process of its own) overlaps the other services'.
    const [smartStart, stacksStart, pairingStart] = await Promise.allSettled([
      options.smartAccount === false ? undefined : startDemoSmartAccount(main),
      startStacksWorld(),
      startDemoPairing(),
    ])
    if (smartStart.status === 'fulfilled') smartAccount = smartStart.value
    if (stacksStart.status === 'fulfilled') stacks = stacksStart.value
    if (pairingStart.status === 'fulfilled') pairing = pairingStart.value
    for (const part of [smartStart, stacksStart, pairingStart])
      if (part.status === 'rejected') throw part.reason
    if (!stacks || !pairing) throw new Error('The demo world did not start')
    const dev = main.accounts[options.devAccountIndex ?? 1]
    // another funded account, not one the tests' injected wallet or the dev wallet holds
    const secondDev = main.accounts[5]
    if (!dev || !secondDev) throw new Error('The dev chain has too few accounts')
    const config: DemoConfig = {
      evmChains: [
        { chainId: main.chainId, name: 'Latch Local', rpcUrl: main.url },
        { chainId: second.chainId, name: 'Latch Local 2', rpcUrl: second.url },
      ],
      evmTokens: [tokens.erc20, tokens.usdt].map((t) => ({
        address: t.address,
        symbol: t.symbol,
        name: t.name,
        decimals: t.decimals,
      })),
      evmNfts: [tokens.nft.address],
      evmSwap: swap.address,
      devWalletAddress: dev.address,
      secondDevWallet: { name: SECOND_DEV_WALLET_INFO.name, address: secondDev.address },
      stacks: stacks.config,
      solana: solanaPart.config,
      pairing: pairing.config,
    }
    const devWalletScript = testWalletInitScript({
      rpcUrl: main.url,
      chainId: main.chainId,
      accounts: [dev.address],
      info: DEV_WALLET_INFO,
      chains: { [second.chainId]: second.url },
      // The dev wallet keeps its permission across reloads, like an extension does.
      authorized: true,
    })
    const secondDevWalletScript = testWalletInitScript({
      rpcUrl: main.url,
      chainId: main.chainId,
      accounts: [secondDev.address],
      info: SECOND_DEV_WALLET_INFO,
      chains: { [second.chainId]: second.url },
      authorized: true,
    })
    server = await startDemoServer({
      distDir: options.distDir,
      config,
      // One switch installs the dev wallets of every family: two EVM wallets, Solana, Stacks/Bitcoin.
      devWalletScript: [
        devWalletScript,
        secondDevWalletScript,
        solanaPart.devWalletScript,
        stacks.devWalletScript,
      ].join('\n'),
    })
    // The embedded wallet's services must know the page's origin, so they start after the server;
    // the page reads the config (and the CSP is built) per request, after this.
    embeddedWallet = await startDemoEmbeddedWallet({
      appOrigin: new URL(server.url).origin,
      chain: main,
      otp: options.authOtp,
      smartAccountImplementation: smartAccount?.implementation,
    })
    config.embeddedWallet = embeddedWallet.config
    if (smartAccount) {
      // the page reaches the bundler and the paymaster on its own origin
      server.mount(DEMO_BUNDLER_PATH, proxyJsonRpc(smartAccount.bundlerUrl))
      server.mount(DEMO_PAYMASTER_PATH, proxyJsonRpc(smartAccount.paymasterUrl))
      config.embeddedWallet.smartAccount = {
        chainId: main.chainId,
        implementation: smartAccount.implementation,
        bundlerUrl: new URL(DEMO_BUNDLER_PATH.slice(1), server.url).toString(),
        paymasterUrl: new URL(DEMO_PAYMASTER_PATH.slice(1), server.url).toString(),
      }
    }
    // Sign-in on the demo's own backend: the kit binds messages to the page's host and origin.
    const siwx = createDemoSiwx({
      origin: new URL(server.url).origin,
      config,
      ...(options.siwxSessionTtlMs === undefined ? {} : { sessionTtlMs: options.siwxSessionTtlMs }),
    })
    // A local block explorer for the EVM chains: the Account view and Activity rows link to it.
    const pageUrl = server.url
    server.mount(LOCAL_EXPLORER_PATH, createLocalExplorer(config.evmChains))
    config.evmChains = config.evmChains.map((chain) => ({
      ...chain,
      explorerUrl: new URL(`${LOCAL_EXPLORER_PATH.slice(1)}/${chain.chainId}`, pageUrl).toString(),
    }))
    server.mount(DEMO_SIWX_PATH, siwx.kit)
    server.mount(DEMO_ME_PATH, siwx.me)
    return {
      url: server.url,
      chains: started,
      tokens,
      config,
      devAddress: dev.address,
      secondDevAddress: secondDev.address,
      solana: solanaPart,
      stacks,
      pairing,
      embeddedWallet,
      siwx,
      smartAccount,
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}
