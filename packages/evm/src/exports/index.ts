// Public API of @latch/evm. Named re-exports only; `exports.test.ts` snapshots this list.
export { switchEvmChain } from '../connections/switchEvmChain'
export {
  createRpcAccountDataSource,
  type RpcAccountDataSourceOptions,
} from '../data/createRpcAccountDataSource'
export { createEvmDiscovery, type EvmDiscovery, INJECTED_CONNECTOR_ID } from '../discovery/createEvmDiscovery'
export { type EvmAdapterOptions, evmAdapter } from '../evmAdapter'
export type { Eip1193Provider, Eip6963ProviderDetail, Eip6963ProviderInfo } from '../provider/types'
export { ERC20_ABI, isUsdtContract, USDT_CONTRACTS, USDT_TRANSFER_ABI } from '../send/usdtContracts'
export { createEip4361Verifier, type Eip4361VerifierOptions } from '../siwx/createEip4361Verifier'
export { formatEip4361Message } from '../siwx/formatEip4361Message'
export { parseEip4361Message } from '../siwx/parseEip4361Message'
export { parseEvmChainId, toEip155NetworkId, toHexChainId } from '../utils/chainIds'
export { isEvmAddress, toChecksumAddress } from '../utils/checksumAddress'
