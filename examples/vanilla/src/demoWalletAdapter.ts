import type { AdapterEvent, CaipNetwork, CaipNetworkId, ChainAdapter, Connector } from '@latch/core'

/** The one wallet this example's adapter offers. */
export const DEMO_CONNECTOR: Connector = {
  id: 'demo.wallet',
  type: 'announced',
  name: 'Demo Wallet',
  chain: 'eip155',
  installed: true,
}

/** The address the demo wallet connects with. */
export const DEMO_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * A tiny EVM-like adapter that lives in memory, so the example runs in a terminal with no browser
 * wallet and no chain: connecting always succeeds, the balance is 1.5 of the network's currency,
 * and switching network just records it (and tells the core, as a wallet would).
 *
 * @returns A {@link ChainAdapter} for `eip155`.
 * @example
 * ```ts
 * const latch = createLatch({ adapters: [createDemoWalletAdapter()], networks })
 * ```
 */
export function createDemoWalletAdapter(): ChainAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>()
  let authorised = false
  let networkId: CaipNetworkId | undefined
  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  return {
    namespace: 'eip155',
    init(context) {
      networkId ??= context.networks[0]?.caipNetworkId
    },
    getConnectors: () => [DEMO_CONNECTOR],
    async connect({ caipNetworkId }) {
      authorised = true
      if (caipNetworkId) networkId = caipNetworkId
      return { accounts: [{ address: DEMO_ADDRESS, type: 'eoa' }], caipNetworkId: networkId ?? 'eip155:1' }
    },
    async reconnect({ caipNetworkId }) {
      return authorised
        ? { accounts: [{ address: DEMO_ADDRESS }], caipNetworkId: caipNetworkId ?? 'eip155:1' }
        : null
    },
    async disconnect() {
      authorised = false
    },
    async switchNetwork({ connectorId, network }: { connectorId: string; network: CaipNetwork }) {
      networkId = network.caipNetworkId
      emit({ type: 'chainChanged', connectorId, caipNetworkId: network.caipNetworkId })
    },
    async getBalance({ network }) {
      const { decimals, symbol } = network.nativeCurrency
      return { value: 15n * 10n ** BigInt(decimals - 1), decimals, symbol }
    },
    async signMessage() {
      return '0x00'
    },
    async request() {
      return null
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
