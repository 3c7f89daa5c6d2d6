/**
 * Normalises wallet search text (SPEC §5): surrounding whitespace is trimmed.
 *
 * @param text - What the user typed.
 * @returns The trimmed text (`''` means "no search").
 * @example
 * ```ts
 * normalizeWalletSearch('  meta  ') // 'meta'
 * ```
 */
export function normalizeWalletSearch(text: string): string {
  return typeof text === 'string' ? text.trim() : ''
}
