// The Stacks and Bitcoin wallet methods Latch asks for, written once: @latch/stacks calls them on a
// browser wallet, and @latch/walletconnect requests them in a pairing's namespaces.

/**
 * The Stacks wallet methods Latch calls (SPEC §7), `stx_`-prefixed.
 *
 * @example
 * ```ts
 * STACKS_WALLET_METHODS.includes('stx_transferStx') // true
 * ```
 */
export const STACKS_WALLET_METHODS = [
  'stx_transferStx',
  'stx_callContract',
  'stx_deployContract',
  'stx_signTransaction',
  'stx_signMessage',
  'stx_signStructuredMessage',
  'stx_updateProfile',
] as const

/**
 * The Bitcoin wallet methods Latch calls (SPEC §7's three, plus `signMessage` for sign-in on bip122).
 *
 * @example
 * ```ts
 * BITCOIN_WALLET_METHODS.includes('signPsbt') // true
 * ```
 */
export const BITCOIN_WALLET_METHODS = ['getAddresses', 'sendTransfer', 'signPsbt', 'signMessage'] as const
