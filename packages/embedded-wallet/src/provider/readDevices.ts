import type { EmbeddedWalletDevice } from './types'

/**
 * The most devices read from an answer.
 *
 * @example
 * ```ts
 * if (devices.length > DEVICES_MAX) return undefined
 * ```
 */
export const DEVICES_MAX = 100

/**
 * The longest device id read (or sent in `revokeDevice`).
 *
 * @example
 * ```ts
 * if (id.length > DEVICE_ID_MAX_LENGTH) return undefined
 * ```
 */
export const DEVICE_ID_MAX_LENGTH = 100

/**
 * Reads the auth service's device list (`GET /v1/devices`) as untrusted input: an object whose
 * `devices` is a list of at most {@link DEVICES_MAX} devices, each with a non-empty string id of at
 * most {@link DEVICE_ID_MAX_LENGTH} characters, finite times and a boolean `current`. Only those
 * fields are kept, in fresh objects.
 *
 * @param answer - What the service answered.
 * @returns The devices, or `undefined` when the answer is not that shape.
 * @example
 * ```ts
 * const devices = readDevices(await client.call({ path: ACCOUNT_API_PATHS.devices, method: 'GET', token }))
 * ```
 */
export function readDevices(answer: unknown): EmbeddedWalletDevice[] | undefined {
  const { devices } = Object(answer) as Record<string, unknown>
  if (!Array.isArray(devices) || devices.length > DEVICES_MAX) return undefined
  const read: EmbeddedWalletDevice[] = []
  for (const device of devices as unknown[]) {
    const { id, createdAt, lastSeenAt, current } = Object(device) as Record<string, unknown>
    if (
      typeof id !== 'string' ||
      id === '' ||
      id.length > DEVICE_ID_MAX_LENGTH ||
      !Number.isFinite(createdAt) ||
      !Number.isFinite(lastSeenAt) ||
      typeof current !== 'boolean'
    )
      return undefined
    read.push({ id, createdAt: createdAt as number, lastSeenAt: lastSeenAt as number, current })
  }
  return read
}
