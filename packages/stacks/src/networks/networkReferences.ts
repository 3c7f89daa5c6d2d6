/**
 * CAIP-2 references: Stacks chain ids, Bitcoin genesis hash prefixes (CAIP-4).
 *
 * @example
 * ```ts
 * `stacks:${NETWORK_REFERENCES.stacks.testnet}` // 'stacks:2147483648'
 * ```
 */
export const NETWORK_REFERENCES = {
  stacks: { mainnet: '1', testnet: '2147483648' },
  bip122: { mainnet: '000000000019d6689c085ae165831e93', testnet: '000000000933ea01ad0ee984209779ba' },
} as const
