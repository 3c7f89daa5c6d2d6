import { followProviderEvent } from './followProviderEvent'

/**
 * Follows a wallet's own disconnect (the user disconnected the site or locked the wallet), where
 * its provider reports one: sats-connect style `provider.addListener('disconnect', listener)`
 * returning its remover (Xverse and wallets built on sats-connect). Leather's provider has no
 * events: its sessions end only from the app. A provider that throws or answers no remover is
 * not followed.
 *
 * @param provider - The injected provider (untrusted), or undefined for external transports.
 * @param onDisconnect - Called when the wallet reports its disconnect.
 * @returns Stops following (a no-op when nothing is followed).
 * @example
 * ```ts
 * const stop = followWalletDisconnect(window.XverseProviders?.BitcoinProvider, () => drop('XverseProviders.BitcoinProvider'))
 * ```
 */
export function followWalletDisconnect(provider: unknown, onDisconnect: () => void): () => void {
  return followProviderEvent(provider, 'disconnect', () => onDisconnect())
}
