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
  const starts: WalletListing[] = []
  const contains: WalletListing[] = []
  for (const wallet of wallets) {
    const name = wallet.name.toLowerCase()
    if (name.startsWith(query)) starts.push(wallet)
    else if (name.includes(query) || wallet.rdns?.toLowerCase().includes(query)) contains.push(wallet)
  }
  return starts.concat(contains)
}
