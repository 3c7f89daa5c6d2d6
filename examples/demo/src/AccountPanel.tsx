import { useDisconnect, useLatch, useLatchAccount, useLatchNetwork, useWalletInfo } from '@latch/react'

/**
 * What the page knows about the connection: status, wallet, address, account type (eoa or
 * smartAccount), network, balance, and the
 * account button that opens the Account view.
 *
 * @example
 * ```tsx
 * <AccountPanel />
 * ```
 */
export function AccountPanel() {
  const account = useLatchAccount()
  const walletInfo = useWalletInfo()
  const { caipNetwork } = useLatchNetwork()
  const { open } = useLatch()
  const { disconnectWallet } = useDisconnect()
  return (
    <section className="demo-card" aria-labelledby="demo-account" data-demo-account={account.status}>
      <h2 id="demo-account">Account</h2>
      <dl className="demo-facts">
        <dt>Status</dt>
        <dd data-demo-status="">{account.status}</dd>
        <dt>Wallet</dt>
        <dd>{walletInfo?.name ?? '—'}</dd>
        <dt>Address</dt>
        <dd data-demo-address="">{account.address ?? '—'}</dd>
        <dt>Account type</dt>
        <dd data-demo-account-type="">{account.isConnected ? account.preferredAccountType : '—'}</dd>
        <dt>Network</dt>
        <dd data-demo-network="">{caipNetwork?.name ?? '—'}</dd>
        <dt>Balance</dt>
        <dd data-demo-balance="">
          {account.balance === undefined ? '—' : `${account.balance} ${account.balanceSymbol ?? ''}`}
        </dd>
      </dl>
      {account.isConnected ? (
        <div className="demo-row">
          <button type="button" data-demo-account-button="" onClick={() => void open({ view: 'Account' })}>
            Account
          </button>
          <button type="button" onClick={() => void disconnectWallet()}>
            Disconnect
          </button>
        </div>
      ) : null}
    </section>
  )
}
