import { type CaipNetworkId, type ChainAdapter, lazyChainAdapter, type TokenRef } from '@latch/core/kit'
import { probeStoredWallets, type StoredWalletProbe } from './connections/probeStoredWallets'
import type { EvmDiscovery } from './discovery/createEvmDiscovery'

/**
 * Options of {@link evmAdapter}.
 *
 * @example
 * ```ts
 * evmAdapter({ tokens: { 'eip155:1': [{ address: '0xA0b8...', symbol: 'USDC', decimals: 6 }] } })
 * ```
 */
export type EvmAdapterOptions = {
  /** ERC20 tokens shown in the Account view, per network. */
  tokens?: Partial<Record<CaipNetworkId, readonly TokenRef[]>>
  /** ERC721 contracts whose NFTs the Account view lists, per network. */
  nfts?: Partial<Record<CaipNetworkId, readonly string[]>>
  /** More token contracts to send with the USDT ABI (transfer returns nothing), beside the seven known. */
  usdtContracts?: readonly string[]
  /** Offer the legacy `window.ethereum` when no wallet announces over EIP-6963. Default true. */
  legacyInjected?: boolean
  /**
   * Offer the Safe (connector `safe`) when the page runs as a Safe App in a Safe{Wallet} frame: the
   * parent page is asked `getSafeInfo` once. Never asked outside a frame. Default true.
   */
  safeApps?: boolean
  /** How long a reload restore waits for the remembered wallet to announce, ms. Default 1000. */
  discoveryTimeoutMs?: number
  /** Blocks scanned per Activity page and for NFTs. Default 10 000. */
  blockRange?: number
}

/**
 * The EVM chain adapter: EIP-6963 discovery (legacy `window.ethereum` only when nothing announces),
 * connect and silent restore, account/chain/disconnect events, network switch with add fallback,
 * native balance (30 s cache) over the app's RPC, native/ERC20/USDT sends, `personal_sign`,
 * EIP-4361 sign-in and account data from the chain. Nothing loads with the page: `latch.mount()`
 * loads and starts the wallet discovery alone, and the rest of the adapter's code loads with a
 * stored connection's restore (`init` then asks the stored wallet the restore's no-prompt checks at
 * once, beside that load), the first call that needs it, or once the open modal is idle
 * (`latch.ready()`; a visitor who never opens the modal loads no more); viem loads only on the
 * paths that need it.
 *
 * @param options - Tokens, NFTs, extra USDT-shaped contracts and discovery settings.
 * @returns A {@link ChainAdapter} for `eip155`.
 * @example
 * ```ts
 * import { createLatch } from '@latch/core'
 * import { evmAdapter } from '@latch/evm'
 * const latch = createLatch({ adapters: [evmAdapter()], networks: [mainnet] })
 * ```
 */
export function evmAdapter(options: EvmAdapterOptions = {}): ChainAdapter {
  let probe: StoredWalletProbe | undefined
  const adapter = lazyChainAdapter(
    {
      namespace: 'eip155',
      send: true,
      estimateFee: true,
      accountData: true,
      siwx: true,
      // the EIP-6963 discovery alone at mount; the adapter's code with the first call or preload
      discovery: () => import('./discovery/createEvmDiscovery').then((m) => m.createEvmDiscovery(options)),
    },
    (discovery) =>
      import('./createEvmAdapter').then((m) =>
        m.createEvmAdapter(options, discovery as EvmDiscovery | undefined, (provider) =>
          probe?.take(provider),
        ),
      ),
  )
  const { init, destroy } = adapter
  // a reload's stored wallets are asked their no-prompt checks now, while the adapter's code loads
  adapter.init = (context) => {
    probe?.stop()
    probe = probeStoredWallets(context)
    return init(context)
  }
  adapter.destroy = () => {
    probe?.stop()
    probe = undefined
    destroy?.()
  }
  return adapter
}
