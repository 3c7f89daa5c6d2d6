import { formatNumber, truncateEmail } from '@latch/core'
import { WalletImage } from '../../components/WalletImage'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchNetwork } from '../../hooks/useLatchNetwork'
import { useLatchSnapshot } from '../../hooks/useLatchSnapshot'
import { shortenAddress } from '../../utils/shortenAddress'
import { AccountTabs } from './AccountTabs'

/**
 * The Account view: the connected wallet, address, native balance (en-US, 2 decimals), the
 * network button, Send, Wallets (ProfileWallets), the Tokens / NFTs / Activity tabs and Disconnect,
 * which disconnects the wallet shown in every namespace it connected (`latch.disconnectWallet`: an
 * email or social login's EVM and Solana accounts alike); other wallets stay connected.
 *
 * @example
 * ```tsx
 * <AccountView />
 * ```
 */
export function AccountView() {
  const latch = useLatchInstance()
  const account = useLatchAccount()
  const { caipNetwork } = useLatchNetwork()
  const sendEnabled = useLatchSnapshot().options.features.send !== false
  const label = account.address ? account.addressLabels[account.address] : undefined
  const email = account.user?.email
  return (
    <div data-latch-view="Account">
      <section data-latch-account-summary="" aria-label="Account">
        <WalletImage
          src={account.connectedWalletInfo?.icon}
          name={account.connectedWalletInfo?.name ?? 'Wallet'}
        />
        <p data-latch-address="" title={account.address}>
          {account.profileName ?? label ?? (account.address ? shortenAddress(account.address) : '')}
        </p>
        {email ? (
          <p data-latch-email="" title={email}>
            {truncateEmail(email)}
          </p>
        ) : null}
        <p data-latch-balance="" aria-busy={account.balanceLoading}>
          {account.balance === undefined
            ? account.balanceLoading
              ? 'Loading balance…'
              : 'Balance unavailable'
            : `${formatNumber(account.balance)} ${account.balanceSymbol ?? ''}`.trim()}
        </p>
        {account.connectedWalletInfo ? (
          <p data-latch-wallet-name="">Connected with {account.connectedWalletInfo.name}</p>
        ) : null}
      </section>
      <div data-latch-actions="">
        <button type="button" data-latch-network-button="" onClick={() => latch.router.push('Networks')}>
          {caipNetwork?.name ?? 'Select network'}
        </button>
        {sendEnabled ? (
          <button type="button" data-latch-send-button="" onClick={() => latch.router.push('WalletSend')}>
            Send
          </button>
        ) : null}
        <button
          type="button"
          data-latch-profile-button=""
          onClick={() => latch.router.push('ProfileWallets')}
        >
          Wallets
        </button>
      </div>
      <AccountTabs />
      <button type="button" data-latch-disconnect="" onClick={() => void latch.disconnectWallet()}>
        Disconnect
      </button>
    </div>
  )
}
