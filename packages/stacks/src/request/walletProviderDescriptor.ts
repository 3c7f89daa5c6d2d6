import type { StacksMethod } from './methods'

/**
 * How a wallet wants its Bitcoin parameters: `'leather'` (string amounts plus `network`,
 * `signPsbt` as `{ hex, signAtIndex }`) or `'xverse'` (the WBIP / sats-connect shape: number
 * amounts, `signInputs` as `{ address: number[] }`, base64 PSBT).
 *
 * @example
 * ```ts
 * const dialect: WalletDialect = 'leather'
 * ```
 */
export type WalletDialect = 'leather' | 'xverse'

/**
 * A Stacks/Bitcoin wallet provider descriptor (SPEC §3).
 *
 * @example
 * ```ts
 * const d: WalletProviderDescriptor = { id: 'LeatherProvider', name: 'Leather', icon: monogramIcon('Leather') }
 * ```
 */
export type WalletProviderDescriptor = {
  /** Path of the provider object on `window`, e.g. `'XverseProviders.BitcoinProvider'`. */
  id: string
  name: string
  /** Icon URL (a neutral monogram for the wallets Latch knows). */
  icon: string
  webUrl?: string
  chromeWebStoreUrl?: string
  mozillaAddOnsUrl?: string
  googlePlayStoreUrl?: string
  iOSAppStoreUrl?: string
  /** Methods the wallet answers, when known. */
  methods?: readonly StacksMethod[]
  /** Parameter dialect; registered wallets default to `'xverse'` (the WBIP shape). */
  dialect?: WalletDialect
}
