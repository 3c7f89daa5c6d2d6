import type { EmbeddedWalletPasskey } from '@latch/embedded-wallet'
import { formatCompactDate } from './formatCompactDate'

/**
 * The account's passkeys as the embedded wallet lists them: when each was added and last used,
 * whether it also opens the wallet on a new device (PRF: no recovery kit needed there), and
 * "Remove" on each.
 *
 * @param props.passkeys - The passkeys, newest first (from `listPasskeys`).
 * @param props.busy - Whether a call is under way (the buttons wait).
 * @param props.onRemove - Called with the id of the passkey to remove.
 * @example
 * ```tsx
 * <PasskeyList passkeys={passkeys} busy={false} onRemove={(id) => void wallet.removePasskey(id)} />
 * ```
 */
export function PasskeyList({
  passkeys,
  busy,
  onRemove,
}: {
  passkeys: readonly EmbeddedWalletPasskey[]
  busy: boolean
  onRemove: (id: string) => void
}) {
  if (passkeys.length === 0) return <p className="demo-hint">No passkey yet.</p>
  return (
    <ul className="demo-devices" aria-label="Passkeys">
      {passkeys.map((passkey) => (
        <li key={passkey.id} data-demo-passkey={passkey.prf ? 'recovers' : 'signs-in'}>
          <div>
            <strong>Passkey</strong>
            <span className="demo-hint">Added {formatCompactDate(passkey.createdAt)}</span>
            <span className="demo-hint">
              {passkey.lastUsedAt === null
                ? 'Not used yet'
                : `Last used ${formatCompactDate(passkey.lastUsedAt)}`}
            </span>
            <span className="demo-hint">
              {passkey.prf ? 'Opens your wallet on a new device' : 'Signs in; a new device asks for the kit'}
            </span>
          </div>
          <button type="button" disabled={busy} onClick={() => onRemove(passkey.id)}>
            Remove
          </button>
        </li>
      ))}
    </ul>
  )
}
