import type { RouterData, RouterView } from '../../../kernel/router/views'

/**
 * Whether the modal offers the no-wallet help ("What is a wallet?", "Get a wallet"): on the plain
 * Connect view, where a visitor first meets the wallets. A list for one family ("Add wallet", a
 * network of a family with no wallet) is for a visitor who has one.
 *
 * @param router - The router's view and data.
 * @returns `true` when the help is offered.
 * @example
 * ```ts
 * offersWalletHelp({ view: 'Connect', data: {} }) // true
 * offersWalletHelp({ view: 'Connect', data: { namespace: 'eip155' } }) // false
 * ```
 */
export function offersWalletHelp(router: {
  view: RouterView
  data: Pick<RouterData, 'namespace' | 'network'>
}) {
  return router.view === 'Connect' && !router.data.namespace && !router.data.network
}
