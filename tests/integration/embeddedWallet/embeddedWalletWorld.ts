// Shared set-up of the embedded wallet integration tests. Every part is real and on loopback: the
// auth service (SQLite in memory, dev mailbox, a manual clock), the OAuth stand-in as the "google"
// provider, the Farcaster relay stand-in (its Optimism RPC is the dev chain: a test that signs in
// with Farcaster puts the ID registry stand-in there), a Hardhat dev chain and the local Solana RPC. A "browser" is a Latch app over
// `createEmbeddedWallet` whose key frame runs in process (see createInProcessFrame.ts): only the
// iframe transport is replaced.

import { type AuthService, startAuthService } from '@latch/auth-server'
import {
  type CaipNetwork,
  type ClearSigningOptions,
  createLatch,
  createMemoryStore,
  type Latch,
} from '@latch/core'
import { createEmbeddedWallet, type DevMail, type SessionStorageLike } from '@latch/embedded-wallet'
import { ACCOUNT_API_PATHS } from '@latch/embedded-wallet/frame'
import { type EvmAdapterOptions, evmAdapter } from '@latch/evm'
import { solanaAdapter, solanaLocalnet } from '@latch/solana'
import { type DevChain, startDevChain } from '@latch/testing/evm'
import { type FarcasterRelay, startFarcasterRelay } from '@latch/testing/farcaster'
import { type OAuthStandIn, startOAuthStandIn } from '@latch/testing/oauth'
import { type SolanaRpc, startSolanaRpc } from '@latch/testing/solana'
import { vi } from 'vitest'
import type { FramePrompts } from '../../../packages/embedded-wallet/src/frame/FramePrompts'
import {
  findKeyMaterial,
  keySecretsOf,
} from '../../../packages/embedded-wallet/src/frame/testing/findKeyMaterial'
import { createKeyVault } from '../../../packages/embedded-wallet/src/frame/vault/createKeyVault'
import { combineWalletShares } from '../../../packages/embedded-wallet/src/shares/walletShares'
import {
  type BrowserVault,
  createBrowserVault,
  createInProcessFrame,
  type FrameLog,
} from './createInProcessFrame'

/** The app page's origin: allowed by the service and by the key frame. */
export const APP_ORIGIN = 'http://127.0.0.1:5173'
/** Never loaded: the tests replace the iframe with the in-process frame. */
const FRAME_URL = 'http://127.0.0.1:5174/frame.html'
/** The auth service as a client of the OAuth stand-in. */
const OAUTH_CLIENT = { clientId: 'latch', clientSecret: 'client-secret' }
/** The user the OAuth stand-in signs in. */
export const STAND_IN_USER = {
  sub: 'google-7',
  email: 'grace@example.com',
  name: 'Grace Hopper',
  preferred_username: 'grace',
}

export type EmbeddedWalletWorld = {
  auth: AuthService
  standIn: OAuthStandIn
  /** The Farcaster relay stand-in the service opens its sign-in channels on. */
  relay: FarcasterRelay
  chain: DevChain
  solana: SolanaRpc
  evmNetwork: CaipNetwork
  solanaNetwork: CaipNetwork
  /** Moves the auth service's clock (e.g. past the resend cooldown). */
  advanceClock(ms: number): void
  /** The dev mailbox's mails to `to`, oldest first. */
  mails(to: string): Promise<DevMail[]>
  /** The code of the newest mail to `to`. */
  lastCode(to: string): Promise<string>
  /** Every frame message log of every browser opened in this world. */
  frameLogs: FrameLog[]
  /** Every browser vault opened in this world. */
  vaults: BrowserVault[]
  /** The mnemonic of every wallet a browser holds (its device share combined with its session's auth share). */
  allMnemonics(): Promise<string[]>
  /** Findings of key material in anything any frame posted (empty when clean). */
  keyMaterialInFramePosts(): Promise<string[]>
  /** Opens a browser: a Latch app with the embedded wallet. */
  openBrowser(options?: BrowserOptions): Promise<Browser>
  stop(): Promise<void>
}

export type BrowserOptions = {
  /** The page's localStorage (session token, device id); share it to "reload" the page. */
  storage?: SessionStorageLike
  /** The frame origin's vault; share it to "reload" the page. */
  vault?: BrowserVault
  /** Latch's own storage; share it to "reload" the page. */
  latchStore?: ReturnType<typeof createMemoryStore>
  /** The app's clear-signing descriptors. */
  clearSigning?: ClearSigningOptions
  /** `features.review`: the "review before your wallet" step for other wallets (the embedded one keeps its own approval). */
  review?: boolean
  /** The visitor at the key frame's prompts (default: none, so the frame can show nothing). */
  prompts?: FramePrompts
  /** The embedded wallet's smart account on the EVM dev chain (the key frame gets its implementation). */
  smartAccount?: { implementation: `0x${string}`; bundlerUrl: string; paymasterUrl?: string }
  /** The EVM adapter's `tokens` (the ERC20s its account data lists). */
  evmTokens?: EvmAdapterOptions['tokens']
  /** Asked as a request leaves; what it answers is awaited once the answer has arrived, before the wallet reads it (holds an answer back). */
  answerGate?: (url: string, init: RequestInit | undefined) => Promise<void>
}

export type Browser = {
  latch: Latch
  provider: ReturnType<typeof createEmbeddedWallet>
  frame: ReturnType<typeof createInProcessFrame>
  storage: SessionStorageLike
  vault: BrowserVault
  latchStore: ReturnType<typeof createMemoryStore>
  /** URLs the provider fetched (the auth service and the RPC endpoints). */
  fetched: string[]
  adapter(namespace: 'eip155' | 'solana'): Latch['adapters'][number]
  /** Email sign-up/in through `latch.auth`, the code read from the dev mailbox. */
  signInByEmail(email: string): Promise<void>
}

/** A Storage-like object over a Map, standing in for the page's localStorage. */
export function createMapStorage(): SessionStorageLike & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

/** Starts the service, the stand-in and both chains; stubs `window` (an EventTarget: Node has no DOM). */
export async function startEmbeddedWalletWorld(): Promise<EmbeddedWalletWorld> {
  vi.stubGlobal('window', new EventTarget())
  let clock = 1_700_000_000_000
  const [standIn, chain, solana, relay] = await Promise.all([
    startOAuthStandIn({ clients: [{ ...OAUTH_CLIENT, redirectUris: [] }], user: STAND_IN_USER }),
    startDevChain(),
    startSolanaRpc(),
    startFarcasterRelay(),
  ])
  const auth = await startAuthService({
    allowedOrigins: [APP_ORIGIN],
    mail: 'dev-mailbox',
    devMailbox: true,
    now: () => clock,
    socialProviders: { google: standIn.providerConfig('latch') },
    farcaster: { relayUrl: relay.url, rpcUrl: chain.url },
  })
  // the callback URL is known once the service listens
  standIn.registerClient({ ...OAUTH_CLIENT, redirectUris: [`${auth.url}/v1/social/callback`] })
  const evmNetwork: CaipNetwork = {
    id: String(chain.chainId),
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: `Local ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.url] } },
    testnet: true,
  }
  const solanaNetwork = solanaLocalnet({
    genesisHash: solana.genesisHash,
    http: solana.url,
    webSocket: solana.wsUrl,
  })
  const frameLogs: FrameLog[] = []
  const vaults: BrowserVault[] = []

  const mails = async (to: string): Promise<DevMail[]> => {
    const response = await fetch(`${auth.url}/v1/dev/mailbox?to=${encodeURIComponent(to)}`)
    return ((await response.json()) as { messages: DevMail[] }).messages
  }
  const lastCode = async (to: string) => {
    const code = (await mails(to)).at(-1)?.code
    if (code === undefined) throw new Error(`no code mailed to ${to}`)
    return code
  }
  // Every wallet a browser of this world opened, rebuilt as its key frame does: the device share
  // from the browser's vault and the auth share the service gives that browser's session.
  const browsers: { storage: SessionStorageLike; vault: BrowserVault }[] = []
  const allWallets = async () => {
    const found = new Map<string, Set<string>>()
    for (const { storage, vault } of browsers) {
      const token = storage.getItem('latch.embeddedWallet.token')
      if (!token) continue
      const headers = { authorization: `Bearer ${token}` }
      const shares = await fetch(`${auth.url}${ACCOUNT_API_PATHS.walletShares}`, { headers })
      if (!shares.ok) continue
      const { authShare } = (await shares.json()) as { authShare: string }
      const keys = createKeyVault({ storage: vault.storage })
      for (const userId of vault.userIds) {
        const stored = await keys.load(userId)
        if (stored === undefined) continue
        const mnemonic = await combineWalletShares(stored, authShare).catch(() => undefined)
        if (mnemonic === undefined) continue
        const shares = found.get(mnemonic) ?? new Set<string>()
        found.set(mnemonic, shares.add(stored).add(authShare))
      }
    }
    return [...found].map(([mnemonic, shares]) => ({ mnemonic, shares: [...shares] }))
  }
  const allMnemonics = async () => (await allWallets()).map((wallet) => wallet.mnemonic)

  const world: EmbeddedWalletWorld = {
    auth,
    standIn,
    relay,
    chain,
    solana,
    evmNetwork,
    solanaNetwork,
    advanceClock: (ms) => {
      clock += ms
    },
    mails,
    lastCode,
    frameLogs,
    vaults,
    allMnemonics,
    async keyMaterialInFramePosts() {
      const posted = frameLogs.flatMap((log) => log.posted)
      const findings: string[] = []
      for (const { mnemonic, shares } of await allWallets())
        findings.push(...findKeyMaterial(posted, keySecretsOf(mnemonic, shares)))
      return findings
    },
    async openBrowser(options = {}) {
      const storage = options.storage ?? createMapStorage()
      const vault = options.vault ?? createBrowserVault()
      const latchStore = options.latchStore ?? createMemoryStore()
      if (!vaults.includes(vault)) vaults.push(vault)
      browsers.push({ storage, vault })
      const frame = createInProcessFrame({
        authUrl: auth.url,
        appOrigin: APP_ORIGIN,
        vault,
        ...(options.prompts ? { prompts: options.prompts } : {}),
        ...(options.smartAccount ? { smartAccountImplementation: options.smartAccount.implementation } : {}),
      })
      frameLogs.push(frame.log)
      const fetched: string[] = []
      const provider = createEmbeddedWallet({
        authUrl: auth.url,
        frameUrl: FRAME_URL,
        networks: [evmNetwork, solanaNetwork],
        storage,
        origin: APP_ORIGIN,
        fetch: async (input, init) => {
          fetched.push(String(input))
          const gate = options.answerGate?.(String(input), init)
          const answer = await fetch(input, init)
          await gate
          return answer
        },
        createChannel: frame.createChannel,
        ...(options.smartAccount
          ? {
              smartAccount: {
                caipNetworkId: evmNetwork.caipNetworkId as `eip155:${string}`,
                ...options.smartAccount,
              },
            }
          : {}),
      })
      const latch = createLatch({
        adapters: [
          evmAdapter(options.evmTokens ? { tokens: options.evmTokens } : {}),
          solanaAdapter({ restoreWaitMs: 0 }),
        ],
        networks: [evmNetwork, solanaNetwork],
        storage: latchStore,
        auth: { provider },
        ...(options.clearSigning ? { clearSigning: options.clearSigning } : {}),
        ...(options.review ? { features: { review: true } } : {}),
      })
      latch.mount()
      await latch.ready()
      const adapter = (namespace: 'eip155' | 'solana') => {
        const found = latch.adapters.find((a) => a.namespace === namespace)
        if (!found) throw new Error(`no ${namespace} adapter`)
        return found
      }
      return {
        latch,
        provider,
        frame,
        storage,
        vault,
        latchStore,
        fetched,
        adapter,
        async signInByEmail(email) {
          await latch.open({ view: 'EmailLogin' })
          await latch.auth.connectEmail(email)
          await latch.auth.verifyOtp(await lastCode(email))
        },
      }
    },
    async stop() {
      vi.unstubAllGlobals()
      await Promise.allSettled([auth.close(), standIn.close(), relay.close(), chain.stop(), solana.stop()])
    },
  }
  return world
}
