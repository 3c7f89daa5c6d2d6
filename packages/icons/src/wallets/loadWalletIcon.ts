import { WALLET_ICONS } from '../generated/iconLoaders'
import { walletIconName } from './walletIconName'

/**
 * Loads the shipped mark of a wallet (its own module, fetched from the app's own bundle on first
 * use): an SVG `data:` URL that shows with no outside request.
 *
 * @param wallet - The wallet's registry id, rdns or connector id.
 * @returns The data URL, or undefined when no mark is shipped for this wallet.
 * @example
 * ```ts
 * img.src = (await loadWalletIcon({ id: 'metamask' })) ?? fallback
 * ```
 */
export async function loadWalletIcon(wallet: {
  id?: string | undefined
  rdns?: string | undefined
  connectorId?: string | undefined
}): Promise<string | undefined> {
  const name = walletIconName(wallet)
  return name ? (await WALLET_ICONS[name]()).icon : undefined
}
