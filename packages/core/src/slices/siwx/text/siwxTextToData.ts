import type { SiwxMessageData } from '../../../adapters/siwxTypes'
import type { CaipNetworkId } from '../../../shared/networks/types'
import type { SiwxText, SiwxTextLayout } from './siwxTextLayout'

/**
 * Latch's sign-in data from a parsed sign-in text, given the network its `Chain ID` names.
 *
 * @param text - The values {@link parseSiwxText} read.
 * @param chainId - The CAIP-2 network the family resolved the `Chain ID` to.
 * @param layout - The family's layout (for its error).
 * @returns The data; absent optional fields stay absent.
 * @throws {ValidationError} (the layout's) when URI, Version, Nonce or Issued At is missing.
 * @example
 * ```ts
 * siwxTextToData(parseSiwxText(message, layout), 'eip155:1', layout).nonce
 * ```
 */
export function siwxTextToData(
  text: SiwxText,
  chainId: CaipNetworkId,
  layout: Pick<SiwxTextLayout, 'error'>,
): SiwxMessageData {
  const { uri, version, nonce, issuedAt } = text
  if (!uri || !version || !nonce || !issuedAt)
    throw layout.error('URI, Version, Nonce and Issued At are required')
  const data: SiwxMessageData = {
    accountAddress: text.accountAddress,
    chainId,
    domain: text.domain,
    uri,
    version,
    nonce,
    issuedAt,
  }
  for (const key of [
    'scheme',
    'statement',
    'expirationTime',
    'notBefore',
    'requestId',
    'resources',
  ] as const) {
    if (text[key] !== undefined) Object.assign(data, { [key]: text[key] })
  }
  return data
}
