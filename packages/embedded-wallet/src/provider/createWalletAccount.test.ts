import { ApiError, ConnectionError, ValidationError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_API_PATHS } from '../protocol/accountApi'
import { createRecordingWallet } from './testing/createRecordingWallet'

const DEVICE = { id: 'd-1', createdAt: 1764374400000, lastSeenAt: 1764374500000, current: true }

/**
 * A wallet signed in with token `t-1`, over an auth service that answers `devices` for the device
 * list and a key frame that answers `connect` with the accounts (see createRecordingWallet).
 */
function signedIn(devices: unknown = { devices: [DEVICE] }) {
  const { wallet, ...recorded } = createRecordingWallet({
    token: 't-1',
    serviceAnswers: { [ACCOUNT_API_PATHS.devices]: devices },
  })
  return { provider: wallet, ...recorded }
}

describe('createEmbeddedWallet account calls', () => {
  it('asks the key frame for a new recovery kit, the export and a revocation, with this user’s wallet loaded first', async () => {
    const { provider, frameCalls } = signedIn()
    await provider.newRecoveryKit()
    await provider.exportWallet()
    await provider.revokeDevice('d-2')
    expect(frameCalls).toEqual([
      { method: 'connect', params: { token: 't-1' } },
      { method: 'newRecoveryKit', params: {} },
      { method: 'exportWallet', params: {} },
      { method: 'revokeDevice', params: { deviceId: 'd-2' } },
    ])
    for (const bad of ['', 'd'.repeat(101), 7 as unknown as string]) {
      await expect(provider.revokeDevice(bad)).rejects.toBeInstanceOf(ValidationError)
    }
    expect(frameCalls).toHaveLength(4)
  })

  it('lists the devices with the session token, keeping only their checked fields', async () => {
    const { provider, requests } = signedIn({
      devices: [
        { ...DEVICE, extra: 'x' },
        { ...DEVICE, id: 'd-2', current: false },
      ],
    })
    expect(await provider.listDevices()).toEqual([DEVICE, { ...DEVICE, id: 'd-2', current: false }])
    expect(requests).toEqual([
      { method: 'GET', path: ACCOUNT_API_PATHS.devices, authorization: 'Bearer t-1' },
    ])
  })

  it('refuses a device list that is malformed or too long', async () => {
    const many = Array.from({ length: 101 }, (_, i) => ({ ...DEVICE, id: `d-${i}` }))
    for (const answer of [
      null,
      { devices: 'd-1' },
      { devices: many },
      { devices: [{ ...DEVICE, id: 'd'.repeat(101) }] },
      { devices: [{ ...DEVICE, createdAt: '1' }] },
      { devices: [{ ...DEVICE, current: 'yes' }] },
    ]) {
      const error = await signedIn(answer)
        .provider.listDevices()
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ code: 'INVALID_RESPONSE' })
    }
  })

  it('signs out everywhere at the auth service, then forgets the session here', async () => {
    const { provider, requests, items } = signedIn()
    await provider.signOutEverywhere()
    expect(requests[0]).toEqual({
      method: 'POST',
      path: ACCOUNT_API_PATHS.signOutEverywhere,
      authorization: 'Bearer t-1',
    })
    expect(items.has('latch.embeddedWallet.token')).toBe(false)
    const error = await provider.listDevices().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionError)
    expect(error).toMatchObject({ code: 'NOT_SIGNED_IN' })
  })
})
