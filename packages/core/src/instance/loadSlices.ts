// The `import()`s of the slices whose code loads after a click or with an option the app sets. A
// bundler writes, beside each `import()` of a page's entry, the file names of every chunk it loads
// (to preload them), and those names are bytes of the first load: here they are in this small
// module's chunk instead, which loads before the slice it names.

/**
 * Loads the sign-in slice's wiring (and the sign-in controller with it).
 *
 * @returns The module.
 * @example
 * ```ts
 * const siwx = await import('./loadSlices').then((m) => m.loadSiwxWiring())
 * ```
 */
export const loadSiwxWiring = () => import('./createSiwxWiring')

/**
 * Loads the send slice's wiring (and the send controller with it).
 *
 * @returns The module.
 * @example
 * ```ts
 * const send = await import('./loadSlices').then((m) => m.loadSendWiring())
 * ```
 */
export const loadSendWiring = () => import('./createSendWiring')

/**
 * Loads the email/social login and approvals' wiring.
 *
 * @returns The module.
 * @example
 * ```ts
 * const auth = await import('./loadSlices').then((m) => m.loadAuthWiring())
 * ```
 */
export const loadAuthWiring = () => import('./createAuthWiring')

/**
 * Loads the actions on one of several connected wallets (switch, disconnect one, disconnect all).
 *
 * @returns The module.
 * @example
 * ```ts
 * const multiWallet = await import('./loadSlices').then((m) => m.loadMultiWalletActions())
 * ```
 */
export const loadMultiWalletActions = () => import('../slices/multiWallet/createMultiWalletActions')

/**
 * Loads the sign-in rules: "wallet changed" (a changed account or network asks sign-in again) and
 * "sign-in" on mount.
 *
 * @returns The two modules.
 * @example
 * ```ts
 * const [{ walletChanged }, { signIn }] = await import('./loadSlices').then((m) => m.loadSignInRules())
 * ```
 */
export const loadSignInRules = () =>
  Promise.all([import('./reactions/walletChanged'), import('./reactions/signIn')])

/**
 * Loads the network-switch rules of `latch.switchNetwork`.
 *
 * @returns The module.
 * @example
 * ```ts
 * const { switchNetwork } = await import('./loadSlices').then((m) => m.loadSwitchNetwork())
 * ```
 */
export const loadSwitchNetwork = () => import('../kernel/chains/switchNetwork')

/**
 * Loads the account-data slice's wiring (its controller, caches and source with it).
 *
 * @returns The module.
 * @example
 * ```ts
 * const { createAccountDataWiring } = await import('./loadSlices').then((m) => m.loadAccountDataWiring())
 * ```
 */
export const loadAccountDataWiring = () => import('./createAccountDataWiring')
