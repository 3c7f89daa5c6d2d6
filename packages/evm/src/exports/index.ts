// Public API of @latch/evm. Named re-exports only; `exports.test.ts` snapshots this list.
// Kept to what an app needs before the first click: everything heavier loads lazily inside the adapter.
export { INJECTED_CONNECTOR_ID } from '../discovery/injectedConnectorId'
export { type EvmAdapterOptions, evmAdapter } from '../evmAdapter'
// a type only (nothing loads): with it come the eip155 provider types of `latch.getProvider`
export type { LatchEip1193Provider } from '../latchProvider/latchEip1193Provider'
export type { Eip1193Provider, Eip6963ProviderDetail, Eip6963ProviderInfo } from '../provider/types'
export { isUsdtContract, USDT_CONTRACTS } from '../send/usdtContracts'
export { createEvmSiwxVerifier } from '../siwx/createEvmSiwxVerifier'
export { formatEip4361Message } from '../siwx/formatEip4361Message'
export { parseEip4361Message } from '../siwx/parseEip4361Message'
export { parseEvmChainId, toEip155NetworkId, toHexChainId } from '../utils/chainIds'
export { isEvmAddress, toChecksumAddress } from '../utils/checksumAddress'
