import { getImage } from '../../http/getImage'
import type { ApiClient } from '../../http/types'
import { CONSTANTS } from '../../shared/constants/constants'
import type { WalletListing } from './listing/types'

/**
 * Creates and revokes object URLs; the browser's `URL` by default.
 *
 * @example
 * ```ts
 * const urls: ObjectUrls = { create: (blob) => URL.createObjectURL(blob), revoke: (url) => URL.revokeObjectURL(url) }
 * ```
 */
export type ObjectUrls = { create(blob: Blob): string; revoke(url: string): void }

/**
 * Loads wallet images as blobs for the first 20 wallets of a page only (SPEC §7), into
 * `images[image_id]` as object URLs, and revokes them on release.
 *
 * @param parameters - API client, the images record to fill, object URL functions, error sink.
 * @returns `loadFor(page)` and `release()`.
 * @example
 * ```ts
 * const images = createWalletImages({ api, images: state.images })
 * void images.loadFor(page)
 * ```
 */
export function createWalletImages(parameters: {
  api: ApiClient
  images: Record<string, string>
  objectUrls?: ObjectUrls
  onError?: (error: unknown) => void
}) {
  const urls: ObjectUrls = parameters.objectUrls ?? {
    create: (blob) => URL.createObjectURL(blob),
    revoke: (url) => URL.revokeObjectURL(url),
  }
  const requested = new Set<string>()
  let generation = 0
  return {
    async loadFor(page: readonly WalletListing[]): Promise<void> {
      const current = generation
      const ids = page
        .slice(0, CONSTANTS.walletImagesPerPage)
        .flatMap((wallet) => (wallet.image_id && !requested.has(wallet.image_id) ? [wallet.image_id] : []))
      for (const id of ids) requested.add(id)
      await Promise.all(
        ids.map(async (id) => {
          try {
            const blob = await getImage(parameters.api, 'wallet', id)
            if (current !== generation) return
            parameters.images[id] = urls.create(blob)
          } catch (error) {
            requested.delete(id)
            parameters.onError?.(error)
          }
        }),
      )
    },
    release(): void {
      generation += 1
      for (const [id, url] of Object.entries(parameters.images)) {
        urls.revoke(url)
        delete parameters.images[id]
      }
      requested.clear()
    },
  }
}
