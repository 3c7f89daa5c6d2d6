import { type CaipNetwork, isEvmAddressShape } from '@latch/core/kit'
import type { EmbeddedWalletToken } from './types'

const BALANCE_OF = '0x70a08231'

const hexChainId = (network: CaipNetwork) => `0x${BigInt(network.id).toString(16)}`

/**
 * The embedded wallet's `wallet_getCapabilities` answer (EIP-5792): asset discovery on every EVM
 * network it has an RPC endpoint for, and `atomic: unsupported` (it sends a batch's calls one by
 * one), keyed by hex chain id.
 *
 * @param networks - The wallet's networks.
 * @returns Capabilities per hex chain id.
 * @example
 * ```ts
 * walletCapabilities([localDevChain]) // { '0x7a69': { assetDiscovery: { supported: true }, atomic: { status: 'unsupported' } } }
 * ```
 */
export function walletCapabilities(networks: readonly CaipNetwork[]): Record<string, unknown> {
  const capabilities: Record<string, unknown> = {}
  for (const network of networks)
    if (network.chainNamespace === 'eip155' && network.rpcUrls.default.http[0])
      capabilities[hexChainId(network)] = {
        assetDiscovery: { supported: true },
        // batches are sent call by call (see createWalletCalls): never atomic
        atomic: { status: 'unsupported' },
      }
  return capabilities
}

/**
 * The embedded wallet's `wallet_getAssets` answer (EIP-7811): the native balance and the
 * configured ERC20 balances (`balanceOf` through `eth_call`) of `account` on each EVM network
 * asked for, read from the networks' own RPC. Balances are hex base units; no prices (0).
 *
 * @param params - `[{ account, chainFilter? }]` as in `wallet_getAssets`.
 * @param options - Networks, tokens per network and the RPC call.
 * @returns Assets per hex chain id.
 * @example
 * ```ts
 * await walletAssets([{ account, chainFilter: ['0x7a69'] }], { networks, tokens, rpc })
 * ```
 */
export async function walletAssets(
  params: unknown,
  options: {
    networks: readonly CaipNetwork[]
    tokens: Partial<Record<string, readonly EmbeddedWalletToken[]>>
    rpc: (network: CaipNetwork, method: string, params: unknown) => Promise<unknown>
  },
): Promise<Record<string, unknown[]>> {
  const request = (Array.isArray(params) ? params[0] : params) as
    | { account?: unknown; chainFilter?: unknown }
    | undefined
  const account = String(request?.account ?? '')
  if (!isEvmAddressShape(account)) return {}
  const filter = Array.isArray(request?.chainFilter)
    ? new Set(request.chainFilter.map((id) => String(id).toLowerCase()))
    : undefined
  const result: Record<string, unknown[]> = {}
  for (const network of options.networks) {
    if (network.chainNamespace !== 'eip155' || !network.rpcUrls.default.http[0]) continue
    const chain = hexChainId(network)
    if (filter && !filter.has(chain)) continue
    const native = String(await options.rpc(network, 'eth_getBalance', [account, 'latest']))
    const { name, symbol, decimals } = network.nativeCurrency
    const assets: unknown[] = [
      {
        address: '0x0000000000000000000000000000000000000000',
        balance: native,
        type: 'NATIVE',
        metadata: { name, symbol, decimals, price: 0, iconUrl: '' },
      },
    ]
    for (const token of options.tokens[network.caipNetworkId] ?? []) {
      const data = `${BALANCE_OF}${account.slice(2).toLowerCase().padStart(64, '0')}`
      const raw = String(await options.rpc(network, 'eth_call', [{ to: token.address, data }, 'latest']))
      assets.push({
        address: token.address,
        balance: `0x${BigInt(raw === '0x' ? '0x0' : raw).toString(16)}`,
        type: 'ERC20',
        metadata: { name: token.name, symbol: token.symbol, decimals: token.decimals, price: 0, iconUrl: '' },
      })
    }
    result[chain] = assets
  }
  return result
}
