import type { CaipNetwork, ChainNamespace } from '@latch/core'
import { selectMarkedNetworks } from '@latch/core/views'
import { enConnecting } from '@latch/i18n/connecting'
import { NetworkIcon } from '../../components/NetworkIcon'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useViewTranslation } from '../../hooks/useViewTranslation'
import { NAMESPACE_LABELS } from '../../utils/namespaceLabels'

/**
 * The network picker: the app's networks by family (EVM, Solana, Stacks, Bitcoin…), in the app's
 * order, each family with a connected wallet with its one active network marked (`aria-current`):
 * a family keeps its own network while another family is in use; a family with no wallet marks none
 * (core's `selectMarkedNetworks`). Picking one goes through `latch.switchNetwork`, which
 * applies the SPEC §2 switching rules (SwitchNetwork, SwitchActiveChain, or nothing for the active
 * network).
 *
 * @example
 * ```tsx
 * <NetworksView />
 * ```
 */
export function NetworksView() {
  const latch = useLatchInstance()
  const { t } = useViewTranslation(enConnecting)
  const chains = useLatchSelector((s) => s.chains)
  const marked = useLatchSelector(selectMarkedNetworks)
  const families = new Map<ChainNamespace, CaipNetwork[]>()
  for (const network of chains.networks)
    families.set(network.chainNamespace, [...(families.get(network.chainNamespace) ?? []), network])
  return (
    <div data-latch-view="Networks" data-latch-network-list="">
      {[...families].map(([namespace, networks]) => {
        const headingId = `latch-networks-${namespace}`
        return (
          <section key={namespace} data-latch-network-family={namespace} aria-labelledby={headingId}>
            <h3 id={headingId} data-latch-network-family-heading="">
              {NAMESPACE_LABELS[namespace]}
            </h3>
            <ul aria-label={t('networks.familyLabel', { family: NAMESPACE_LABELS[namespace] })}>
              {networks.map((network) => {
                const active = marked[namespace] === network.caipNetworkId
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
                      {active ? <span data-latch-tag="active">{t('common.active')}</span> : null}
                    </button>
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
