import type { StacksWalletTransport } from '../request/StacksWalletTransport'
import type { WalletProviderDescriptor } from '../request/walletProviderDescriptor'

/**
 * A wallet reachable through a transport other than an injected provider (e.g. a pairing-protocol
 * session from `@latch/walletconnect`).
 *
 * @example
 * ```ts
 * session.addExternalWallet({ descriptor: { id: 'walletConnect', name: 'Mobile wallet', icon }, transport })
 * ```
 */
export type ExternalStacksWallet = { descriptor: WalletProviderDescriptor; transport: StacksWalletTransport }

/**
 * Options of {@link createWalletSession}.
 *
 * @example
 * ```ts
 * createWalletSession({ asignaOrigin: 'https://vault.asigna.example' } satisfies WalletSessionOptions)
 * ```
 */
export type WalletSessionOptions = {
  /** Origin of Asigna's app, enabling the parent-frame bridge when the app runs in its iframe. */
  asignaOrigin?: string
}
