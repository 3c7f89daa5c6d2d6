import type { CaipNetwork, SiwxVerifier } from '@latch/core/kit'
import { createPublicClients } from '../rpc/createPublicClients'
import { createEip4361Verifier } from './createEip4361Verifier'

/**
 * The EIP-4361 (Sign-In with Ethereum) verifier on its own, without an adapter: for a server that
 * verifies sign-ins (e.g. with `@latch/siwx-server`). EOA signatures verify with viem; a smart
 * account's (ERC-1271, ERC-6492 when undeployed) verifies on the message's chain through the RPC of
 * the matching network in `networks`. Loads in plain Node (touches no `window`).
 *
 * @param options - `networks`: the eip155 networks whose RPC smart-account signatures are checked on.
 * @returns The verifier.
 * @example
 * ```ts
 * const evm = createEvmSiwxVerifier({ networks: [mainnet] })
 * createSiwxHandler({ ...options, verifiers: [evm] })
 * ```
 */
export function createEvmSiwxVerifier(options: { networks?: readonly CaipNetwork[] } = {}): SiwxVerifier {
  const networks = options.networks ?? []
  return createEip4361Verifier({
    getNetwork: (id) => networks.find((network) => network.caipNetworkId === id),
    clients: createPublicClients(),
  })
}
