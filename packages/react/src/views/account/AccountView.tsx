import { canSendOn, explorerUrl, formatNumber, truncateEmail } from '@latch/core'
import { AccountAvatar } from '../../components/AccountAvatar'
import { NetworkIcon } from '../../components/NetworkIcon'
import { WalletImage } from '../../components/WalletImage'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchNetwork } from '../../hooks/useLatchNetwork'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { shortenAddress } from '../../utils/shortenAddress'
import { AccountTabs } from './AccountTabs'
import { CopyAddressButton } from './CopyAddressButton'

/**
 * The Account view: the profile avatar and name from the identity lookup (else the wallet's icon
 * and the shortened address), Copy address, View on explorer (when the network has a safe explorer
 * URL), the active wallet with "Switch wallet" (opens ProfileWallets, where the others are), the native balance (en-US, 2 decimals) with its USD value when priced, the network button
 * with its logo, Send (only on networks that can send, SPEC §5: eip155 and Solana), Wallets
 * (ProfileWallets), the Tokens / NFTs / Activity tabs and Disconnect, which disconnects the wallet
 * shown in every namespace it connected (`latch.disconnectWallet`); other wallets stay connected.
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
  const { options, accountData } = useLatchSelector((s) => ({
    options: s.options,
    accountData: s.accountData,
  }))
  const sendEnabled = options.features.send !== false && canSendOn(caipNetwork?.chainNamespace)
  const { address } = account
  const label = address ? account.addressLabels[address] : undefined
  const email = account.user?.email
  const addressUrl = address ? explorerUrl(caipNetwork, { address }) : undefined
  const nativeValue = accountData.tokenBalances.find(
    (t) => t.address === undefined && t.chainId === caipNetwork?.caipNetworkId,
  )?.value
  return (
    <div data-latch-view="Account">
      <section data-latch-account-summary="" aria-label="Account">
        <AccountAvatar
          address={address}
          profileImage={account.profileImage}
          {...(account.connectedWalletInfo ? { wallet: account.connectedWalletInfo } : {})}
        />
        <p data-latch-address="" title={address}>
          {account.profileName ?? label ?? (address ? shortenAddress(address) : '')}
        </p>
        {account.profileName && address ? (
          <p data-latch-hint="" data-latch-short-address="">
            {shortenAddress(address)}
          </p>
        ) : null}
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
          {account.balance !== undefined && nativeValue !== undefined ? (
            <span data-latch-balance-usd=""> ${formatNumber(nativeValue)}</span>
          ) : null}
        </p>
        {address ? (
          <div data-latch-address-actions="">
            <CopyAddressButton address={address} />
            {addressUrl ? (
              <a data-latch-explorer-link="" href={addressUrl} target="_blank" rel="noopener noreferrer">
                View on explorer
              </a>
            ) : null}
          </div>
        ) : null}
        {account.connectedWalletInfo ? (
          <button
            type="button"
            data-latch-wallet-switcher=""
            onClick={() => latch.router.push('ProfileWallets')}
          >
            <WalletImage
              src={account.connectedWalletInfo.icon}
              name={account.connectedWalletInfo.name}
              walletId={account.connectedWalletInfo.connectorId}
              rdns={account.connectedWalletInfo.rdns}
              size={20}
            />
            <span data-latch-wallet-name="">Connected with {account.connectedWalletInfo.name}</span>
            <span data-latch-wallet-switcher-action="">Switch wallet</span>
          </button>
        ) : null}
      </section>
      <div data-latch-actions="">
        <button type="button" data-latch-network-button="" onClick={() => latch.router.push('Networks')}>
          {caipNetwork ? <NetworkIcon network={caipNetwork} /> : null}
          <span data-latch-network-name="">{caipNetwork?.name ?? 'Select network'}</span>
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
