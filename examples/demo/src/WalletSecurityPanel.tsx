import { AUTH_CONNECTOR_ID, LatchError } from '@latch/core'
import type { EmbeddedWallet, EmbeddedWalletDevice, EmbeddedWalletPasskey } from '@latch/embedded-wallet'
import { useLatchInstance, useLatchSnapshot } from '@latch/react'
import { useCallback, useEffect, useState } from 'react'
import { DeviceList } from './DeviceList'
import { PasskeyList } from './PasskeyList'

type Outcome = { kind: 'done' | 'error'; text: string }

/** What a failed call shows: a LatchError's short message, else the error as text. */
const errorText = (error: unknown) => (error instanceof LatchError ? error.shortMessage : String(error))

/**
 * The embedded wallet's security, while it is connected: a new recovery kit and the wallet export
 * (both shown by the key frame over the page; the app never sees them), the account's devices with
 * "Remove" on the others (the wallet is split again and the frame shows the new kit), its passkeys
 * ("Add a passkey" asks in the key frame; "Remove" on each), and signing out everywhere.
 *
 * @param props.wallet - The demo's embedded wallet (from `demoEmbeddedWallet`).
 * @example
 * ```tsx
 * <WalletSecurityPanel wallet={embedded.wallet} />
 * ```
 */
export function WalletSecurityPanel({ wallet }: { wallet: EmbeddedWallet }) {
  const latch = useLatchInstance()
  const active = useLatchSnapshot().connections.activeConnectorIds
  const connected = active.eip155 === AUTH_CONNECTOR_ID || active.solana === AUTH_CONNECTOR_ID
  const [devices, setDevices] = useState<EmbeddedWalletDevice[] | undefined>(undefined)
  const [passkeys, setPasskeys] = useState<EmbeddedWalletPasskey[] | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined)

  const loadDevices = useCallback(async () => {
    try {
      setDevices(await wallet.listDevices())
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(error) })
    }
  }, [wallet])
  const loadPasskeys = useCallback(async () => {
    try {
      setPasskeys(await wallet.listPasskeys())
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(error) })
    }
  }, [wallet])
  useEffect(() => {
    setDevices(undefined)
    setPasskeys(undefined)
    if (connected) {
      void loadDevices()
      void loadPasskeys()
    }
  }, [connected, loadDevices, loadPasskeys])

  // one call at a time; what it did (or why it failed) shows under the card
  const run = async (call: () => Promise<void>, done: string) => {
    setBusy(true)
    setOutcome(undefined)
    try {
      await call()
      setOutcome({ kind: 'done', text: done })
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(error) })
    } finally {
      setBusy(false)
    }
  }
  const remove = (id: string) =>
    run(async () => {
      await wallet.revokeDevice(id)
      await loadDevices()
    }, 'Device removed. Your new recovery kit replaces the old one.')
  const addPasskey = () =>
    run(async () => {
      await wallet.addPasskey()
      await loadPasskeys()
    }, 'Passkey added.')
  const removePasskey = (id: string) =>
    run(async () => {
      await wallet.removePasskey(id)
      await loadPasskeys()
    }, 'Passkey removed.')
  const signOutEverywhere = () =>
    run(async () => {
      await wallet.signOutEverywhere()
      // the wallet's session is gone: the page lets go of its accounts too
      await latch.disconnectWallet({ connectorId: AUTH_CONNECTOR_ID })
    }, 'Signed out on every device.')

  if (!connected) return null
  return (
    <section className="demo-card" aria-labelledby="demo-wallet-security" data-demo-wallet-security="">
      <h2 id="demo-wallet-security">Wallet security</h2>
      <p className="demo-hint">
        The kit and the recovery phrase are shown in the wallet’s own window over this page; this app never
        sees them.
      </p>
      <div className="demo-row">
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            void run(() => wallet.newRecoveryKit(), 'New recovery kit saved. The old one no longer works.')
          }
        >
          Save a new recovery kit
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void run(() => wallet.exportWallet(), 'Export closed.')}
        >
          Export wallet
        </button>
      </div>
      <h3 className="demo-subhead">Devices</h3>
      {devices ? (
        <DeviceList devices={devices} busy={busy} onRemove={(id) => void remove(id)} />
      ) : (
        <p className="demo-hint">Loading devices…</p>
      )}
      <h3 className="demo-subhead">Passkeys</h3>
      {passkeys ? (
        <PasskeyList passkeys={passkeys} busy={busy} onRemove={(id) => void removePasskey(id)} />
      ) : (
        <p className="demo-hint">Loading passkeys…</p>
      )}
      <div className="demo-row">
        <button type="button" disabled={busy} onClick={() => void addPasskey()}>
          Add a passkey
        </button>
      </div>
      <div className="demo-row">
        <button type="button" disabled={busy} onClick={() => void signOutEverywhere()}>
          Sign out everywhere
        </button>
      </div>
      {outcome ? (
        <p className="demo-hint" data-demo-security-outcome={outcome.kind} role="status">
          {outcome.text}
        </p>
      ) : null}
    </section>
  )
}
