import type { ActivityItem } from '../../adapters/AccountDataSource'
import { isSameAddress } from '../../shared/validation/isSameAddress'
import type { SentTransaction } from './types'

/**
 * Turns a send the wallet accepted into the pending activity item the Activity tab shows until
 * the chain's history includes it.
 *
 * @param sent - The accepted send.
 * @param now - Milliseconds since the epoch, recorded as the item's time.
 * @returns A pending {@link ActivityItem} whose id is the transaction hash (`queued` for a send
 * proposed to a multisig, which is not on chain yet).
 * @example
 * ```ts
 * latch.accountData.addPendingTransaction(toPendingActivity(sent, Date.now()))
 * ```
 */
export function toPendingActivity(sent: SentTransaction, now: number): ActivityItem {
  const same = isSameAddress(sent.network, sent.from, sent.to)
  return {
    id: sent.hash,
    metadata: {
      minedAt: now,
      chain: sent.network,
      status: sent.queued ? 'queued' : 'pending',
      hash: sent.hash,
    },
    transfers: [
      {
        direction: same ? 'self' : 'out',
        symbol: sent.symbol,
        amount: sent.amount,
        from: sent.from,
        to: sent.to,
        ...(sent.tokenAddress === undefined ? {} : { tokenAddress: sent.tokenAddress }),
      },
    ],
  }
}
