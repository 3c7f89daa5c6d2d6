/**
 * Fixed test keys for the Stacks/Bitcoin test wallets. They hold nothing on any real network;
 * never use them outside tests.
 *
 * @example
 * ```ts
 * createTestWbipWallet({ flavour: 'leather', keys: TEST_KEYS.alice })
 * ```
 */
export const TEST_KEYS = {
  alice: {
    /** Stacks private key (hex, `01` suffix = compressed public key). */
    stacks: 'b244296d5907de9864c0b0d51f98a13c52890be0404e83f273144cd5b9960eed01',
    /** Bitcoin private key (32 bytes hex). */
    bitcoin: '0c28fca386c7a227600b2fe50b7cae11ec86d3bf1fbe471be89827e19d72aa1d',
  },
  bob: {
    stacks: '7287ba251d44a4d3fd9276c88ce34c5c52a038955511cccaf77e61068649c17801',
    bitcoin: '1e99423a4ed27608a15a2616a2b0e9e52ced330ac530edcc32c8ffc6a526aedd',
  },
} as const

/**
 * A pair of test keys.
 *
 * @example
 * ```ts
 * createTestWbipWallet({ flavour: 'xverse', keys: TEST_KEYS.bob satisfies TestKeys })
 * ```
 */
export type TestKeys = { stacks: string; bitcoin: string }
