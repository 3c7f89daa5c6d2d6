import { type ChainNamespace, MESSAGES, type RouterWallet, UserCanceledError } from '@latch/core'
import { useEffect, useState } from 'react'
import { WalletImage } from '../../components/WalletImage'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSnapshot } from '../../hooks/useLatchSnapshot'
import { errorMessage } from '../../utils/errorMessage'
import { PairingQr } from './PairingQr'
import { findPairingSource, PAIRING_CONNECTOR_ID, type PairingSource } from './pairingSource'
import { usePairingState } from './usePairingState'

function WalletLinks({ wallet }: { wallet: RouterWallet }) {
  const links = [
    wallet.webappLink ? { href: wallet.webappLink, label: `Open ${wallet.name} web app` } : undefined,
    wallet.desktopLink ? { href: wallet.desktopLink, label: `Open ${wallet.name} desktop app` } : undefined,
  ].filter((link) => link !== undefined)
  if (links.length === 0) return null
  return (
    <ul data-latch-wallet-links="">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}

/**
 * Pairing through the app's pairing connector: starts the connect, shows the URI as a QR code with
 * a copy button (a fresh one after expiry), and on dismissal cancels the pairing, which rejects the
 * pending connect with the user-canceled error (-31001). Where to go on success is the core's
 * decision (Account, sign-in, or close).
 */
function PairingConnect({
  source,
  namespace,
  wallet,
  onRetry,
}: {
  source: PairingSource
  namespace: ChainNamespace
  wallet: RouterWallet | undefined
  /** Start over (the parent remounts this view with a new key). */
  onRetry: () => void
}) {
  const latch = useLatchInstance()
  const { uri } = usePairingState(source)
  const [error, setError] = useState<string | undefined>(undefined)

  useEffect(() => {
    let mounted = true
    let settled = false
    latch
      .connect({ namespace, connectorId: PAIRING_CONNECTOR_ID })
      .then(() => {
        settled = true
        // An embedded modal is never "open": finish here so it shows Account (as ConnectingExternal).
        if (mounted && latch.state.router.view === 'ConnectingWalletConnect' && !latch.state.modal.open)
          latch.close()
      })
      .catch((cause: unknown) => {
        settled = true
        if (mounted && !(cause instanceof UserCanceledError))
          setError(errorMessage(cause, MESSAGES.failedToConnect))
      })
    return () => {
      mounted = false
      // Leaving the view before the wallet approved is a dismissal.
      if (!settled) source.cancel()
    }
  }, [latch, source, namespace])

  return (
    <div data-latch-view="ConnectingWalletConnect" data-state={error ? 'error' : uri ? 'pairing' : 'loading'}>
      {error ? (
        <>
          <p data-latch-error="" role="alert">
            {error}
          </p>
          <button type="button" data-latch-retry="" onClick={onRetry}>
            Try again
          </button>
        </>
      ) : (
        <>
          <p data-latch-status="">Scan with your phone</p>
          <p data-latch-hint="">Scan this code with a WalletConnect-compatible wallet, or copy the link.</p>
          {uri ? (
            <PairingQr uri={uri} createQr={source.createQr} />
          ) : (
            <p data-latch-pairing-qr="" data-state="loading">
              Preparing the QR code…
            </p>
          )}
        </>
      )}
      {wallet ? <WalletLinks wallet={wallet} /> : null}
    </div>
  )
}

/**
 * ConnectingWalletConnect: a wallet that is not in this browser. With the pairing connector
 * configured (the namespace's adapter offers `walletConnect`), it shows the pairing QR code and a
 * copy button and connects once the wallet approves; without it, it offers the wallet's web or
 * desktop app and says how to get it.
 *
 * @example
 * ```tsx
 * <ConnectingWalletConnectView />
 * ```
 */
export function ConnectingWalletConnectView() {
  const latch = useLatchInstance()
  const snap = useLatchSnapshot()
  const wallet = snap.router.data.wallet
  const namespace = wallet?.namespace ?? snap.chains.activeNamespace
  const source = findPairingSource(latch, namespace)
  const [attempt, setAttempt] = useState(0)
  if (source)
    return (
      <PairingConnect
        key={attempt}
        source={source}
        namespace={namespace}
        wallet={wallet}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    )
  if (!wallet) return <p data-latch-view="ConnectingWalletConnect">Choose a wallet to continue.</p>
  return (
    <div data-latch-view="ConnectingWalletConnect">
      <WalletImage src={wallet.imageUrl} name={wallet.name} />
      <p data-latch-status="">{wallet.name} is not installed in this browser</p>
      <p data-latch-hint="">Install the extension and reload, or continue in the app.</p>
      <WalletLinks wallet={wallet} />
    </div>
  )
}
