import { normalizeWalletSearch } from '../../../shared/validation/walletSearch'
import type { WalletListing } from './types'

/**
 * Normalises wallet search text: trimmed (SPEC §5), lower-cased for matching.
 *
 * @param text - What the user typed.
 * @returns The text to match.
 * @example
 * ```ts
 * normalizeSearch('  Leather ') // 'leather'
 * ```
 */
export function normalizeSearch(text: string): string {
  return normalizeWalletSearch(text).toLowerCase()
}

/**
 * Prepares a list for repeated searches: names and rdns are lower-cased once, so each query is a
 * plain substring scan. Use it when one list is searched per keystroke.
 *
 * @param wallets - The list to search.
 * @returns A search function with the semantics of {@link searchWallets}.
 * @example
 * ```ts
 * const search = createWalletSearch(merged)
 * search(' meta ') // [MetaMask, ...]
 * ```
 */
export function createWalletSearch(wallets: readonly WalletListing[]): (text: string) => WalletListing[] {
  const names = wallets.map((wallet) => wallet.name.toLowerCase())
  const rdns = wallets.map((wallet) => wallet.rdns?.toLowerCase() ?? '')
  return (text) => {
    const query = normalizeSearch(text)
    if (query === '') return []
    const starts: WalletListing[] = []
    const others: WalletListing[] = []
    for (let index = 0; index < wallets.length; index += 1) {
      const wallet = wallets[index] as WalletListing
      const at = (names[index] as string).indexOf(query)
      if (at === 0) starts.push(wallet)
      else if (at > 0 || (rdns[index] as string).includes(query)) others.push(wallet)
    }
    return starts.concat(others)
  }
}

/**
 * Searches wallets by name or rdns, case-insensitively, with the text trimmed. Empty text matches
 * nothing (the caller shows the normal list instead).
 *
 * @param wallets - The list to search.
 * @param text - What the user typed.
 * @returns Matching wallets, names starting with the text first.
 * @example
 * ```ts
 * searchWallets(wallets, ' meta ') // [MetaMask, ...]
 * ```
 */
export function searchWallets(wallets: readonly WalletListing[], text: string): WalletListing[] {
  return createWalletSearch(wallets)(text)
}
