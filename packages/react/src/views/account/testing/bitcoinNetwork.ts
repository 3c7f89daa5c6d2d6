import type { CaipNetwork } from '@latch/core'
import { testNetworks } from '@latch/core/testing'

/**
 * Bitcoin mainnet for the view tests: core's `testNetworks.bitcoin`, its RPC a closed local port
 * (nothing is fetched).
 *
 * @example
 * ```ts
 * createLatch({ adapters, networks: [testNetworks.ethereum, bitcoinNetwork] })
 * ```
 */
export const bitcoinNetwork: CaipNetwork = testNetworks.bitcoin
