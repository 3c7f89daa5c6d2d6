import { getBundledProviders, type WalletProviderDescriptor } from '@latch/core'
import { WalletRow } from '../../components/WalletRow'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSnapshot } from '../../hooks/useLatchSnapshot'

function installLink(provider: WalletProviderDescriptor, mobile: boolean): string {
  if (mobile) return provider.iOSAppStoreUrl ?? provider.googlePlayStoreUrl ?? provider.webUrl
  const firefox = typeof navigator !== 'undefined' && /firefox/i.test(navigator.userAgent)
  return (firefox ? provider.mozillaAddOnsUrl : provider.chromeWebStoreUrl) ?? provider.webUrl
}

/**
 * The Stacks/Bitcoin wallet picker (SPEC §2): the known wallets (Leather, Xverse, Asigna,
 * Fordefi…), installed ones marked and connectable, the others with an install link that fits the
 * platform. Cancel (like Escape or an outside click) closes the modal, which rejects the pending
 * request with the user-canceled error.
 *
 * @example
 * ```tsx
 * <WalletPickerView />
 * ```
 */
export function WalletPickerView() {
  const latch = useLatchInstance()
  const snap = useLatchSnapshot()
  const namespace = snap.router.data.pickerNamespace ?? 'stacks'
  const connectors = snap.connections.connectors.filter((c) => c.chain === namespace)
  const mobile = latch.state.options.embedded
    ? false
    : /Mobi|Android/i.test(globalThis.navigator?.userAgent ?? '')
  return (
    <div data-latch-view="WalletPicker">
      <ul data-latch-wallet-list="" aria-label="Wallets">
        {getBundledProviders().map((provider) => {
          const connector = connectors.find((c) => c.id === provider.id)
          return (
            <li key={provider.id}>
              {connector ? (
                <WalletRow
                  id={provider.id}
                  name={provider.name}
                  imageUrl={connector.imageUrl ?? provider.icon}
                  installed
                  onSelect={() =>
                    latch.router.push('ConnectingExternal', {
                      wallet: {
                        id: provider.id,
                        name: provider.name,
                        imageUrl: connector.imageUrl ?? provider.icon,
                        connectorId: connector.id,
                        connectorType: connector.type,
                        namespace,
                        installed: true,
                      },
                    })
                  }
                />
              ) : (
                <a
                  data-latch-wallet={provider.id}
                  data-latch-install=""
                  href={installLink(provider, mobile)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {provider.name} <span data-latch-tag="">Install</span>
                </a>
              )}
            </li>
          )
        })}
      </ul>
      <button type="button" data-latch-picker-cancel="" onClick={() => latch.close()}>
        Cancel
      </button>
    </div>
  )
}
