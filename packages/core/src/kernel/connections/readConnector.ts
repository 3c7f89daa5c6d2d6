import type { Connector } from '../../adapters/types'
import { isBoundedString } from '../../http/validators'
import { toSafeImageUrl } from '../../shared/validation/safeImageUrl'
import { UNTRUSTED_LIMITS } from '../../shared/validation/untrustedLimits'

const { idLength, nameLength } = UNTRUSTED_LIMITS

/**
 * Reads a connector an adapter discovered (its name, icon and rdns come from the wallet itself, or
 * from whatever page script announced it): an id, name and rdns of sensible length, else the
 * connector is refused; the icon is kept only when safe in an `<img>`, else left out.
 *
 * @param connector - As the adapter reported it.
 * @returns A copy safe to show, or `undefined`.
 * @example
 * ```ts
 * readConnector({ id: 'io.x', type: 'announced', name: 'X', chain: 'eip155', installed: true, imageUrl: 'javascript:1' })
 * // { id: 'io.x', type: 'announced', name: 'X', chain: 'eip155', installed: true }
 * ```
 */
export function readConnector(connector: Connector): Connector | undefined {
  const { imageUrl, ...rest } = connector
  if (!isBoundedString(rest.id, idLength) || rest.id === '' || !isBoundedString(rest.name, nameLength))
    return undefined
  if (rest.rdns !== undefined && !isBoundedString(rest.rdns, idLength)) return undefined
  if (rest.walletId !== undefined && !isBoundedString(rest.walletId, idLength)) return undefined
  const icon = toSafeImageUrl(imageUrl)
  return icon === undefined ? { ...rest } : { ...rest, imageUrl: icon }
}
