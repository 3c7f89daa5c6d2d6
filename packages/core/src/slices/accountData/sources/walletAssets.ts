import {
  isBoundedString,
  isFiniteNumber,
  isOptionalString,
  isRecord,
  isString,
  keepValid,
} from '../../../http/validators'
import { MAX_TOKEN_DECIMALS } from '../../../shared/numbers/decimalString'
import { isEvmAddressShape } from '../../../shared/validation/isEvmAddressShape'
import { toSafeImageUrl } from '../../../shared/validation/safeImageUrl'
import { UNTRUSTED_LIMITS } from '../../../shared/validation/untrustedLimits'

// The capabilities check that decides whether assets are asked for lives beside this module; the
// public entries name it here.
export { supportsAssetDiscovery } from './supportsAssetDiscovery'

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
  metadata: { name: string; symbol: string; decimals: number; price: number; iconUrl: string; value?: number }
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

const HEX_CHAIN_ID = /^0x[0-9a-fA-F]{1,64}$/
const HEX_BALANCE = /^0x[0-9a-fA-F]{1,64}$/
const { nameLength, symbolLength, idLength, listItems } = UNTRUSTED_LIMITS

function isWalletAsset(value: unknown): value is WalletAsset {
  if (!isRecord(value) || !isRecord(value.metadata)) return false
  const { metadata } = value
  return (
    (value.type === 'NATIVE'
      ? isBoundedString(value.address, idLength)
      : value.type === 'ERC20' && isEvmAddressShape(value.address)) &&
    isString(value.balance) &&
    HEX_BALANCE.test(value.balance) &&
    isBoundedString(metadata.name, nameLength) &&
    isBoundedString(metadata.symbol, symbolLength) &&
    metadata.symbol !== '' &&
    isFiniteNumber(metadata.decimals) &&
    Number.isInteger(metadata.decimals) &&
    metadata.decimals >= 0 &&
    metadata.decimals <= MAX_TOKEN_DECIMALS &&
    isFiniteNumber(metadata.price) &&
    metadata.price >= 0 &&
    isOptionalString(metadata.iconUrl) &&
    (metadata.value === undefined || (isFiniteNumber(metadata.value) && metadata.value >= 0))
  )
}

/** A copy of a valid asset with only the known fields, its icon kept only when safe in an `<img>`. */
function toWalletAsset(asset: WalletAsset): WalletAsset {
  const { name, symbol, decimals, price, iconUrl, value } = asset.metadata
  return {
    address: asset.address,
    balance: asset.balance,
    type: asset.type,
    metadata: {
      name,
      symbol,
      decimals,
      price,
      iconUrl: toSafeImageUrl(iconUrl) ?? '',
      ...(value === undefined ? {} : { value }),
    },
  }
}

/**
 * Validates a wallet-assets response (SPEC §5) asset by asset: it must map every chain to an
 * array, else the whole response is ignored. An invalid asset (decimals outside 0 to 255, a
 * balance that is not hex, a missing symbol, an over-long name...) is dropped and the valid ones
 * are kept; a response with assets but not one valid is ignored. At most 1,000 assets are read
 * per chain, and an icon URL that is not safe in an `<img>` is replaced by `''`.
 *
 * @param value - What the wallet returned.
 * @returns The valid assets per chain, or `undefined` when the response must be ignored.
 * @example
 * ```ts
 * const assets = parseWalletAssets(await provider.request({ method: 'wallet_getAssets', params }))
 * if (!assets) return fallbackToRpc()
 * ```
 */
export function parseWalletAssets(value: unknown): WalletAssetsResponse | undefined {
  if (!isRecord(value)) return undefined
  const response: WalletAssetsResponse = {}
  let given = 0
  let kept = 0
  for (const [chain, assets] of Object.entries(value).slice(0, listItems)) {
    if (!Array.isArray(assets)) return undefined
    if (!HEX_CHAIN_ID.test(chain)) continue
    const valid = keepValid(assets, isWalletAsset, listItems) ?? []
    given += Math.min(assets.length, listItems)
    kept += valid.length
    response[chain] = valid.map(toWalletAsset)
  }
  return given > 0 && kept === 0 ? undefined : response
}
