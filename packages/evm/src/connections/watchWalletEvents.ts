import type { AccountInfo, CaipNetworkId } from '@latch/core/kit'
import type { Eip1193Provider } from '../provider/types'
import { toEip155NetworkId } from '../utils/chainIds'

/**
 * What {@link watchWalletEvents} reports.
 *
 * @example
 * ```ts
 * const handlers: WalletEventHandlers = { accountsChanged: console.log, chainChanged: console.log, disconnect: () => {} }
 * ```
 */
export type WalletEventHandlers = {
  /** New accounts (never empty: an empty list is reported as `disconnect`). */
  accountsChanged(accounts: AccountInfo[]): void
  chainChanged(caipNetworkId: CaipNetworkId): void
  disconnect(): void
}

/**
 * Listens to a wallet's EIP-1193 `accountsChanged`, `chainChanged` and `disconnect` events. An
 * empty account list means the wallet revoked the app, so it is reported as a disconnect.
 *
 * @param provider - The wallet.
 * @param toAccounts - Reads an `accountsChanged` payload (see `toAccounts`, loaded by the connect).
 * @param handlers - Where to report.
 * @returns A function that stops listening.
 * @example
 * ```ts
 * const off = watchWalletEvents(provider, toAccounts, handlers)
 * ```
 */
export function watchWalletEvents(
  provider: Eip1193Provider,
  toAccounts: (value: unknown) => AccountInfo[],
  handlers: WalletEventHandlers,
): () => void {
  const onAccounts = (value: unknown) => {
    const accounts = toAccounts(value)
    if (accounts.length === 0) handlers.disconnect()
    else handlers.accountsChanged(accounts)
  }
  const onChain = (value: unknown) => {
    let id: CaipNetworkId
    try {
      id = toEip155NetworkId(value)
    } catch {
      return // a malformed chain id from the wallet changes nothing
    }
    handlers.chainChanged(id)
  }
  const onDisconnect = () => handlers.disconnect()
  const listeners: [string, (...args: never[]) => void][] = [
    ['accountsChanged', onAccounts as (...args: never[]) => void],
    ['chainChanged', onChain as (...args: never[]) => void],
    ['disconnect', onDisconnect],
  ]
  for (const [event, listener] of listeners) provider.on?.(event, listener)
  return () => {
    for (const [event, listener] of listeners) provider.removeListener?.(event, listener)
  }
}
