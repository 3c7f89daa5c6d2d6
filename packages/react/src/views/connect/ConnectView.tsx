import { ConnectMethods } from './ConnectMethods'
import { NoWalletLink } from './NoWalletLink'

/**
 * The Connect view: the connect methods in the SPEC §2 order (wallet first when wallets are
 * installed; else email, social, wallet). The wallet section lists the first wallets of the merged
 * list (recent, installed, featured, recommended), installed ones marked, then "All Wallets". Opened
 * with router data `namespace` (ProfileWallets' "Add wallet"), it lists only that namespace's wallets.
 * At its foot, a visitor with no wallet finds "I don't have a wallet" (the WhatIsAWallet help; the
 * header's "?" opens it too).
 *
 * @example
 * ```tsx
 * <ConnectView />
 * ```
 */
export function ConnectView() {
  return (
    <div data-latch-view="Connect">
      <ConnectMethods adding />
      <NoWalletLink />
    </div>
  )
}
