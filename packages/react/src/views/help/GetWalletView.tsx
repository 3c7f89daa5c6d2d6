import { installPlatform } from '@latch/core'
import { loadWalletsToGet } from '@latch/core/views'
import { enConnecting } from '@latch/i18n/connecting'
import { useEffect, useId, useState } from 'react'
import { SkeletonRows } from '../../components/SkeletonRows'
import { WalletInstallLink } from '../../components/WalletInstallLink'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useViewTranslation } from '../../hooks/useViewTranslation'
import { NAMESPACE_LABELS } from '../../utils/namespaceLabels'

/**
 * GetWallet: for each chain family of the app, the wallets to install (core's `walletsToGet`: the
 * bundled wallets that serve it and are not installed in this browser), each a link to its store
 * for this platform (App Store, Google Play, the browser's extension store, else its website) that
 * opens in a new tab. A family heading shows when the app has several; when this browser already
 * has a wallet for each family, it says so. The rule loads on first use; a skeleton shows meanwhile.
 *
 * @example
 * ```tsx
 * <GetWalletView />
 * ```
 */
export function GetWalletView() {
  const { t } = useViewTranslation(enConnecting)
  const headingId = useId()
  const { networks, connectors, embedded } = useLatchSelector((s) => ({
    networks: s.chains.networks,
    connectors: s.connections.connectors,
    embedded: s.options.embedded,
  }))
  // core's rule and the store links load on first use, in their own chunk
  const [rule, setRule] = useState<Awaited<ReturnType<typeof loadWalletsToGet>>>()
  useEffect(() => {
    let live = true
    void loadWalletsToGet().then((loaded) => {
      if (live) setRule(() => loaded)
    })
    return () => {
      live = false
    }
  }, [])
  if (!rule)
    return (
      <div data-latch-view="GetWallet" data-state="loading">
        <SkeletonRows count={4} label={t('allWallets.loading')} />
      </div>
    )
  const platform = installPlatform(globalThis.navigator?.userAgent ?? '', { embedded })
  const families = rule({ networks, connectors, platform })
  return (
    <div data-latch-view="GetWallet" data-platform={platform}>
      {families.length === 0 ? (
        <p data-latch-hint="">{t('help.allInstalled')}</p>
      ) : (
        <p data-latch-hint="">{t('help.getWalletHint')}</p>
      )}
      {families.map(({ namespace, label, wallets }) => (
        <section key={namespace} data-latch-get-wallet-family={namespace}>
          {families.length > 1 ? (
            <h3 id={`${headingId}-${namespace}`} data-latch-get-wallet-heading="">
              {label ?? NAMESPACE_LABELS[namespace]}
            </h3>
          ) : null}
          <ul
            data-latch-wallet-list=""
            {...(families.length > 1
              ? { 'aria-labelledby': `${headingId}-${namespace}` }
              : { 'aria-label': t('common.wallets') })}
          >
            {wallets.map(({ wallet, link }) => (
              <li key={wallet.id}>
                <WalletInstallLink
                  id={wallet.id}
                  name={wallet.name}
                  imageUrl={wallet.image_url}
                  href={link}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
