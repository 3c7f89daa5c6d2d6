import {
  type ChainNamespace,
  type Connector,
  getBundledProviders,
  installPlatform,
  MESSAGES,
  selectConnectors,
  type WalletProviderDescriptor,
  walletInstallLink,
} from '@latch/core'
import { useState } from 'react'
import { WalletImage } from '../../components/WalletImage'
import { WalletRow } from '../../components/WalletRow'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useTranslation } from '../../hooks/useTranslation'
import { errorMessage } from '../../utils/errorMessage'

/** The namespace a picker opened without a pick lists: the active one when it is Bitcoin, else Stacks. */
function pickerFallbackNamespace(active: ChainNamespace): ChainNamespace {
  return active === 'bip122' ? 'bip122' : 'stacks'
}

type PickerEntry = {
  id: string
  name: string
  imageUrl: string | undefined
  installed: boolean
  provider: WalletProviderDescriptor | undefined
}

/** The bundled Stacks/Bitcoin wallets, then any other wallet the namespace discovered, installed first. */
function pickerEntries(connectors: readonly Connector[]): PickerEntry[] {
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

/**
 * The Stacks/Bitcoin wallet picker (SPEC §2): the known wallets (Leather, Xverse, Asigna,
 * Fordefi…) and any other wallet discovered for the picked namespace, installed ones first and
 * marked. Choosing an installed wallet settles `latch.picker.pick()` through
 * `latch.picker.choose(id)`; opened without a pick (a plain `latch.open({ view: 'WalletPicker' })`),
 * it connects the chosen wallet itself through `latch.connect()`. The others offer an install link
 * that fits the platform. Cancel
 * (like Escape or an outside click) closes the modal, which rejects the pending pick with the
 * user-canceled error (-31001).
 *
 * @example
 * ```tsx
 * // Rendered by the modal for the WalletPicker view that `latch.picker.pick('bip122')` opens.
 * <WalletPickerView />
 * ```
 */
export function WalletPickerView() {
  const latch = useLatchInstance()
  const tr = useTranslation()
  // the parts of the state this view shows: it re-renders only when one of them changes
  const snap = useLatchSelector((s) => ({
    router: s.router,
    chains: s.chains,
    connections: s.connections,
    modal: s.modal,
  }))
  // Only `latch.picker.pick()` names the namespace in the router data: without it no pick waits.
  const pickerNamespace = snap.router.data.pickerNamespace
  const namespace = pickerNamespace ?? pickerFallbackNamespace(snap.chains.activeNamespace)
  const [error, setError] = useState<string | undefined>(undefined)
  const [connecting, setConnecting] = useState(false)
  const connectors = selectConnectors(snap, namespace)
  const platform = installPlatform(globalThis.navigator?.userAgent ?? '', {
    embedded: latch.state.options.embedded === true,
  })
  const busy = connecting || snap.modal.loadingNamespaceMap[namespace] === true
  return (
    <div data-latch-view="WalletPicker">
      <ul data-latch-wallet-list="" aria-label={tr.t('common.wallets')} aria-busy={busy}>
        {pickerEntries(connectors).map((entry) => (
          <li key={entry.id}>
            {entry.installed || !entry.provider ? (
              <WalletRow
                id={entry.id}
                name={entry.name}
                imageUrl={entry.imageUrl}
                installed={entry.installed}
                onSelect={() => {
                  if (busy) return
                  if (pickerNamespace) {
                    latch.picker.choose(entry.id)
                    return
                  }
                  setError(undefined)
                  setConnecting(true)
                  latch
                    .connect({ namespace, connectorId: entry.id })
                    .then(() => {
                      // An embedded modal is never "open": finish here so it shows Account.
                      if (latch.state.router.view === 'WalletPicker' && !latch.state.modal.open) latch.close()
                    })
                    .catch((cause: unknown) => setError(errorMessage(cause, MESSAGES.failedToConnect)))
                    .finally(() => setConnecting(false))
                }}
              />
            ) : (
              <a
                data-latch-wallet={entry.id}
                data-latch-install=""
                href={walletInstallLink(entry.provider, platform)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <WalletImage src={entry.imageUrl} name={entry.name} walletId={entry.id} />
                <span data-latch-wallet-name="">{entry.name}</span>
                <span data-latch-tag="">{tr.t('picker.install')}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
      {error ? (
        <p data-latch-error="" role="alert">
          {tr.message(error)}
        </p>
      ) : null}
      <button type="button" data-latch-picker-cancel="" onClick={() => latch.picker.cancel()}>
        {tr.t('common.cancel')}
      </button>
    </div>
  )
}
