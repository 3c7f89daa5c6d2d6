/**
 * Loads `@scure/btc-signer` (an optional peer dependency) on the Bitcoin paths that need it.
 *
 * @returns The module.
 * @example
 * ```ts
 * const { Transaction } = await loadBtcSigner()
 * ```
 */
export function loadBtcSigner(): Promise<typeof import('@scure/btc-signer')> {
  return import('@scure/btc-signer')
}
