import type { AccountInfo } from '@latch/core/kit'
import { readEvmAddress } from '../utils/checksumAddress'

/** Entries read from a wallet's account list: a wallet exposes a user's few accounts. */
const MAX_WALLET_ACCOUNTS = 100

/**
 * Reads the accounts a wallet returned (`eth_accounts`, `accountsChanged`) as checksummed
 * addresses, dropping anything that is not an address and reading at most 100 entries. Its module (EIP-55 keccak) loads on the
 * first connect or restore, not in the page's first load.
 *
 * @param value - What the wallet gave.
 * @param type - The accounts' type: `smartAccount` for a Safe, else `eoa` (the default).
 * @returns The accounts, the active one first.
 * @example
 * ```ts
 * toAccounts(['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266']) // [{ address: '0xf39F...', type: 'eoa' }]
 * ```
 */
export function toAccounts(value: unknown, type: 'eoa' | 'smartAccount' = 'eoa'): AccountInfo[] {
  if (!Array.isArray(value)) return []
  const accounts: AccountInfo[] = []
  // one EIP-55 hash per address (a reload's restore reads the list before the address shows)
  for (const entry of value.slice(0, MAX_WALLET_ACCOUNTS)) {
    const address = readEvmAddress(entry)
    if (address !== undefined) accounts.push({ address, type })
  }
  return accounts
}
