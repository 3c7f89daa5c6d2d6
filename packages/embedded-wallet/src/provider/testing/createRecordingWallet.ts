import type { FrameMethod } from '../../protocol/frame'
import { createEmbeddedWallet } from '../createEmbeddedWallet'
import type { KeyFrameChannel } from '../types'

/** The auth service the recording wallet is pointed at (nothing listens: its fetch answers). */
export const RECORDING_AUTH_URL = 'http://127.0.0.1:8787'

/** The accounts the recording wallet's key frame answers `connect` with. */
export const RECORDING_ACCOUNTS = {
  evm: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  solana: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
}

/** Where the page keeps the session token (`createSessionStore`). */
export const TOKEN_KEY = 'latch.embeddedWallet.token'

/**
 * The app-side embedded wallet over a recording stand-in of the auth service and of the key frame,
 * for the provider's own tests (the real service and frame have their integration and Chromium
 * tests): the service answers `serviceAnswers[path]` (`{}` for any other path), the frame answers
 * `frameAnswers[method]` (`connect`: the accounts; `null` for any other method). Both record what
 * they were asked; `items` is the page's storage.
 *
 * @param options - A session token already stored, and the answers.
 * @returns The wallet and what it asked.
 * @example
 * ```ts
 * const t = createRecordingWallet({ token: 't-1', serviceAnswers: { [ACCOUNT_API_PATHS.devices]: { devices: [] } } })
 * await t.wallet.listDevices()
 * t.requests // [{ method: 'GET', path: '/v1/devices', authorization: 'Bearer t-1' }]
 * ```
 */
export function createRecordingWallet(
  options: {
    token?: string
    serviceAnswers?: Record<string, unknown>
    frameAnswers?: Partial<Record<FrameMethod, unknown>>
  } = {},
) {
  const requests: { method: string; path: string; body?: unknown; authorization: string | null }[] = []
  const frameCalls: { method: FrameMethod; params: unknown }[] = []
  const items = new Map(options.token ? [[TOKEN_KEY, options.token]] : [])
  const answers: Partial<Record<FrameMethod, unknown>> = {
    connect: RECORDING_ACCOUNTS,
    ...options.frameAnswers,
  }
  const channel: KeyFrameChannel = {
    ready: Promise.resolve(),
    call: (async (method: FrameMethod, params: unknown) => {
      frameCalls.push({ method, params })
      return method in answers ? answers[method] : null
    }) as KeyFrameChannel['call'],
    destroy: () => {},
  }
  const wallet = createEmbeddedWallet({
    authUrl: RECORDING_AUTH_URL,
    frameUrl: 'http://localhost:8788/frame.html',
    networks: [],
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    createChannel: () => channel,
    fetch: async (input, init) => {
      const path = String(input).slice(RECORDING_AUTH_URL.length)
      requests.push({
        method: init?.method ?? 'GET',
        path,
        ...(init?.body === undefined ? {} : { body: JSON.parse(String(init.body)) }),
        authorization: new Headers(init?.headers).get('authorization'),
      })
      const body =
        options.serviceAnswers && path in options.serviceAnswers ? options.serviceAnswers[path] : {}
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    },
  })
  return { wallet, requests, frameCalls, items }
}
