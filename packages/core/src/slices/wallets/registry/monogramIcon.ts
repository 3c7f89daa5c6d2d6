/**
 * Initials of a wallet name: the first letters of its first two words (`'Coinbase Wallet'` → `'CW'`),
 * or its first two letters for one word (`'Leather'` → `'LE'`).
 *
 * @param name - Wallet name.
 * @returns One or two upper-case characters.
 * @example
 * ```ts
 * monogramInitials('Trust Wallet') // 'TW'
 * ```
 */
export function monogramInitials(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-_.]+/)
    .filter(Boolean)
  if (words.length === 0) return '?'
  if (words.length === 1) return (words[0] ?? '?').slice(0, 2).toUpperCase()
  return `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`.toUpperCase()
}

/**
 * A neutral monogram icon: an SVG data URL with the wallet's initials on a grey rounded square.
 * Latch ships these instead of vendors' logos; a wallet's own announced icon replaces it when the
 * wallet is installed.
 *
 * @param name - Wallet name.
 * @returns A `data:image/svg+xml` URL.
 * @example
 * ```ts
 * img.src = monogramIcon('Leather')
 * ```
 */
export function monogramIcon(name: string): string {
  const initials = monogramInitials(name).replace(/[^A-Z0-9?]/g, '')
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="16" fill="#E4E7EB"/>` +
    `<text x="32" y="40" font-family="sans-serif" font-size="22" font-weight="600" fill="#3E4C59" text-anchor="middle">${initials}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
