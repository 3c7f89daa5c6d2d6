import { defineBitcoinNetwork, defineStacksNetwork } from './stacksNetworks'

// The references of the mainnet and testnet networks that `define` builds.
const referencesOf = (
  define: typeof defineBitcoinNetwork,
): Readonly<Record<'mainnet' | 'testnet', string>> => ({
  mainnet: define('mainnet', '').id,
  testnet: define('testnet', '').id,
})

/**
 * CAIP-2 references: Stacks chain ids, Bitcoin genesis hash prefixes (CAIP-4). They are written
 * once, in `defineStacksNetwork` and `defineBitcoinNetwork` (which the page's first load holds,
 * without this table), and read here from the networks those build.
 *
 * @example
 * ```ts
 * `stacks:${NETWORK_REFERENCES.stacks.testnet}` // 'stacks:2147483648'
 * ```
 */
export const NETWORK_REFERENCES: Readonly<Record<'stacks' | 'bip122', ReturnType<typeof referencesOf>>> = {
  stacks: referencesOf(defineStacksNetwork),
  bip122: referencesOf(defineBitcoinNetwork),
}
