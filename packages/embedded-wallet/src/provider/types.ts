import type { CaipNetwork } from '@latch/core/kit'
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
  /** The origin social results are posted to; default `location.origin`. */
  origin?: string
  /** Poll interval of the new-device approval, ms (default 1000). */
  devicePollMs?: number
  /** Fetch for the service and the RPC endpoints; default `globalThis.fetch`. */
  fetch?: typeof fetch
  /** Opens the key frame; default a hidden iframe through `createFrameChannel`. */
  createChannel?: () => KeyFrameChannel
}
