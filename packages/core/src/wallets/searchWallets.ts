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
  return text.trim().toLowerCase()
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
  const query = normalizeSearch(text)
  if (query === '') return []
  const escaped = query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const contains = new RegExp(escaped, 'i')
  const prefix = new RegExp(`^${escaped}`, 'i')
  const starts: WalletListing[] = []
  const others: WalletListing[] = []
  for (const wallet of wallets) {
    if (contains.test(wallet.name)) (prefix.test(wallet.name) ? starts : others).push(wallet)
    else if (wallet.rdns !== undefined && contains.test(wallet.rdns)) others.push(wallet)
  }
  return starts.concat(others)
}
