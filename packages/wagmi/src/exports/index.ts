// Public API of @latch/wagmi. Named re-exports only; `exports.test.ts` snapshots this list.
// wagmi and viem are peers: the connector and the provider import only their types at load.

// The provider routed through Latch is @latch/evm's (latch.getProvider('eip155') returns it too).
export {
  type Eip155Connection,
  type GetWalletClientOptions,
  getEip1193Provider,
  getWalletClient,
  type LatchEip1193Provider,
} from '@latch/evm/provider'
export {
  type CreateLatchWagmiConfigParameters,
  createLatchWagmiConfig,
} from '../config/createLatchWagmiConfig'
export { type LatchConnectorOptions, latchConnector } from '../connector/latchConnector'
export { WAGMI_ERRORS } from '../errors/wagmiErrors'
