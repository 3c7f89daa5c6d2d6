import { isArrayOf, isFiniteNumber, isOptionalString, isRecord, isString } from '../api/validators'

/**
 * One asset of a wallet-assets response (SPEC §3): `balance` is a hex string of base units.
 *
 * @example
 * ```ts
 * const usdc: WalletAsset = {
 *   address: '0xa0b8...', balance: '0xf4240', type: 'ERC20',
 *   metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, iconUrl: '', value: 1 },
 * }
 * ```
 */
export type WalletAsset = {
  address: string
  balance: `0x${string}`
  type: 'ERC20' | 'NATIVE'
  metadata: { name: string; symbol: string; decimals: number; price: number; iconUrl: string; value: number }
}

/**
 * A wallet-assets response (`wallet_getAssets`): per hex chain id, a list of assets.
 *
 * @example
 * ```ts
 * const response: WalletAssetsResponse = { '0x1': [usdc] }
 * ```
 */
export type WalletAssetsResponse = Record<string, WalletAsset[]>

const HEX = /^0x[0-9a-fA-F]+$/

function isWalletAsset(value: unknown): value is WalletAsset {
  if (!isRecord(value) || !isRecord(value.metadata)) return false
  const { metadata } = value
  return (
    isString(value.address) &&
    isString(value.balance) &&
    HEX.test(value.balance) &&
    (value.type === 'ERC20' || value.type === 'NATIVE') &&
    isString(metadata.name) &&
    isString(metadata.symbol) &&
    isFiniteNumber(metadata.decimals) &&
    Number.isInteger(metadata.decimals) &&
    metadata.decimals >= 0 &&
    isFiniteNumber(metadata.price) &&
    isOptionalString(metadata.iconUrl) &&
    (metadata.value === undefined || isFiniteNumber(metadata.value))
  )
}

/**
 * Validates a wallet-assets response (SPEC §5): it must map every chain to an array of valid
 * assets, else the whole response is ignored.
 *
 * @param value - What the wallet returned.
 * @returns The response, or `undefined` when it must be ignored.
 * @example
 * ```ts
 * const assets = parseWalletAssets(await provider.request({ method: 'wallet_getAssets', params }))
 * if (!assets) return fallbackToRpc()
 * ```
 */
export function parseWalletAssets(value: unknown): WalletAssetsResponse | undefined {
  if (!isRecord(value)) return undefined
  for (const assets of Object.values(value)) if (!isArrayOf(assets, isWalletAsset)) return undefined
  return value as WalletAssetsResponse
}

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
