import {
  MESSAGES,
  type PickerEntry,
  pickerEntries,
  pickerFallbackNamespace,
  selectConnectors,
} from '@latch/core'
import { connectWallet } from '@latch/core/views'
import { useState } from 'react'
import { WalletRow } from '../../components/WalletRow'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useTranslation } from '../../hooks/useTranslation'
import { errorMessage } from '../../utils/errorMessage'
import { PickerInstallLink } from './PickerInstallLink'

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
  const busy = connecting || snap.modal.loadingNamespaceMap[namespace] === true
  const choose = (entry: PickerEntry) => {
    if (busy) return
    if (pickerNamespace) {
      latch.picker.choose(entry.id)
      return
    }
    setError(undefined)
    setConnecting(true)
    connectWallet(latch, { namespace, connectorId: entry.id })
      .then(() => {
        // An embedded modal is never "open": finish here so it shows Account.
        if (latch.state.router.view === 'WalletPicker' && !latch.state.modal.open) latch.close()
      })
      .catch((cause: unknown) => setError(errorMessage(cause, MESSAGES.failedToConnect)))
      .finally(() => setConnecting(false))
  }
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
                onSelect={() => choose(entry)}
              />
            ) : (
              <PickerInstallLink entry={entry} provider={entry.provider} />
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
