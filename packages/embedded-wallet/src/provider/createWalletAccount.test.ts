import { ApiError, ConnectionError, ValidationError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_API_PATHS } from '../protocol/accountApi'
import type { FrameMethod } from '../protocol/frame'
import { createEmbeddedWallet } from './createEmbeddedWallet'
import type { KeyFrameChannel } from './types'

const AUTH_URL = 'http://127.0.0.1:8787'
const ACCOUNTS = {
  evm: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  solana: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
}
const DEVICE = { id: 'd-1', createdAt: 1764374400000, lastSeenAt: 1764374500000, current: true }

/**
 * A provider signed in with token `t-1`, over an auth service that answers `devices` for the
 * device list (and `{}` for everything else) and a key frame that answers `connect` with the
 * accounts and `null` for the rest. Both record what they were asked.
 */
function signedIn(devices: unknown = { devices: [DEVICE] }) {
  const requests: { method: string; path: string; authorization: string | null }[] = []
  const frameCalls: { method: FrameMethod; params: unknown }[] = []
  const items = new Map([['latch.embeddedWallet.token', 't-1']])
  const channel: KeyFrameChannel = {
    ready: Promise.resolve(),
    call: (async (method: FrameMethod, params: unknown) => {
      frameCalls.push({ method, params })
      return method === 'connect' ? ACCOUNTS : null
    }) as KeyFrameChannel['call'],
    destroy: () => {},
  }
  const provider = createEmbeddedWallet({
    authUrl: AUTH_URL,
    frameUrl: 'http://127.0.0.1:8788/frame.html',
    networks: [],
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    createChannel: () => channel,
    fetch: async (input, init) => {
      const path = String(input).slice(AUTH_URL.length)
      requests.push({
        method: init?.method ?? 'GET',
        path,
        authorization: new Headers(init?.headers).get('authorization'),
      })
      const body = path === ACCOUNT_API_PATHS.devices ? devices : {}
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    },
  })
  return { provider, requests, frameCalls, items }
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
