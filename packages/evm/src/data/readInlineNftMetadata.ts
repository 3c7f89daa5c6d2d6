import { toSafeImageUrl } from '@latch/core/kit'

/** Longest `tokenURI` read (an inline SVG image of a few kilobytes fits many times over). */
export const MAX_TOKEN_URI_LENGTH = 100_000
/** Longest NFT name kept from metadata. */
const MAX_NAME_LENGTH = 256
/** `data:application/json`, with optional parameters (`;charset=utf-8`) and `;base64`. */
const JSON_DATA_URI = /^data:application\/json((?:;[a-z0-9-]+=[a-z0-9-]+|;utf8)*)(;base64)?,/i

function decodePayload(payload: string, base64: boolean): string | undefined {
  try {
    if (base64)
      return new TextDecoder('utf-8', { fatal: true }).decode(
        Uint8Array.from(atob(payload), (c) => c.charCodeAt(0)),
      )
    return decodeURIComponent(payload)
  } catch {
    // not percent-encoded (a bare '%' in the text): read as written
    return base64 ? undefined : payload
  }
}

/**
 * The name and image of an ERC721 token from its `tokenURI`, when the contract keeps its metadata
 * on chain (`data:application/json,…` or `…;base64,…`): nothing is fetched, so no host the app
 * did not name is reached (a `https:` or `ipfs:` URI gives nothing here). The metadata is
 * untrusted: the URI is capped at {@link MAX_TOKEN_URI_LENGTH} characters, the name must be a
 * non-empty string of at most 256 characters, and the image must be safe in an `<img src>`
 * (core's `toSafeImageUrl`); anything else is left out.
 *
 * @param uri - What `tokenURI(id)` returned.
 * @returns The name and image found (either may be missing).
 * @example
 * ```ts
 * readInlineNftMetadata('data:application/json,{"name":"Latch NFT #1","image":"https://cdn.example/1.png"}')
 * // { name: 'Latch NFT #1', imageUrl: 'https://cdn.example/1.png' }
 * ```
 */
export function readInlineNftMetadata(uri: unknown): { name?: string; imageUrl?: string } {
  if (typeof uri !== 'string' || uri.length > MAX_TOKEN_URI_LENGTH) return {}
  const header = JSON_DATA_URI.exec(uri)
  if (!header) return {}
  const text = decodePayload(uri.slice(header[0].length), header[2] !== undefined)
  let metadata: unknown
  try {
    metadata = text === undefined ? undefined : JSON.parse(text)
  } catch {
    return {}
  }
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) return {}
  const { name, image } = metadata as { name?: unknown; image?: unknown }
  const imageUrl = toSafeImageUrl(image)
  return {
    ...(typeof name === 'string' && name.trim() !== '' && name.length <= MAX_NAME_LENGTH ? { name } : {}),
    ...(imageUrl ? { imageUrl } : {}),
  }
}
