import type { AccountState } from './types'

/**
 * A fresh, disconnected account.
 *
 * @returns Account state with every SPEC §3 field at its empty value.
 * @example
 * ```ts
 * createEmptyAccount().currentTab // 'tokens'
 * ```
 */
export function createEmptyAccount(): AccountState {
  return {
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    balanceLoading: false,
    profileName: undefined,
    profileImage: undefined,
    user: undefined,
    smartAccountDeployed: false,
    preferredAccountType: 'eoa',
    socialProvider: undefined,
    tokenBalance: [],
    currentTab: 'tokens',
    addressLabels: {},
    connectedWalletInfo: undefined,
  }
}
