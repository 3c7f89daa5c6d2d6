import type { AccountDataSource, TokenBalance } from '../../../adapters/AccountDataSource'
import { formatUnits } from '../../../shared/numbers/formatUnits'
import { filterSendableTokens } from '../../../shared/validation/tokenList'
import { supportsAssetDiscovery } from './supportsAssetDiscovery'
import { parseWalletAssets, type WalletAsset } from './walletAssets'

/** A wallet number (price, value) as a decimal string without an exponent. */
function toDecimalString(value: number): string {
  const plain = String(value)
  if (!/e/i.test(plain)) return plain
  const fixed = value.toFixed(20).replace(/\.?0+$/, '')
  return fixed === '' || fixed === '-' ? '0' : fixed
}

function toTokenBalance(asset: WalletAsset, chainId: TokenBalance['chainId']): TokenBalance {
  const { metadata } = asset
  const token: TokenBalance = {
    name: metadata.name,
    symbol: metadata.symbol,
    chainId,
    decimals: metadata.decimals,
    quantity: {
      decimals: String(metadata.decimals),
      numeric: formatUnits(BigInt(asset.balance), metadata.decimals),
    },
    price: toDecimalString(metadata.price),
  }
  if (asset.type === 'ERC20') token.address = asset.address
  if (metadata.iconUrl) token.iconUrl = metadata.iconUrl
  if (metadata.value !== undefined) token.value = toDecimalString(metadata.value)
  return token
}

/**
 * Token balances from an embedded wallet's own asset discovery (`wallet_getAssets`), used only when
 * its `wallet_getCapabilities` reports `assetDiscovery` support for the chain (SPEC §5). An invalid
 * wallet-assets response is ignored, and so is a chain without support: the `fallback` source
 * (data API or chain RPC) answers instead.
 *
 * @param parameters - `request` to the embedded wallet, and the `fallback` source.
 * @returns An {@link AccountDataSource}.
 * @example
 * ```ts
 * const source = createWalletAssetsSource({
 *   request: (method, params) => adapter.request({ connectorId: 'ID_AUTH', method, params }),
 *   fallback: createDataApiSource(api),
 * })
 * ```
 */
export function createWalletAssetsSource(parameters: {
  request: (method: string, params: unknown) => Promise<unknown>
  fallback?: AccountDataSource
}): AccountDataSource {
  const { request, fallback } = parameters
  const fromWallet = async (address: string, networkId: string, chainId: TokenBalance['chainId']) => {
    if (!/^\d+$/.test(networkId)) return undefined
    const hex = `0x${BigInt(networkId).toString(16)}`
    const capabilities = await request('wallet_getCapabilities', [address]).catch(() => undefined)
    if (!supportsAssetDiscovery(capabilities, hex)) return undefined
    const raw = await request('wallet_getAssets', [{ account: address, chainFilter: [hex] }]).catch(
      () => undefined,
    )
    const assets = parseWalletAssets(raw)
    if (!assets) return undefined
    return filterSendableTokens((assets[hex] ?? []).map((asset) => toTokenBalance(asset, chainId)))
  }
  const source: AccountDataSource = {
    async getTokenBalances(params) {
      if (params.network.chainNamespace === 'eip155') {
        const tokens = await fromWallet(params.address, params.network.id, params.network.caipNetworkId)
        if (tokens) return tokens
      }
      return fallback ? fallback.getTokenBalances(params) : []
    },
    getActivity: (params) => (fallback ? fallback.getActivity(params) : Promise.resolve({ items: [] })),
  }
  if (fallback?.getNfts) source.getNfts = fallback.getNfts.bind(fallback)
  return source
}
