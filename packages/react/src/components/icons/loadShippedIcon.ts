/**
 * What to look up in `@latch/icons` for one image: a wallet's mark, a network's, a token's, or an
 * account's identicon. Plain values, so a view can tell two requests apart by {@link iconRequestKey}.
 *
 * @example
 * ```ts
 * const request: IconRequest = { kind: 'wallet', id: 'metamask', rdns: 'io.metamask' }
 * ```
 */
export type IconRequest =
  | { kind: 'wallet'; id?: string | undefined; rdns?: string | undefined; connectorId?: string | undefined }
  | { kind: 'network'; caipNetworkId: string; nativeSymbol?: string | undefined }
  | { kind: 'token'; symbol: string }
  | { kind: 'identicon'; address: string }

/**
 * A stable key for an icon request: equal requests built alike (one call site, the same fields in
 * the same order), equal keys; a field left `undefined` counts as absent.
 *
 * @param request - The request.
 * @returns Its key.
 * @example
 * ```ts
 * iconRequestKey({ kind: 'token', symbol: 'ETH' }) // '{"kind":"token","symbol":"ETH"}'
 * ```
 */
export function iconRequestKey(request: IconRequest): string {
  return JSON.stringify(request)
}

/**
 * Loads the artwork Latch ships for a request. `@latch/icons` is its own chunk, loaded on the first
 * image the modal draws (never with the page), and each mark in it is its own module again.
 *
 * @param request - What to look up.
 * @returns An image URL (`data:`), or undefined when nothing is shipped for it.
 * @example
 * ```ts
 * img.src = (await loadShippedIcon({ kind: 'network', caipNetworkId: 'eip155:8453' })) ?? ''
 * ```
 */
export async function loadShippedIcon(request: IconRequest): Promise<string | undefined> {
  const icons = await import('@latch/icons')
  switch (request.kind) {
    case 'wallet':
      return icons.loadWalletIcon(request)
    case 'network':
      return icons.loadNetworkIcon({
        caipNetworkId: request.caipNetworkId,
        ...(request.nativeSymbol ? { nativeCurrency: { symbol: request.nativeSymbol } } : {}),
      })
    case 'token':
      return icons.loadTokenIcon({ symbol: request.symbol })
    case 'identicon':
      return icons.makeIdenticon(request.address)
  }
}
