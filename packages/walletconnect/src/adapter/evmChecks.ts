// EIP-55 (keccak) for the EVM accounts and sends of a paired wallet: loaded with the first
// `accountsChanged` or send through the pairing, not in the page's first load.
export { encodeNativeOrTokenTransfer, isEvmAddress } from '@latch/core/kit'
