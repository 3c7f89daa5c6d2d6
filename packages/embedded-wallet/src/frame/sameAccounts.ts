/**
 * Whether two address pairs name the same wallet (EVM addresses compared without their checksum
 * case, Solana addresses exactly).
 *
 * @param a - Registered or derived addresses.
 * @param b - The others.
 * @returns `true` for the same wallet.
 * @example
 * ```ts
 * sameAccounts(user.wallet, keys.accounts) // true when this device holds the account's keys
 * ```
 */
export function sameAccounts(
  a: { evm: string; solana: string },
  b: { evm: string; solana: string },
): boolean {
  return a.evm.toLowerCase() === b.evm.toLowerCase() && a.solana === b.solana
}
