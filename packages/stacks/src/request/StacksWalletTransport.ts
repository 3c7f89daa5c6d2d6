import type { StacksMethod } from './methods'
import type { WalletDialect } from './walletProviderDescriptor'

/**
 * The seam between the Stacks/Bitcoin adapter and whatever carries a request to the wallet: an
 * injected WBIP provider ({@link createProviderTransport}) or a pairing-protocol session (the
 * `@latch/walletconnect` package implements this interface over its session, routing `stx_*` and
 * Bitcoin methods to the paired wallet). The adapter has already validated and shaped the
 * parameters for `dialect`; the transport only carries them.
 *
 * @example
 * ```ts
 * const transport: StacksWalletTransport = {
 *   dialect: 'xverse',
 *   supportedMethods: async () => session.namespaces.stacks?.methods ?? [],
 *   request: (method, params) => session.request({ method, params }),
 * }
 * ```
 */
export interface StacksWalletTransport {
  /** Parameter shape the wallet expects. */
  readonly dialect: WalletDialect
  /** Methods the wallet (or session) answers; anything else fails with -32601 before it is sent. */
  supportedMethods(): Promise<readonly StacksMethod[]>
  /** Sends one request; resolves with the wallet's result, rejects with the wallet's own error. */
  request(method: StacksMethod, params: unknown): Promise<unknown>
  /** Ends the session, when the transport has one (pairing sessions). A user dismissing a pairing
   * dialog should reject pending requests with code -31000 or -31001. */
  disconnect?(): Promise<void>
}
