import type { ActivityTransfer } from '../../adapters/AccountDataSource'

/**
 * What one activity transfer was, as the Activity tab names it: a token made (`mint`, received
 * from the zero address) or destroyed (`burn`, sent to it) has no counterpart to show; any other
 * transfer is `in`, `out` or `self` as its direction says.
 *
 * @example
 * ```ts
 * const kind: ActivityTransferKind = 'mint'
 * ```
 */
export type ActivityTransferKind = ActivityTransfer['direction'] | 'mint' | 'burn'

/** The EVM zero address, the `from` of a mint and the `to` of a burn (ERC-20, ERC-721, ERC-1155). */
const ZERO_ADDRESS = /^0x0{40}$/i

/**
 * The {@link ActivityTransferKind} of a transfer: a mint or a burn when its counterpart is the
 * zero address (what ERC-20, ERC-721 and ERC-1155 `Transfer` events carry for them), else its
 * direction. "Received 1 NFT from 0x0000…0000" reads "Minted 1 NFT".
 *
 * @param transfer - One transfer of an activity item.
 * @returns Its kind.
 * @example
 * ```ts
 * activityTransferKind({ direction: 'in', symbol: 'LNFT', amount: '1', from: `0x${'0'.repeat(40)}`, to: me, tokenId: '7' }) // 'mint'
 * ```
 */
export function activityTransferKind(transfer: ActivityTransfer): ActivityTransferKind {
  if (transfer.direction === 'in' && ZERO_ADDRESS.test(transfer.from)) return 'mint'
  if (transfer.direction === 'out' && ZERO_ADDRESS.test(transfer.to)) return 'burn'
  return transfer.direction
}
