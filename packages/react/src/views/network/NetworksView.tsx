import { NetworkIcon } from '../../components/NetworkIcon'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'

/**
 * The network picker: every network of the app, the active one marked. Picking one goes through
 * `latch.switchNetwork`, which applies the SPEC §2 switching rules (SwitchNetwork, SwitchActiveChain,
 * or nothing for the active network).
 *
 * @example
 * ```tsx
 * <NetworksView />
 * ```
 */
export function NetworksView() {
  const latch = useLatchInstance()
  const chains = useLatchSelector((s) => s.chains)
  return (
    <ul data-latch-view="Networks" data-latch-network-list="" aria-label="Networks">
      {chains.networks.map((network) => {
        const active = chains.activeNetworkIds[network.chainNamespace] === network.caipNetworkId
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              data-latch-network={network.caipNetworkId}
              aria-current={active ? 'true' : undefined}
              onClick={() => void latch.switchNetwork(network.caipNetworkId)}
            >
              <NetworkIcon network={network} />
              <span>{network.name}</span>
              {active ? <span data-latch-tag="active">Active</span> : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
