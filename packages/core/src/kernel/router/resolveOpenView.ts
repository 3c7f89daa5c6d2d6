import type { RouterView } from './views'

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
 * The SPEC §2 opening rules: a requested view is shown; with no adapters and no connected address,
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
  if (input.requested) return input.requested
  if (input.manualWalletConnect || (!input.hasAdapters && !input.connected))
    return input.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  return input.connected ? 'Account' : 'Connect'
}
