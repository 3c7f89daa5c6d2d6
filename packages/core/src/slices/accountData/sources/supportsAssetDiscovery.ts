import { isRecord } from '../../../http/validators'

/**
 * True when the embedded wallet reports `assetDiscovery` support for the chain in its
 * `wallet_getCapabilities` answer (SPEC §5); only then is `wallet_getAssets` used.
 *
 * @param capabilities - The capabilities answer, keyed by hex chain id.
 * @param chainIdHex - The chain, e.g. `'0x1'`.
 * @returns Whether asset discovery may be used.
 * @example
 * ```ts
 * supportsAssetDiscovery({ '0x1': { assetDiscovery: { supported: true } } }, '0x1') // true
 * ```
 */
export function supportsAssetDiscovery(capabilities: unknown, chainIdHex: string): boolean {
  if (!isRecord(capabilities)) return false
  const chain = capabilities[chainIdHex.toLowerCase()] ?? capabilities[chainIdHex]
  if (!isRecord(chain)) return false
  const discovery = chain.assetDiscovery
  return isRecord(discovery) && discovery.supported === true
}
