/**
 * True when two addresses name the same account: EVM addresses ignore letter case (EIP-55 case is
 * a checksum, not part of the address), Bitcoin bech32 addresses too (lower case is their canonical
 * form, upper case is allowed); every other address (Solana and Bitcoin base58, Stacks) compares
 * exactly.
 *
 * @param namespace - The chain namespace (`'eip155'`) or a CAIP-2 network id (`'eip155:1'`).
 * @param a - An address.
 * @param b - Another address.
 * @returns Whether they are the same account.
 * @example
 * ```ts
 * isSameAddress('eip155', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // true
 * isSameAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'AbC', 'abc') // false
 * ```
 */
export function isSameAddress(namespace: string, a: string, b: string): boolean {
  const ns = namespace.split(':')[0]
  const caseless = ns === 'eip155' || (ns === 'bip122' && /^(bc|tb|bcrt)1/i.test(a))
  return caseless ? a.toLowerCase() === b.toLowerCase() : a === b
}
