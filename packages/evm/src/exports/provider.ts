// `@latch/evm/provider`: the EIP-1193 provider routed through Latch and what it is built from, for
// the bridges (`@latch/wagmi`) and apps that take the provider before anything connects. Apart from
// the main entry so that an app that uses no bridge loads none of it with the page (the EVM adapter
// loads it with its own code, at mount). Named re-exports only; `provider.test.ts` snapshots this list.
export { EVM_PROVIDER_ERRORS } from '../errors/providerErrors'
export { getEip1193Provider } from '../latchProvider/getEip1193Provider'
export { type GetWalletClientOptions, getWalletClient } from '../latchProvider/getWalletClient'
export type { LatchEip1193Provider } from '../latchProvider/latchEip1193Provider'
export { chainIdOf, type Eip155Connection, eip155Adapter, readEip155 } from '../latchProvider/readEip155'
export { waitForConnection } from '../latchProvider/waitForConnection'
export { type Eip155Change, watchEip155 } from '../latchProvider/watchEip155'
