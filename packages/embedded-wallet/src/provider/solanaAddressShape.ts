/**
 * The address shapes of the embedded wallet's two families, read on the app's side: 20 bytes of
 * hex after `0x` (EVM) and 32 to 44 base58 characters (a Solana key). Core's `isEvmAddress` and
 * `isSolanaAddress` also check the EIP-55 checksum and the decoded length, but they bring keccak and
 * the base58 decoder into the app page's first load, past the embedded wallet's 8 KB budget (10.97
 * KB measured with them). The shapes bound the size and the alphabet: what passes is safe to show,
 * persist and put in a link.
 *
 * @example
 * ```ts
 * ADDRESS_SHAPES.evm.test('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // true
 * ```
 */
export const ADDRESS_SHAPES = { evm: /^0x[0-9a-fA-F]{40}$/, solana: /^[^\W_0IOl]{32,44}$/ }
