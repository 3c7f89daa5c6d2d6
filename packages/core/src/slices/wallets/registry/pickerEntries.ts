import type { Connector } from '../../../adapters/types'
import type { WalletProviderDescriptor } from '../listing/types'
import { getBundledProviders } from './bundledWallets'

/**
 * One wallet of the Stacks/Bitcoin wallet picker.
 *
 * @example
 * ```ts
 * const entry: PickerEntry = { id: 'LeatherProvider', name: 'Leather', imageUrl: undefined, installed: true, provider }
 * ```
 */
export type PickerEntry = {
  id: string
  name: string
  imageUrl: string | undefined
  installed: boolean
  /** The bundled wallet's descriptor (its install links); absent for another discovered wallet. */
  provider: WalletProviderDescriptor | undefined
}

/**
 * The wallets the Stacks/Bitcoin picker lists (SPEC §2): the bundled Stacks/Bitcoin wallets, then
 * any other wallet the namespace discovered, installed first.
 *
 * @param connectors - The namespace's connectors.
 * @returns The entries, installed ones first.
 * @example
 * ```ts
 * pickerEntries(selectConnectors(snap, 'stacks')).map((e) => e.name)
 * ```
 */
export function pickerEntries(connectors: readonly Connector[]): PickerEntry[] {
  const providers = getBundledProviders()
  const known = new Set(providers.map((p) => p.id))
  const entries: PickerEntry[] = [
    ...providers.map((provider) => {
      const connector = connectors.find((c) => c.id === provider.id)
      return {
        id: provider.id,
        name: provider.name,
        imageUrl: connector?.imageUrl ?? provider.icon,
        installed: connector?.installed === true,
        provider,
      }
    }),
    ...connectors
      .filter((c) => !known.has(c.id))
      .map((c) => ({
        id: c.id,
        name: c.name,
        imageUrl: c.imageUrl,
        installed: c.installed,
        provider: undefined,
      })),
  ]
  return entries.sort((a, b) => Number(b.installed) - Number(a.installed))
}
