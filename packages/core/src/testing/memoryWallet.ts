import type { AccountInfo, AdapterEvent } from '../adapters/types'
import type { MemoryAdapterOptions } from './memoryAdapterOptions'

/**
 * The controls a user would drive in the wallets behind the memory adapter.
 *
 * @example
 * ```ts
 * const controls: MemoryWalletControls = createMemoryWallet({ namespace: 'eip155' }, emit).controls
 * controls.disconnectInWallet('io.metamask')
 * ```
 */
export type MemoryWalletControls = {
  /** What the wallets hold: each connector that considers itself connected to the app, with its accounts. */
  connected(): Record<string, AccountInfo[]>
  /** The user picks other accounts in the wallet: it tells the app when it is connected. */
  switchAccounts(connectorId: string, accounts: AccountInfo[]): void
  /** The user disconnects the app in the wallet: it tells the app when it was connected. */
  disconnectInWallet(connectorId: string): void
}

/**
 * What the wallets behind the memory adapter hold: the connectors that consider themselves
 * connected to the app and their accounts, with the controls a user would drive in the wallet.
 *
 * @param options - Namespace, accounts per connector, connectors already authorised.
 * @param emit - Sends an adapter event as the wallet would.
 * @returns The authorised connector ids, the accounts of a connector, and the test controls.
 * @example
 * ```ts
 * const wallet = createMemoryWallet({ namespace: 'eip155' }, emit)
 * wallet.controls.switchAccounts('io.metamask', [{ address: '0xabc' }])
 * ```
 */
export function createMemoryWallet(
  options: Pick<MemoryAdapterOptions, 'namespace' | 'accounts' | 'authorized'>,
  emit: (event: AdapterEvent) => void,
): { authorized: Set<string>; accountsOf: (id: string) => AccountInfo[]; controls: MemoryWalletControls } {
  const authorized = new Set(options.authorized ?? [])
  const walletAccounts = new Map<string, AccountInfo[]>()
  const accountsOf = (id: string): AccountInfo[] =>
    (
      walletAccounts.get(id) ??
      options.accounts?.[id] ?? [{ address: `${options.namespace}-${id}-address` }]
    ).map((a) => ({ ...a }))

  return {
    authorized,
    accountsOf,
    controls: {
      connected() {
        return Object.fromEntries([...authorized].map((id) => [id, accountsOf(id)]))
      },
      switchAccounts(connectorId, accounts) {
        walletAccounts.set(connectorId, accounts)
        if (authorized.has(connectorId))
          emit({ type: 'accountsChanged', connectorId, accounts: accountsOf(connectorId) })
      },
      disconnectInWallet(connectorId) {
        if (authorized.delete(connectorId)) emit({ type: 'disconnect', connectorId })
      },
    },
  }
}
