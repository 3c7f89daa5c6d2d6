import { resolveViewData } from './resolveViewData'
import type { SocialProvider } from './socialProvider'
import type { RouterData, RouterView } from './views'

/**
 * Inputs of the opening rules.
 *
 * @example
 * ```ts
 * const input: OpenViewInput = { requested: undefined, connected: false, hasAdapters: true, manualWalletConnect: false, isMobile: false }
 * ```
 */
export type OpenViewInput = {
  /** View the caller asked for. */
  requested: RouterView | undefined
  /** The router data it was asked with. */
  data?: RouterData | undefined
  /** The social logins the app offers (a login view for another one is not opened). */
  socials?: readonly SocialProvider[] | undefined
  /** An address is connected in the namespace the modal opens for. */
  connected: boolean
  /** At least one chain adapter was given. */
  hasAdapters: boolean
  /** The app controls pairing (WalletConnect) itself. */
  manualWalletConnect: boolean
  /** The device is mobile. */
  isMobile: boolean
}

/**
 * The SPEC §2 opening rules: a requested view is shown (or, when it lacks what it is about, the
 * view where the visitor chooses it: see {@link resolveViewData}); with no adapters and no connected address,
 * or with manual pairing control, AllWallets on mobile and ConnectingWalletConnectBasic otherwise;
 * else Account when connected, Connect when not.
 *
 * @param input - See {@link OpenViewInput}.
 * @returns The view to open on.
 * @example
 * ```ts
 * resolveOpenView({ requested: undefined, connected: true, hasAdapters: true, manualWalletConnect: false, isMobile: false }) // 'Account'
 * ```
 */
export function resolveOpenView(input: OpenViewInput): RouterView {
  if (input.requested)
    return resolveViewData({ view: input.requested, data: input.data, socials: input.socials ?? [] })
  if (input.manualWalletConnect || (!input.hasAdapters && !input.connected))
    return input.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  return input.connected ? 'Account' : 'Connect'
}
