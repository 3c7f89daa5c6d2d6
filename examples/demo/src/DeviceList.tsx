import type { EmbeddedWalletDevice } from '@latch/embedded-wallet'

// compact ("Nov 29, 2026, 16:06") so a date fits one line of a narrow card
const WHEN = new Intl.DateTimeFormat('en', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

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
            <span className="demo-hint">Added {WHEN.format(device.createdAt)}</span>
            <span className="demo-hint">Last seen {WHEN.format(device.lastSeenAt)}</span>
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
