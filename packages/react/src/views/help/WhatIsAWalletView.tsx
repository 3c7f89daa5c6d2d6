import { enterListNetwork, loadWalletsToGet } from '@latch/core/views'
import { enConnecting } from '@latch/i18n/connecting'
import { useEffect } from 'react'
import { RouteButton } from '../../components/RouteButton'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useViewTranslation } from '../../hooks/useViewTranslation'
import { SocialButtons } from '../connect/SocialButtons'
import { HelpGlyph, type HelpGlyphName } from './HelpGlyph'

const POINTS: [HelpGlyphName, 'help.walletIs' | 'help.connectShares' | 'help.youApprove'][] = [
  ['wallet', 'help.walletIs'],
  ['address', 'help.connectShares'],
  ['approve', 'help.youApprove'],
]

/**
 * WhatIsAWallet, opened by Connect's "?" and "I don't have a wallet": one line each on what a
 * wallet is, what connecting does (it shares the address) and that nothing moves without the
 * visitor's approval; then "Get a Wallet" (the GetWallet view). Where the app offers email or social
 * login, it is named as the way in without a wallet: "No wallet? Continue with email" opens the
 * email field (EmailLogin), and the social buttons follow. While it shows, the rule and store links of
 * "Get a Wallet" load, so that view opens with them.
 *
 * @example
 * ```tsx
 * <WhatIsAWalletView />
 * ```
 */
export function WhatIsAWalletView() {
  const latch = useLatchInstance()
  const { t } = useViewTranslation(enConnecting)
  const features = useLatchSelector((s) => s.options.features)
  const socials = Boolean(features.socials && features.socials.length > 0)
  useEffect(() => {
    void loadWalletsToGet()
  }, [])
  return (
    <div data-latch-view="WhatIsAWallet">
      <ul data-latch-help-points="">
        {POINTS.map(([glyph, text]) => (
          <li key={glyph}>
            <HelpGlyph name={glyph} />
            <span>{t(text)}</span>
          </li>
        ))}
      </ul>
      <RouteButton view="GetWallet" hook="get-wallet" look="primary">
        {t('title.getWallet')}
      </RouteButton>
      {features.email || socials ? (
        <div data-latch-no-wallet-way="">
          {features.email ? (
            <RouteButton view="EmailLogin" hook="no-wallet-email" look="secondary">
              {t('help.noWalletEmail')}
            </RouteButton>
          ) : (
            <p data-latch-hint="">{t('help.noWalletSocial')}</p>
          )}
          {socials ? <SocialButtons onStart={() => void enterListNetwork(latch)} /> : null}
        </div>
      ) : null}
    </div>
  )
}
