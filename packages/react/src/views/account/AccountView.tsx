import { canSendOn, explorerUrl, truncateEmail } from '@latch/core'
import { enAccount, enProfile, enSend } from '@latch/i18n/views'
import { AccountAvatar } from '../../components/AccountAvatar'
import { ConnectedWalletImage } from '../../components/ConnectedWalletImage'
import { NetworkIcon } from '../../components/NetworkIcon'
import { RouteButton } from '../../components/RouteButton'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { useLatchNetwork } from '../../hooks/useLatchNetwork'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useViewTranslation } from '../../hooks/useViewTranslation'
import { shortenAddress } from '../../utils/shortenAddress'
import { AccountDisconnect } from './AccountDisconnect'
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
  const tr = useViewTranslation(enAccount, enProfile, enSend)
  const { t } = tr
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
      <section data-latch-account-summary="" aria-label={t('account.label')}>
        <AccountAvatar
          address={address}
          profileImage={account.profileImage}
          {...(account.connectedWalletInfo ? { wallet: account.connectedWalletInfo } : {})}
        />
        <p data-latch-address="" title={address}>
          <bdi>{account.profileName ?? label ?? (address ? shortenAddress(address) : '')}</bdi>
        </p>
        {account.profileName && address ? (
          <p data-latch-hint="" data-latch-short-address="">
            <bdi>{shortenAddress(address)}</bdi>
          </p>
        ) : null}
        {email ? (
          <p data-latch-email="" title={email}>
            <bdi>{truncateEmail(email)}</bdi>
          </p>
        ) : null}
        <p data-latch-balance="" aria-busy={account.balanceLoading}>
          {account.balance === undefined ? (
            account.balanceLoading ? (
              t('account.loadingBalance')
            ) : (
              t('account.balanceUnavailable')
            )
          ) : (
            <bdi>{`${tr.formatNumber(account.balance)} ${account.balanceSymbol ?? ''}`.trim()}</bdi>
          )}
          {account.balance !== undefined && nativeValue !== undefined ? (
            <span data-latch-balance-usd="">
              {' '}
              <bdi>{tr.formatCurrency(nativeValue)}</bdi>
            </span>
          ) : null}
        </p>
        {address ? (
          <div data-latch-address-actions="">
            <CopyAddressButton address={address} />
            {addressUrl ? (
              <a data-latch-explorer-link="" href={addressUrl} target="_blank" rel="noopener noreferrer">
                {t('account.viewOnExplorer')}
              </a>
            ) : null}
          </div>
        ) : null}
        {account.connectedWalletInfo ? (
          <RouteButton view="ProfileWallets" hook="wallet-switcher">
            <ConnectedWalletImage wallet={account.connectedWalletInfo} size={20} />
            <span data-latch-wallet-name="">
              {t('account.connectedWith', { wallet: tr.isolate(account.connectedWalletInfo.name) })}
            </span>
            <span data-latch-wallet-switcher-action="">{t('account.switchWallet')}</span>
          </RouteButton>
        ) : null}
      </section>
      <div data-latch-actions="">
        <RouteButton view="Networks" hook="network-button">
          {caipNetwork ? <NetworkIcon network={caipNetwork} /> : null}
          <span data-latch-network-name="">{caipNetwork?.name ?? t('account.selectNetwork')}</span>
        </RouteButton>
        {sendEnabled ? (
          <RouteButton view="WalletSend" hook="send-button">
            {t('account.send')}
          </RouteButton>
        ) : null}
        <RouteButton view="ProfileWallets" hook="profile-button">
          {t('account.wallets')}
        </RouteButton>
      </div>
      <AccountTabs />
      <AccountDisconnect wallet={account.connectedWalletInfo} />
    </div>
  )
}
