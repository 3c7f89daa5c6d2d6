/**
 * Routes an address to its chain (SPEC §5): addresses starting with S are Stacks, all others are
 * Bitcoin.
 *
 * @param address - Any address string.
 * @returns `'stacks'` or `'bip122'`.
 * @example
 * ```ts
 * addressNamespace('SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7') // 'stacks'
 * addressNamespace('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh') // 'bip122'
 * ```
 */
export function addressNamespace(address: string): 'stacks' | 'bip122' {
  return address.startsWith('S') ? 'stacks' : 'bip122'
}
