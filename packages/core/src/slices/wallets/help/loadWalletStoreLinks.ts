import type { WalletStoreLinks } from '../registry/walletStoreLinks'

/**
 * Loads the store links of the bundled EVM and Solana wallets (their own chunk: only "Get a
 * wallet" needs them). Calling it again returns the module already loaded.
 *
 * @returns The links by bundled wallet id, for {@link walletsToGet}.
 * @example
 * ```ts
 * const storeLinks = await loadWalletStoreLinks()
 * ```
 */
export function loadWalletStoreLinks(): Promise<Readonly<Record<string, WalletStoreLinks>>> {
  return import('../registry/walletStoreLinks').then((module) => module.WALLET_STORE_LINKS)
}
