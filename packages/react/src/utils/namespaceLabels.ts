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
  solana: 'Solana', // i18n-ignore: chain name
  polkadot: 'Polkadot', // i18n-ignore: chain name
  bip122: 'Bitcoin', // i18n-ignore: chain name
  cosmos: 'Cosmos', // i18n-ignore: chain name
  sui: 'Sui', // i18n-ignore: chain name
  stacks: 'Stacks', // i18n-ignore: chain name
}
