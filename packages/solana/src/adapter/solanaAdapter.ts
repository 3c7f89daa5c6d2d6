import { type ChainAdapter, lazyChainAdapter, type SendParameters, type TokenRef } from '@latch/core/kit'
import type { SolanaDiscovery } from '../standard/createSolanaDiscovery'

/**
 * Options of {@link solanaAdapter}.
 *
 * @example
 * ```ts
 * solanaAdapter({ tokens: [{ address: usdcMint, symbol: 'USDC', decimals: 6, name: 'USD Coin' }] })
 * ```
 */
export type SolanaAdapterOptions = {
  /** Known SPL tokens, to name mints in balances and activity. */
  tokens?: readonly TokenRef[]
  /** How long a silent restore waits for the wallet to register after a reload (ms). Default 1000. */
  restoreWaitMs?: number
  /** Fetch used for RPC reads (the global one by default). */
  fetch?: typeof fetch
}

/**
 * The Solana adapter: a {@link ChainAdapter} plus a fee estimate for sends.
 *
 * @example
 * ```ts
 * const fee = await adapter.estimateFee(params) // lamports
 * ```
 */
export type SolanaAdapter = ChainAdapter & {
  /** Fee of a send in lamports, from the chain's estimate (`getFeeForMessage`). */
  estimateFee(params: SendParameters): Promise<bigint>
}

/**
 * The Solana adapter: Wallet Standard discovery, connect and silent restore, SOL and SPL sends,
 * message signing, Sign-In-With-Solana and account data read from the app's RPC. Nothing loads
 * with the page: `latch.mount()` loads and starts the Wallet Standard discovery alone, and the rest
 * of the adapter's code loads with a stored connection's restore, the first call that needs it, or
 * once the open modal is idle (`latch.ready()`); web3.js and spl-token load only when a send needs them.
 *
 * @param options - Known tokens, restore wait, fetch.
 * @returns The adapter.
 * @example
 * ```ts
 * const latch = createLatch({ adapters: [solanaAdapter()], networks: [solanaMainnet] })
 * ```
 */
export function solanaAdapter(options: SolanaAdapterOptions = {}): SolanaAdapter {
  // the loaded adapter always estimates fees, so the declared estimateFee is always present
  return lazyChainAdapter(
    {
      namespace: 'solana',
      send: true,
      estimateFee: true,
      prepareSend: true,
      accountData: { nfts: false },
      siwx: true,
      previewRequest: true,
      // the Wallet Standard discovery alone at mount; the adapter's code with the first call or preload
      discovery: () => import('../standard/createSolanaDiscovery').then((m) => m.createSolanaDiscovery()),
    },
    (discovery) =>
      import('./createSolanaAdapter').then((m) =>
        m.createSolanaAdapter(options, discovery as SolanaDiscovery | undefined),
      ),
  ) as SolanaAdapter
}
