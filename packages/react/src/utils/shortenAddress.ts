/**
 * Shortens a long address for display: the first 6 and last 4 characters around an ellipsis.
 *
 * @param address - Any address.
 * @returns The short form, or the address itself when already short.
 * @example
 * ```ts
 * shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf39F…2266'
 * ```
 */
export function shortenAddress(address: string): string {
  return address.length <= 13 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`
}
