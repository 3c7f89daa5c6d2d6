/**
 * Which chain family a Stacks-or-Bitcoin address belongs to (SPEC §5): addresses starting with S
 * are Stacks, all others Bitcoin.
 *
 * @param address - An address returned by a Stacks/Bitcoin wallet.
 * @returns `'stacks'` or `'bip122'`.
 * @example
 * ```ts
 * addressNamespace('SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7') // 'stacks'
 * addressNamespace('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq') // 'bip122'
 * ```
 */
export function addressNamespace(address: string): 'stacks' | 'bip122' {
  return address.startsWith('S') ? 'stacks' : 'bip122'
}
