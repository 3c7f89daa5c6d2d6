import type { AuthProvider, CaipNetwork } from '@latch/core/kit'
import type { FrameChannel } from '../client/createFrameChannel'
import type { SessionStorageLike } from './createSessionStore'

/**
 * The page's end of the key frame: what `createFrameChannel` returns.
 *
 * @example
 * ```ts
 * const { evm } = await channel.call('connect', { token })
 * ```
 */
export type KeyFrameChannel = FrameChannel

/**
 * An ERC20 token whose balance `wallet_getAssets` reports, per network.
 *
 * @example
 * ```ts
 * const token: EmbeddedWalletToken = { address: '0x5FbD…', symbol: 'LTT', name: 'Latch Test Token', decimals: 18 }
 * ```
 */
export type EmbeddedWalletToken = { address: string; symbol: string; name: string; decimals: number }

/**
 * Options of `createEmbeddedWallet`.
 *
 * @example
 * ```ts
 * const options: EmbeddedWalletOptions = { authUrl: 'https://auth.example', frameUrl: 'https://keys.example/frame.html', networks }
 * ```
 */
export type EmbeddedWalletOptions = {
  /** Base URL of the auth service (`startAuthService`). */
  authUrl: string
  /** URL of the key frame page, on an origin of its own (`startKeyFrameServer`'s `frameUrl`). */
  frameUrl: string
  /** The app's networks: EVM and Solana requests go to each network's first HTTP RPC URL. */
  networks: readonly CaipNetwork[]
  /** ERC20 tokens `wallet_getAssets` reports, by CAIP-2 network id (the native balance always). */
  tokens?: Partial<Record<string, readonly EmbeddedWalletToken[]>>
  /** Where the session token and device id persist; default `localStorage`, looked up when first used. */
  storage?: SessionStorageLike
  /** The origin social results are posted to and Farcaster sign-ins are for (its host is the SIWF domain); default `location.origin`. */
  origin?: string
  /** Poll interval of the new-device approval, ms (default 1000). */
  devicePollMs?: number
  /** Fetch for the service and the RPC endpoints; default `globalThis.fetch`. */
  fetch?: typeof fetch
  /** Opens the key frame; default a hidden iframe through `createFrameChannel`. */
  createChannel?: () => KeyFrameChannel
  /**
   * Makes the visitor's EVM account a smart account when they choose `smartAccount` (same address:
   * the EOA delegated by EIP-7702 to `implementation`; calls go as ERC-4337 v0.8 user operations
   * through `bundlerUrl`, gas from the ERC-7677 paymaster at `paymasterUrl` when given). One chain.
   * The key frame must be configured with the same implementation (it signs no other delegation).
   */
  smartAccount?: EmbeddedSmartAccountOptions
}

/**
 * The embedded wallet's smart-account settings (see `EmbeddedWalletOptions.smartAccount`).
 *
 * @example
 * ```ts
 * const smartAccount: EmbeddedSmartAccountOptions = {
 *   caipNetworkId: 'eip155:8453',
 *   implementation: '0xe6Cae83BdE06E4c305530e199D7217f42808555B', // Simple7702Account
 *   bundlerUrl: 'https://bundler.example/rpc',
 *   paymasterUrl: 'https://paymaster.example/rpc',
 * }
 * ```
 */
export type EmbeddedSmartAccountOptions = {
  /** The chain the smart account works on (one of `networks`). */
  caipNetworkId: `eip155:${string}`
  /** The account implementation the EOA delegates to (eth-infinitism's Simple7702Account, v0.8). */
  implementation: `0x${string}`
  /** The ERC-4337 bundler's JSON-RPC URL (EntryPoint v0.8). */
  bundlerUrl: string
  /** The ERC-7677 paymaster service's URL; without it the account pays its own gas. */
  paymasterUrl?: string
}

/**
 * One device (browser) of the signed-in account, as `listDevices` answers it.
 *
 * @example
 * ```ts
 * const device: EmbeddedWalletDevice = { id: 'd-1', createdAt: 1764374400000, lastSeenAt: 1764374400000, current: true }
 * ```
 */
export type EmbeddedWalletDevice = {
  /** The device id, for `revokeDevice`. */
  id: string
  /** When it first signed in (ms since the epoch). */
  createdAt: number
  /** When it was last seen (ms since the epoch). */
  lastSeenAt: number
  /** Whether it is this browser. */
  current: boolean
}

/**
 * What the embedded wallet offers beyond an `AuthProvider`: the visitor's recovery kit, the wallet
 * export and the account's devices. The recovery kit and the export are shown by the key frame
 * over the page; the app never sees the secret or the kit.
 *
 * @example
 * ```ts
 * const devices = await wallet.listDevices()
 * await wallet.revokeDevice(devices.find((d) => !d.current)!.id)
 * ```
 */
export type EmbeddedWalletAccount = {
  /** Makes a new recovery kit and shows it in the key frame (the old one stops working); resolves when the visitor closed it. */
  newRecoveryKit(): Promise<void>
  /** Shows the recovery phrase and private keys in the key frame, after the visitor confirms; resolves when closed. */
  exportWallet(): Promise<void>
  /** Revokes another device of the account (it no longer opens the wallet) and shows the new recovery kit. */
  revokeDevice(deviceId: string): Promise<void>
  /** The account's devices, newest first (at most 100). */
  listDevices(): Promise<EmbeddedWalletDevice[]>
  /** Ends every session of the account at the auth service, this one included, and signs this page out. */
  signOutEverywhere(): Promise<void>
  /**
   * Signs up (`mode: 'signUp'`, a new account with a new passkey) or in with a passkey. The key
   * frame shows "Continue with a passkey" and runs the ceremony on the visitor's click; the page
   * then finishes the login as after an email code (the wallet loads, a new one shows its kit). With
   * PRF, a new device opens the same wallet without the kit.
   */
  connectPasskey(options: { mode: 'signUp' | 'signIn' }): Promise<void>
  /** Adds a passkey to the signed-in account (in the key frame, on the visitor's click). */
  addPasskey(): Promise<void>
  /** The account's passkeys, newest first (at most 100). */
  listPasskeys(): Promise<EmbeddedWalletPasskey[]>
  /** Removes one of the account's passkeys: it can no longer sign in. */
  removePasskey(passkeyId: string): Promise<void>
}

/**
 * One passkey of the signed-in account, as `listPasskeys` answers it: `prf` says whether it can
 * open the wallet on a new device without the recovery kit.
 *
 * @example
 * ```ts
 * const passkey: EmbeddedWalletPasskey = { id: 'q3Zx…', createdAt: 1764374400000, lastUsedAt: null, prf: true }
 * ```
 */
export type EmbeddedWalletPasskey = { id: string; createdAt: number; lastUsedAt: number | null; prf: boolean }

/**
 * The reference embedded wallet: an `AuthProvider` for `createLatch({ auth: { provider } })` with
 * the {@link EmbeddedWalletAccount} methods.
 *
 * @example
 * ```ts
 * const wallet: EmbeddedWallet = createEmbeddedWallet({ authUrl, frameUrl, networks })
 * ```
 */
export type EmbeddedWallet = AuthProvider & EmbeddedWalletAccount
