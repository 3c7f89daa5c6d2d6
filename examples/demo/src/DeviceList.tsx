import type { EmbeddedWalletDevice } from '@latch/embedded-wallet'
import { formatCompactDate } from './formatCompactDate'

/**
 * The account's devices (browsers) as the embedded wallet lists them: this browser marked, when
 * each first signed in and was last seen, and "Remove" on every other one.
 *
 * @param props.devices - The devices, newest first (from `listDevices`).
 * @param props.busy - Whether a call is under way (the buttons wait).
 * @param props.onRemove - Called with the id of the device to remove.
 * @example
 * ```tsx
 * <DeviceList devices={devices} busy={false} onRemove={(id) => void wallet.revokeDevice(id)} />
 * ```
 */
export function DeviceList({
  devices,
  busy,
  onRemove,
}: {
  devices: readonly EmbeddedWalletDevice[]
  busy: boolean
  onRemove: (id: string) => void
}) {
  return (
    <ul className="demo-devices" aria-label="Devices">
      {devices.map((device) => (
        <li key={device.id} data-demo-device={device.current ? 'current' : 'other'}>
          <div>
            <strong>{device.current ? 'This device' : 'Another device'}</strong>
            <span className="demo-hint">Added {formatCompactDate(device.createdAt)}</span>
            <span className="demo-hint">Last seen {formatCompactDate(device.lastSeenAt)}</span>
          </div>
          {device.current ? null : (
            <button type="button" disabled={busy} onClick={() => onRemove(device.id)}>
              Remove
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}
