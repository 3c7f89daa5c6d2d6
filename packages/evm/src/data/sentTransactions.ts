import { type CaipNetworkId, CONSTANTS } from '@latch/core/kit'

/**
 * A transaction this adapter instance sent, kept for the Activity view until the chain shows it.
 *
 * @example
 * ```ts
 * const sent: SentTransaction = { hash, chain: 'eip155:1', from, to, amount: 1n, symbol: 'ETH', decimals: 18, sentAt: Date.now() }
 * ```
 */
export type SentTransaction = {
  hash: `0x${string}`
  chain: CaipNetworkId
  from: string
  to: string
  amount: bigint
  symbol: string
  decimals: number
  tokenAddress?: string
  sentAt: number
}

/**
 * The SDK's own sent transactions, newest first, at most SPEC §9's 99 pending transactions.
 *
 * @example
 * ```ts
 * const log = createSentTransactions()
 * log.add(sent)
 * log.list('eip155:1', address)
 * ```
 */
export type SentTransactions = {
  add(tx: SentTransaction): void
  list(chain: CaipNetworkId, address: string): SentTransaction[]
}

/**
 * Creates an empty log (one per adapter instance; nothing is shared between instances).
 *
 * @returns The log.
 * @example
 * ```ts
 * const log = createSentTransactions()
 * ```
 */
export function createSentTransactions(): SentTransactions {
  const items: SentTransaction[] = []
  return {
    add(tx) {
      items.unshift(tx)
      if (items.length > CONSTANTS.pendingTransactionsMax) items.length = CONSTANTS.pendingTransactionsMax
    },
    list(chain, address) {
      const lower = address.toLowerCase()
      return items.filter(
        (t) => t.chain === chain && (t.from.toLowerCase() === lower || t.to.toLowerCase() === lower),
      )
    },
  }
}
