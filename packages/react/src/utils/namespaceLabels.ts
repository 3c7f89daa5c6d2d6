import type { ChainNamespace } from '@latch/core'

/**
 * The name each chain family is shown by (group headings of the network and wallet lists).
 *
 * @example
 * ```ts
 * NAMESPACE_LABELS.bip122 // 'Bitcoin'
 * ```
 */
export const NAMESPACE_LABELS: Readonly<Record<ChainNamespace, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
  cosmos: 'Cosmos',
  sui: 'Sui',
  stacks: 'Stacks',
}
