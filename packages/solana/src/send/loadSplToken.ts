type SplToken = typeof import('@solana/spl-token')

/**
 * Loads `@solana/spl-token` for an SPL send, with the global `Buffer` its instruction writers and
 * mint reader use (`Buffer.alloc` with no import). Node has one; a browser page has none unless the
 * app defines it, and the send then failed with "Buffer is not defined". When the page has none it
 * is set to the `buffer` package's, the one web3.js itself writes with; an app's own is kept.
 *
 * @returns The spl-token module.
 * @example
 * ```ts
 * const spl = await loadSplToken()
 * spl.createTransferCheckedInstruction(source, mint, destination, owner, amount, decimals)
 * ```
 */
export async function loadSplToken(): Promise<SplToken> {
  const scope = globalThis as { Buffer?: unknown }
  if (scope.Buffer === undefined) scope.Buffer = (await import('buffer')).Buffer
  return import('@solana/spl-token')
}
