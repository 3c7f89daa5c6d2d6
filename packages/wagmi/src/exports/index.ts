// Public API of @latch/wagmi. Named re-exports only; `exports.test.ts` snapshots this list.
// wagmi and viem are peers: the connector and the provider import only their types at load.
export {
  type CreateLatchWagmiConfigParameters,
  createLatchWagmiConfig,
} from '../config/createLatchWagmiConfig'
export { type LatchConnectorOptions, latchConnector } from '../connector/latchConnector'
export { WAGMI_ERRORS } from '../errors/wagmiErrors'
export { getEip1193Provider, type LatchEip1193Provider } from '../provider/getEip1193Provider'
export { type GetWalletClientOptions, getWalletClient } from '../provider/getWalletClient'
export type { Eip155Connection } from '../state/readEip155'
