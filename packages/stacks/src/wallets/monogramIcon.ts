/**
 * A neutral monogram icon as an SVG data URL: the first letter of the name on a grey tile. Latch
 * ships no wallet vendor artwork; wallets that register themselves may provide their own icon.
 *
 * @param name - Wallet name.
 * @returns `data:image/svg+xml,...`
 * @example
 * ```ts
 * monogramIcon('Leather') // 'data:image/svg+xml,%3Csvg...'
 * ```
 */
export function monogramIcon(name: string): string {
  const letter = (name.trim()[0] ?? '?').toUpperCase().replace(/[<>&"']/g, '?')
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    '<rect width="64" height="64" rx="14" fill="#e6e7eb"/>' +
    `<text x="32" y="42" text-anchor="middle" font-family="sans-serif" font-size="30" fill="#3a3d45">${letter}</text>` +
    '</svg>'
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
