import type { WalletProviderDescriptor } from '../request/walletProviderDescriptor'

/**
 * A wallet as the session lists it.
 *
 * @example
 * ```ts
 * session.listWallets().filter((w: SessionWallet) => w.installed)
 * ```
 */
export type SessionWallet = {
  descriptor: WalletProviderDescriptor
  installed: boolean
  /** `'wbip'` for injected providers, `'walletConnect'` for external transports. */
  kind: 'wbip' | 'walletConnect'
}
