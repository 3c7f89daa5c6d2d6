import type { WalletAddress } from '../request/methods'

/**
 * Session events: a connected wallet's addresses changed, or it disconnected (by the app or itself).
 *
 * @example
 * ```ts
 * session.subscribe((event: WalletSessionEvent) => { if (event.type === 'disconnect') console.log(event.walletId) })
 * ```
 */
export type WalletSessionEvent =
  | { type: 'addresses'; walletId: string; addresses: readonly WalletAddress[] }
  | { type: 'disconnect'; walletId: string }
