// The kernel's `import()`s sit here, in one small chunk: a bundler writes, beside each `import()`
// of a page's entry, the file names of every chunk it preloads (the connection code brings the
// wallet-error normaliser, the catalogue, the stored connections' readers...), and those names
// would be bytes of every app's first load. This chunk loads at mount, with the first of them.

/**
 * Loads the account controller (balances, the connected account's record).
 *
 * @returns The module.
 * @example
 * ```ts
 * const { createAccountController } = await import('../loadKernelCode').then((m) => m.loadAccountController())
 * ```
 */
export const loadAccountController = () => import('./account/createAccountController')

/**
 * Loads the connections controller (the record of connections and the wallets found).
 *
 * @returns The module.
 * @example
 * ```ts
 * const { createConnectionsController } = await import('../loadKernelCode').then((m) => m.loadConnectionsController())
 * ```
 */
export const loadConnectionsController = () => import('./connections/createConnectionsController')

/**
 * Loads the connect and disconnect flows.
 *
 * @returns The module.
 * @example
 * ```ts
 * const { createConnectionFlows } = await import('../loadKernelCode').then((m) => m.loadConnectionFlows())
 * ```
 */
export const loadConnectionFlows = () => import('./connections/createConnectionFlows')

/**
 * Loads the restore of stored connections.
 *
 * @returns The module.
 * @example
 * ```ts
 * const { restoreConnections } = await import('../kernel/loadKernelCode').then((m) => m.loadRestore())
 * ```
 */
export const loadRestore = () => import('./connections/restoreConnections')

/**
 * Loads the reader of a wallet's network-switch error.
 *
 * @returns The module.
 * @example
 * ```ts
 * const { readSwitchError } = await import('../loadKernelCode').then((m) => m.loadSwitchErrorReader())
 * ```
 */
export const loadSwitchErrorReader = () => import('./chains/readSwitchError')

/**
 * Loads ModalClosedError (a connect from a modal closed while the flows' code loaded ends with it).
 *
 * @returns The module.
 * @example
 * ```ts
 * const { ModalClosedError } = await import('../loadKernelCode').then((m) => m.loadModalClosedError())
 * ```
 */
export const loadModalClosedError = () => import('../shared/errors/ModalClosedError')

/**
 * Loads the wallet picker's pick code.
 *
 * @returns The module.
 * @example
 * ```ts
 * const { createWalletPicker } = await import('../loadKernelCode').then((m) => m.loadWalletPicker())
 * ```
 */
export const loadWalletPicker = () => import('./picker/createWalletPicker')
