import type { walletsToGet } from './walletsToGet'

/**
 * Loads {@link walletsToGet} with the bundled wallets' store links, in their own chunk: only "Get
 * a Wallet" needs them, so neither an app's first load nor the views' rules carry them. Calling it
 * again returns the module already loaded.
 *
 * @returns The rule.
 * @example
 * ```ts
 * const rule = await loadWalletsToGet()
 * rule({ networks, connectors: snap.connections.connectors, platform: 'ios' })
 * ```
 */
export function loadWalletsToGet(): Promise<typeof walletsToGet> {
  return import('./walletsToGet').then((module) => module.walletsToGet)
}
