/**
 * The shape of the embedded wallet's Solana address, read on the app's side: 32 to 44 base58
 * characters (a key). Core's `isSolanaAddress` also checks the decoded length, as its
 * `isEvmAddress` checks the EIP-55 checksum of the EVM address (read here with core's
 * `isEvmAddressShape`), but they bring the base58 decoder and keccak into the app page's first
 * load, past the embedded wallet's 8 KB budget (10.97 KB measured with them). The shapes bound the
 * size and the alphabet: what passes is safe to show, persist and put in a link.
 *
 * @example
 * ```ts
 * SOLANA_ADDRESS_SHAPE.test('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM') // true
 * ```
 */
export const SOLANA_ADDRESS_SHAPE = /^[^\W_0IOl]{32,44}$/
