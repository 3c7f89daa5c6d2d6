/**
 * The wallet list's code as one module, so a bundler ships it as one chunk: the wallet choice (what
 * Connect's rows read, prefetched before the click) and the controller (the listing and search
 * that fill them, loaded as the modal opens) always load together, and as two `import()`s they
 * were two chunks fetched one after the other's graph on a click right after load.
 *
 * @example
 * ```ts
 * const { createWalletChoice } = await import('./walletListCode')
 * ```
 */
export { createWalletChoice } from './createWalletChoice'
export { createWalletsController } from './createWalletsController'
