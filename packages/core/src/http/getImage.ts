import type { ApiClient } from './types'

/**
 * Kinds of image the SPEC §7 API serves as blobs.
 *
 * @example
 * ```ts
 * const kind: ImageKind = 'wallet'
 * ```
 */
export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token'

const IMAGE_PATHS: Record<ImageKind, string> = {
  wallet: 'getWalletImage',
  asset: 'public/getAssetImage',
  currency: 'public/getCurrencyImage',
  token: 'public/getTokenImage',
}

/**
 * Fetches one image as a blob: `/getWalletImage/{id}`, `/public/getAssetImage/{id}`,
 * `/public/getCurrencyImage/{id}` or `/public/getTokenImage/{id}`.
 *
 * @param api - The API client.
 * @param kind - Which image endpoint.
 * @param id - Image id.
 * @returns The image blob.
 * @example
 * ```ts
 * const url = URL.createObjectURL(await getImage(api, 'wallet', wallet.image_id))
 * ```
 */
export function getImage(api: ApiClient, kind: ImageKind, id: string): Promise<Blob> {
  return api.getBlob(`${IMAGE_PATHS[kind]}/${encodeURIComponent(id)}`)
}
