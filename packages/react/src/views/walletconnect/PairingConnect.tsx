import {
  type ChainNamespace,
  PAIRING_CONNECTOR_ID,
  type PairingSource,
  type RouterWallet,
  UserCanceledError,
} from '@latch/core'
import { type ReactNode, useEffect, useState } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useTranslation } from '../../hooks/useTranslation'
import { describeFailure } from '../failure/describeFailure'
import { RequestFailure } from '../failure/RequestFailure'
import { type PairingLogo, PairingQr } from './PairingQr'
import { usePairingState } from './usePairingState'
import { WalletLinks } from './WalletLinks'

/**
 * Props of {@link PairingConnect}.
 *
 * @example
 * ```tsx
 * const props: PairingConnectProps = { view: 'ConnectingWalletConnect', source, namespace: 'eip155', wallet: undefined }
 * ```
 */
export type PairingConnectProps = {
  /** The router view this pairing is shown in (its `data-latch-view`). */
  view: 'ConnectingWalletConnect' | 'ConnectingWalletConnectBasic'
  source: PairingSource
  namespace: ChainNamespace
  /** The wallet the user chose, if any: its web and desktop app links are offered below the code. */
  wallet: RouterWallet | undefined
  /** Shown below the code while pairing, e.g. the wallets to open with the URI. */
  children?: ReactNode
}

/**
 * Pairing through the app's pairing connector: starts the connect, shows the URI as a QR code with
 * a copy button (a fresh one after expiry), and on dismissal cancels the pairing, which rejects the
 * pending connect with the user-canceled error (-31001). A refused or failed pairing says what
 * happened and what to do, with "Try again", which starts over (a fresh connect and URI). Where to
 * go on success is the core's decision (Account, sign-in, or close).
 *
 * @param props - See {@link PairingConnectProps}.
 * @example
 * ```tsx
 * <PairingConnect view="ConnectingWalletConnect" source={source} namespace="eip155" wallet={wallet} />
 * ```
 */
export function PairingConnect(props: PairingConnectProps) {
  // "Try again" remounts the attempt under a new key: a fresh connect, URI and failure
  const [attempt, setAttempt] = useState(0)
  return <PairingAttempt key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />
}

/** The logo in the code's centre when no wallet was chosen (the basic view): WalletConnect's. */
// i18n-ignore: a brand name, the same in every language
const WALLETCONNECT: PairingLogo = { id: 'walletConnect', name: 'WalletConnect' }

/** One pairing attempt of {@link PairingConnect}; `onRetry` starts the next one. */
function PairingAttempt(props: PairingConnectProps & { onRetry: () => void }) {
  const { view, source, namespace, wallet, onRetry, children } = props
  const latch = useLatchInstance()
  const tr = useTranslation()
  const { uri } = usePairingState(source)
  // what the connect threw: described at render, in the modal's current language
  const [failure, setFailure] = useState<{ cause: unknown } | undefined>(undefined)

  useEffect(() => {
    let mounted = true
    let settled = false
    latch
      .connect({ namespace, connectorId: PAIRING_CONNECTOR_ID })
      .then(() => {
        settled = true
        // An embedded modal is never "open": finish here so it shows Account (as ConnectingExternal).
        if (mounted && latch.state.router.view === view && !latch.state.modal.open) latch.close()
      })
      .catch((cause: unknown) => {
        settled = true
        if (mounted && !(cause instanceof UserCanceledError)) setFailure({ cause })
      })
    return () => {
      mounted = false
      // Leaving the view before the wallet approved is a dismissal.
      if (!settled) source.cancel()
    }
  }, [latch, source, namespace, view])

  return (
    <div data-latch-view={view} data-state={failure ? 'error' : uri ? 'pairing' : 'loading'}>
      {failure ? (
        <RequestFailure
          {...describeFailure(failure.cause, { kind: 'connect', wallet: wallet?.name }, tr)}
          onRetry={onRetry}
        />
      ) : (
        <>
          <p data-latch-status="">{tr.t('walletConnect.scanTitle')}</p>
          <p data-latch-hint="">{tr.t('walletConnect.scanHint')}</p>
          <PairingQr uri={uri} createQr={source.createQr} logo={wallet ?? WALLETCONNECT} />
          {children}
        </>
      )}
      {wallet ? <WalletLinks wallet={wallet} /> : null}
    </div>
  )
}
