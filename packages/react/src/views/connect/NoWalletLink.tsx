import { offersWalletHelp } from '@latch/core/views'
import { RouteButton } from '../../components/RouteButton'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useT } from '../../hooks/useT'

/**
 * The quiet "I don't have a wallet" at the foot of the Connect view, where core offers the
 * no-wallet help (`offersWalletHelp`: the plain Connect view, not a list for one family). It opens
 * WhatIsAWallet, which leads on to "Get a Wallet" and to the email and social logins.
 *
 * @example
 * ```tsx
 * <NoWalletLink />
 * ```
 */
export function NoWalletLink() {
  const t = useT()
  const offered = useLatchSelector((s) => offersWalletHelp(s.router))
  if (!offered) return null
  return (
    <div data-latch-no-wallet-row="">
      <RouteButton view="WhatIsAWallet" hook="no-wallet" look="quiet">
        {t('help.noWallet')}
      </RouteButton>
    </div>
  )
}
