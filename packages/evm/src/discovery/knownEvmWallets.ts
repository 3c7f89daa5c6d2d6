import type { ConnectorType } from '@latch/core'

/**
 * SPEC §3 names four wallets with connector kinds of their own. Latch recognises them where they
 * announce themselves: by EIP-6963 rdns, or by the flag a legacy `window.ethereum` sets.
 *
 * @example
 * ```ts
 * const kind: KnownEvmWalletKind = 'coinbaseWallet'
 * ```
 */
export type KnownEvmWalletKind = Extract<ConnectorType, 'coinbaseWallet' | 'okx' | 'ledger' | 'safe'>

/**
 * Connector kind of each wallet SPEC §3 names, by the rdns it announces with (EIP-6963). Any other
 * announced wallet is `announced`.
 *
 * @example
 * ```ts
 * KIND_BY_RDNS['com.coinbase.wallet'] // 'coinbaseWallet'
 * ```
 */
export const KIND_BY_RDNS: Readonly<Record<string, KnownEvmWalletKind>> = {
  'com.coinbase.wallet': 'coinbaseWallet',
  'com.okex.wallet': 'okx',
  'com.ledger': 'ledger',
}

/** The name and kind a legacy `window.ethereum` gets from the flags those wallets set on it. */
const LEGACY_FLAGS: readonly { flag: string; kind: KnownEvmWalletKind; name: string }[] = [
  { flag: 'isCoinbaseWallet', kind: 'coinbaseWallet', name: 'Coinbase Wallet' },
  { flag: 'isOkxWallet', kind: 'okx', name: 'OKX Wallet' },
  { flag: 'isLedgerLive', kind: 'ledger', name: 'Ledger' },
]

/**
 * Which SPEC wallet a legacy `window.ethereum` is, from its own flags (`isCoinbaseWallet`,
 * `isOkxWallet`, `isLedgerLive`); undefined for any other provider. Only a flag that is exactly
 * `true` counts, and it is read once (a getter cannot answer twice).
 *
 * @param provider - The injected provider object.
 * @returns The kind and the name to show, or undefined.
 * @example
 * ```ts
 * legacyWalletKind({ isCoinbaseWallet: true, request }) // { kind: 'coinbaseWallet', name: 'Coinbase Wallet' }
 * ```
 */
export function legacyWalletKind(provider: object): { kind: KnownEvmWalletKind; name: string } | undefined {
  for (const { flag, kind, name } of LEGACY_FLAGS) {
    let value: unknown
    try {
      value = (provider as Record<string, unknown>)[flag]
    } catch {
      continue
    }
    if (value === true) return { kind, name }
  }
  return undefined
}
