import { toSafeImageUrl } from '../shared/validation/safeImageUrl'

// Its own module, apart from viewSelectors: the URL checks it applies load with the wallet lists
// that show images, not with the first load's selectors (the connect button's).
/**
 * The image to show for a wallet: its own URL, else the loaded registry image of its `image_id`.
 * Only a URL {@link toSafeImageUrl} accepts is returned (an app may pass its own wallet data: a
 * `javascript:` or `data:text/html` URL is never handed to an `<img>`), and the loaded images are
 * looked up by own key, so an `image_id` such as `constructor` or `__proto__` finds nothing.
 *
 * @param state - State or snapshot (its loaded wallet images).
 * @param wallet - The wallet.
 * @returns The image URL, or `undefined` while no safe one is known.
 * @example
 * ```ts
 * selectWalletImage(snap, wallet)
 * ```
 */
export function selectWalletImage(
  state: { readonly wallets: { readonly images: Readonly<Record<string, string | undefined>> } },
  wallet: { readonly image_url?: string | undefined; readonly image_id?: string | undefined },
): string | undefined {
  const { images } = state.wallets
  const id = wallet.image_id
  return toSafeImageUrl(wallet.image_url ?? (id && Object.hasOwn(images, id) ? images[id] : undefined))
}
