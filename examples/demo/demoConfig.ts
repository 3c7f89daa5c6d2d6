/**
 * The configuration the demo server hands the page at `/latch-demo-config.json`: the local chains
 * (URLs with their random ports), the deployed test tokens and the dev wallet's account. The page
 * never hard-codes a port; it reads this at start.
 *
 * @example
 * ```ts
 * const config: DemoConfig = await (await fetch('/latch-demo-config.json')).json()
 * ```
 */
export type DemoConfig = {
  /** Local EVM dev chains, the first is the default network. */
  evmChains: { chainId: number; name: string; rpcUrl: string; explorerUrl?: string }[]
  /** ERC20 test tokens deployed on the first chain. */
  evmTokens: { address: string; symbol: string; name: string; decimals: number }[]
  /** ERC721 test contracts deployed on the first chain. */
  evmNfts: string[]
  /**
   * The swap-like `LatchSwap` on the first chain, which the page describes with its own ERC-7730
   * descriptor (the sample requests' swap), when the world deploys it.
   */
  evmSwap?: string
  /** Address the dev wallet holds (a funded dev-chain account). */
  devWalletAddress: string | undefined
  /** The second EVM dev wallet (another EIP-6963 wallet, another funded account), for multi-wallet. */
  secondDevWallet?: { name: string; address: string }
  /** The pairing-protocol relay stand-in, when the world runs one (the page then offers WalletConnect). */
  pairing?: DemoPairingConfig
  /** The local Stacks API and Esplora stand-in, when the world runs them. */
  stacks?: DemoStacksConfig
  /** The local Solana node (SVM), when the world runs one. */
  solana?: DemoSolanaConfig
  /** The reference embedded wallet (auth service, key frame, OAuth stand-in), when the world runs it. */
  embeddedWallet?: DemoEmbeddedWalletConfig
}

/**
 * The reference embedded wallet the page signs up with: the local auth service (with its dev
 * mailbox), the key frame on an origin of its own, and the social providers the local OAuth
 * stand-in plays.
 *
 * @example
 * ```ts
 * createEmbeddedWallet({ authUrl: embedded.authUrl, frameUrl: embedded.frameUrl, networks })
 * ```
 */
export type DemoEmbeddedWalletConfig = {
  /** Base URL of the auth service (random loopback port). */
  authUrl: string
  /** The key frame page, on its own origin. */
  frameUrl: string
  /** Social providers offered (each backed by the local OAuth stand-in; Farcaster by the relay stand-in and the dev Farcaster app). */
  socials: ('google' | 'github' | 'x' | 'discord' | 'apple' | 'facebook' | 'farcaster')[]
  /** The smart account the visitor can switch to, when the world runs the bundler and paymaster. */
  smartAccount?: DemoSmartAccountConfig
}

/**
 * The embedded wallet's smart account in the demo: on the first dev chain, delegated by EIP-7702 to
 * Simple7702Account, its user operations sent through the bundler with gas paid by the app's
 * paymaster (both reached through the demo server, on the page's origin).
 *
 * @example
 * ```ts
 * createEmbeddedWallet({ ..., smartAccount: { caipNetworkId: `eip155:${smart.chainId}`, implementation: smart.implementation, bundlerUrl: smart.bundlerUrl, paymasterUrl: smart.paymasterUrl } })
 * ```
 */
export type DemoSmartAccountConfig = {
  /** The chain the smart account lives on (the first dev chain). */
  chainId: number
  /** Simple7702Account's address there. */
  implementation: `0x${string}`
  /** The ERC-4337 bundler (the demo server's {@link DEMO_BUNDLER_PATH}). */
  bundlerUrl: string
  /** The app's ERC-7677 paymaster service (the demo server's {@link DEMO_PAYMASTER_PATH}). */
  paymasterUrl: string
}

/**
 * The local Solana node the page talks to, from the demo config.
 *
 * @example
 * ```ts
 * const network = solanaLocalnet({ genesisHash: solana.genesisHash, http: solana.rpcUrl, webSocket: solana.wsUrl })
 * ```
 */
export type DemoSolanaConfig = {
  /** HTTP JSON-RPC endpoint (random loopback port). */
  rpcUrl: string
  /** WebSocket endpoint (signature subscriptions). */
  wsUrl: string
  /** Genesis hash (base58); the CAIP-2 id is `solana:` plus its first 32 characters. */
  genesisHash: string
  /** Address the dev Solana wallet holds (a funded account), if any. */
  devWalletAddress?: string
}

/**
 * The local Stacks API and Esplora the page's Stacks and Bitcoin (testnet) networks point at.
 *
 * @example
 * ```ts
 * const networks = [defineStacksNetwork('testnet', stacks.apiUrl), defineBitcoinNetwork('testnet', stacks.esploraUrl)]
 * ```
 */
export type DemoStacksConfig = {
  /** Stacks API base URL (random loopback port). */
  apiUrl: string
  /** Esplora-style Bitcoin API base URL (random loopback port). */
  esploraUrl: string
  /** The dev Stacks/Bitcoin wallet (installed with the dev wallet switch), if any. */
  devWallet?: { name: string; stxAddress: string; btcAddress: string }
}

/**
 * The relay stand-in the page's WalletConnect connector pairs through, from the demo config.
 *
 * @example
 * ```ts
 * createWalletConnectConnector({ projectId, relayUrl: pairing.relayUrl, networks, metadata })
 * ```
 */
export type DemoPairingConfig = {
  /** `ws://127.0.0.1:<port>` of the relay stand-in (random loopback port). */
  relayUrl: string
}

/** Where the page fetches its {@link DemoConfig}. */
export const DEMO_CONFIG_PATH = '/latch-demo-config.json'

/** Where the page loads the dev wallet (an EIP-6963 test wallet bound to the dev chain). */
export const DEV_WALLET_PATH = '/dev-wallet.js'

/** Where the demo server mounts the server sign-in kit (`createServerSiwx({ baseUrl })`). */
export const DEMO_SIWX_PATH = '/api/siwx'

/** The demo server's protected endpoint: 401 without a sign-in session, 200 `{ accounts }` with one. */
export const DEMO_ME_PATH = '/api/me'

/** Where the demo server passes JSON-RPC on to the ERC-4337 bundler. */
export const DEMO_BUNDLER_PATH = '/api/bundler'

/** Where the demo server passes JSON-RPC on to the app's ERC-7677 paymaster service. */
export const DEMO_PAYMASTER_PATH = '/api/paymaster'
