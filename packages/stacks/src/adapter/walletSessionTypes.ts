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

/**
 * A call the session's front kept because it came before the session's code had loaded: the
 * method's name, its arguments and, once the loaded session has made it, what that returned (a
 * remover or an unsubscribe, which the front's own answer calls from then on).
 *
 * @example
 * ```ts
 * const call: KeptSessionCall = ['subscribe', [listener]]
 * ```
 */
export type KeptSessionCall = [name: string, args: unknown[], made?: () => unknown]
