/**
 * The seeded name service of the local API server: every `*.reown.id` name whose label is a
 * valid account name (letters, digits, hyphens, at least 4) resolves to a fixed address derived
 * from the name; anything else is unregistered (`null`).
 *
 * @param name - The looked-up name.
 * @returns The address, or `null`.
 * @example
 * ```ts
 * seedNameAddress('alice.reown.id') // '0x…' (always the same for this name)
 * seedNameAddress('nobody.example') // null
 * ```
 */
export function seedNameAddress(name: string): string | null {
  const match = /^([a-z0-9-]{4,})\.reown\.id$/.exec(name.toLowerCase())
  if (!match) return null
  let hex = ''
  for (const char of match[1] ?? '') hex += char.charCodeAt(0).toString(16).padStart(2, '0')
  return `0x${hex.padEnd(40, '0').slice(0, 40)}`
}
