// @vitest-environment happy-dom
import nodeConsole from 'node:console'
import { ConnectionError, LatchError, WalletRequestError } from '@latch/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createKeyFrameHandler } from '../frame/createKeyFrameHandler'
import { createMemoryFrameAuth } from '../frame/testing/createMemoryFrameAuth'
import { findKeyMaterial, keySecretsOf } from '../frame/testing/findKeyMaterial'
import { createKeyVault } from '../frame/vault/createKeyVault'
import { createMemoryVaultStorage } from '../frame/vault/createMemoryVaultStorage'
import { FRAME_CHANNEL } from '../protocol/frame'
import { combineWalletShares } from '../shares/walletShares'
import { createFrameChannel } from './createFrameChannel'

const FRAME_ORIGIN = 'http://127.0.0.1:8788'
const FRAME_URL = `${FRAME_ORIGIN}/frame.html`

type FakeFrameWindow = {
  postMessage(message: unknown, targetOrigin: string): void
  sent: { message: unknown; targetOrigin: string }[]
  /** Delivers a message to the app window as if this frame window posted it. */
  reply(data: unknown, origin?: string): void
}

/**
 * happy-dom does not load iframe pages, so each iframe gets a stand-in window: what the app posts to
 * it is recorded (and, when `respond` is set, handled), and it can post back to the app window with
 * itself as the event source, as a real frame would.
 */
function installFakeFrames(
  respond?: (frame: FakeFrameWindow, message: unknown, targetOrigin: string) => void,
) {
  const frames = new Map<HTMLIFrameElement, FakeFrameWindow>()
  const descriptor = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')
  Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
    configurable: true,
    get(this: HTMLIFrameElement) {
      if (!this.isConnected) return null
      let frame = frames.get(this)
      if (frame === undefined) {
        const created: FakeFrameWindow = {
          sent: [],
          postMessage(message, targetOrigin) {
            created.sent.push({ message: structuredClone(message), targetOrigin })
            respond?.(created, structuredClone(message), targetOrigin)
          },
          reply(data, origin = FRAME_ORIGIN) {
            window.dispatchEvent(
              new MessageEvent('message', {
                data: structuredClone(data),
                origin,
                source: created as unknown as Window,
              }),
            )
          },
        }
        frame = created
        frames.set(this, frame)
      }
      return frame
    },
  })
  const frameOf = () => {
    const iframe = document.querySelector('iframe')
    if (!iframe) throw new Error('no iframe')
    return iframe.contentWindow as unknown as FakeFrameWindow
  }
  return {
    frameOf,
    restore: () => {
      if (descriptor) Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', descriptor)
    },
  }
}

let restore: (() => void) | undefined
let logSpy: { mockRestore(): void } | undefined

beforeEach(() => {
  // happy-dom logs that it does not load iframe pages; the stand-in frame window replaces the page.
  logSpy = vi.spyOn(nodeConsole, 'error').mockImplementation(() => {})
})

afterEach(() => {
  restore?.()
  restore = undefined
  logSpy?.mockRestore()
  document.body.innerHTML = ''
  vi.useRealTimers()
})

async function rejection(promise: Promise<unknown>): Promise<LatchError> {
  return promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: LatchError) => error,
  )
}

describe('createFrameChannel', () => {
  it('adds a hidden, titled iframe without inline style, appended to the given parent', () => {
    const fakes = installFakeFrames()
    restore = fakes.restore
    const host = document.createElement('div')
    document.body.append(host)
    const channel = createFrameChannel({ frameUrl: FRAME_URL, parent: host })
    const iframe = host.querySelector('iframe') as HTMLIFrameElement
    expect(iframe.hidden).toBe(true)
    expect(iframe.title).not.toBe('')
    expect(iframe.getAttribute('src')).toBe(FRAME_URL)
    expect(iframe.hasAttribute('style')).toBe(false)
    channel.destroy()
    expect(host.querySelector('iframe')).toBeNull()
  })

  it('talks to a real key-frame handler: connect, sign, and frame errors as typed Latch errors', async () => {
    const storage = createMemoryVaultStorage()
    const vault = createKeyVault({ storage })
    let handler: ReturnType<typeof createKeyFrameHandler> | undefined
    const service = createMemoryFrameAuth({ good: { user: { id: 'u-1', preferredAccountType: 'eoa' } } })
    const fakes = installFakeFrames((frame, message, targetOrigin) => {
      // The frame's side: the window's origin and the parent window stand for the app page.
      expect(targetOrigin).toBe(FRAME_ORIGIN)
      handler ??= createKeyFrameHandler({
        allowedOrigins: [window.location.origin],
        parent: window,
        vault,
        auth: service.auth,
        post: (answer, origin) => {
          if (origin === window.location.origin) frame.reply(answer)
        },
      })
      void handler.handleMessage({ data: message, origin: window.location.origin, source: window })
    })
    restore = fakes.restore
    const seen: unknown[] = []
    const channel = createFrameChannel({ frameUrl: FRAME_URL, onMessage: (data) => seen.push(data) })
    fakes.frameOf().reply({ channel: FRAME_CHANNEL, type: 'ready' })
    await channel.ready

    const unauthorized = await rejection(channel.call('connect', { token: 'bad' }))
    expect(unauthorized).toBeInstanceOf(ConnectionError)
    expect(unauthorized).toMatchObject({ code: 'UNAUTHORIZED', shortMessage: 'The session is not valid' })

    const notConnected = await rejection(channel.call('evm_signMessage', { message: '0x00' }))
    expect(notConnected).toBeInstanceOf(WalletRequestError)
    expect(notConnected).toMatchObject({ code: 'NOT_CONNECTED', meta: { method: 'evm_signMessage' } })

    const accounts = await channel.call('connect', { token: 'good' })
    expect(accounts.evm).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const signature = await channel.call('evm_signMessage', { message: '0x68656c6c6f' })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    const { signature: solanaSignature } = await channel.call('solana_signMessage', { message: '3yZe7d' })
    expect(solanaSignature.length).toBeGreaterThan(80)
    expect(await channel.call('disconnect', {})).toBeNull()

    expect(fakes.frameOf().sent.every((s) => s.targetOrigin === FRAME_ORIGIN)).toBe(true)
    expect(seen).toHaveLength(7)
    const deviceShare = (await vault.load('u-1')) as string
    const authShare = service.splits.get('u-1')?.authShare ?? ''
    const mnemonic = await combineWalletShares(deviceShare, authShare)
    expect(findKeyMaterial(seen, keySecretsOf(mnemonic, [deviceShare, authShare]))).toEqual([])
    channel.destroy()
  })

  it('ignores messages from another origin, another window or another channel', async () => {
    const fakes = installFakeFrames()
    restore = fakes.restore
    const seen: unknown[] = []
    const channel = createFrameChannel({ frameUrl: FRAME_URL, onMessage: (data) => seen.push(data) })
    const frame = fakes.frameOf()
    const ready = { channel: FRAME_CHANNEL, type: 'ready' }
    frame.reply(ready, 'http://127.0.0.1:6666')
    frame.reply(ready, `${FRAME_ORIGIN}/`)
    window.dispatchEvent(new MessageEvent('message', { data: ready, origin: FRAME_ORIGIN, source: window }))
    window.dispatchEvent(new MessageEvent('message', { data: ready, origin: FRAME_ORIGIN }))
    frame.reply({ ...ready, channel: 'other' })
    frame.reply('ready')
    expect(seen).toEqual([])

    const settled = vi.fn()
    channel.ready.then(settled, settled)
    await Promise.resolve()
    expect(settled).not.toHaveBeenCalled()

    frame.reply(ready)
    await channel.ready
    const call = channel.call('disconnect', {})
    await vi.waitFor(() => expect(frame.sent).toHaveLength(1))
    const id = (frame.sent[0]?.message as { id: number } | undefined)?.id ?? -1
    frame.reply({ channel: FRAME_CHANNEL, id, result: 'forged' }, 'http://127.0.0.1:6666')
    frame.reply({ channel: FRAME_CHANNEL, id: id + 1, result: 'unknown id' })
    frame.reply({ channel: FRAME_CHANNEL, id, result: null })
    expect(await call).toBeNull()
    channel.destroy()
  })

  it('rejects with FRAME_TIMEOUT when the frame never loads or never answers', async () => {
    vi.useFakeTimers()
    const fakes = installFakeFrames()
    restore = fakes.restore
    const silent = createFrameChannel({ frameUrl: FRAME_URL, timeoutMs: 5_000 })
    const notReady = rejection(silent.ready)
    vi.advanceTimersByTime(5_000)
    expect(await notReady).toMatchObject({ name: 'ConnectionError', code: 'FRAME_TIMEOUT' })
    silent.destroy()

    const channel = createFrameChannel({ frameUrl: FRAME_URL, timeoutMs: 5_000 })
    fakes.frameOf().reply({ channel: FRAME_CHANNEL, type: 'ready' })
    await channel.ready
    const unanswered = rejection(channel.call('disconnect', {}))
    await vi.advanceTimersByTimeAsync(4_999)
    expect(fakes.frameOf().sent).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await unanswered).toMatchObject({ code: 'FRAME_TIMEOUT' })
    channel.destroy()
  })

  it('rejects pending calls and ready with FRAME_DESTROYED on destroy', async () => {
    const fakes = installFakeFrames()
    restore = fakes.restore
    const channel = createFrameChannel({ frameUrl: FRAME_URL })
    const ready = rejection(channel.ready)
    const waiting = rejection(channel.call('disconnect', {}))
    channel.destroy()
    expect(await ready).toMatchObject({ code: 'FRAME_DESTROYED' })
    expect(await waiting).toMatchObject({ code: 'FRAME_DESTROYED' })
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('shows the iframe over the whole page, focused, while the frame shows a prompt, and hides it after', async () => {
    const fakes = installFakeFrames()
    restore = fakes.restore
    const before = document.createElement('button')
    document.body.append(before)
    before.focus()
    const channel = createFrameChannel({ frameUrl: FRAME_URL })
    const iframe = document.querySelector('iframe') as HTMLIFrameElement
    const frame = fakes.frameOf()
    frame.reply({ channel: FRAME_CHANNEL, type: 'ready' })
    await channel.ready

    frame.reply({ channel: FRAME_CHANNEL, type: 'ui', visible: true })
    await vi.waitFor(() => expect(iframe.hidden).toBe(false))
    expect(iframe.style.getPropertyValue('position')).toBe('fixed')
    expect(iframe.style.getPropertyValue('inset')).toBe('0')
    expect(iframe.style.getPropertyValue('width')).toBe('100%')
    expect(iframe.style.getPropertyValue('height')).toBe('100%')
    expect(iframe.style.getPropertyValue('z-index')).toBe('2147483647')
    expect(document.activeElement).toBe(iframe)
    expect(iframe.getAttribute('allow')).toBe(
      'publickey-credentials-get *; publickey-credentials-create *; clipboard-write',
    )

    frame.reply({ channel: FRAME_CHANNEL, type: 'ui', visible: false })
    await vi.waitFor(() => expect(iframe.hidden).toBe(true))
    expect(iframe.style.getPropertyValue('position')).toBe('')
    expect(iframe.getAttribute('style') ?? '').toBe('')
    expect(document.activeElement).toBe(before)
    channel.destroy()
  })

  it('does not show the iframe for a prompt message from another origin, window or channel', async () => {
    const fakes = installFakeFrames()
    restore = fakes.restore
    const channel = createFrameChannel({ frameUrl: FRAME_URL })
    const iframe = document.querySelector('iframe') as HTMLIFrameElement
    const frame = fakes.frameOf()
    frame.reply({ channel: FRAME_CHANNEL, type: 'ready' })
    await channel.ready
    const show = { channel: FRAME_CHANNEL, type: 'ui', visible: true }
    frame.reply(show, 'http://127.0.0.1:6666')
    window.dispatchEvent(new MessageEvent('message', { data: show, origin: FRAME_ORIGIN, source: window }))
    window.dispatchEvent(new MessageEvent('message', { data: show, origin: FRAME_ORIGIN }))
    frame.reply({ ...show, channel: 'other' })
    // the overlay code would have loaded by now: a message from the frame still shows it (below)
    await import('./showFrame')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(iframe.hidden).toBe(true)
    expect(iframe.style.getPropertyValue('position')).toBe('')
    expect(document.activeElement).not.toBe(iframe)
    frame.reply(show)
    await vi.waitFor(() => expect(iframe.hidden).toBe(false))
    channel.destroy()
  })

  it('does not time a call out while the frame waits for the visitor; the wait starts again when hidden', async () => {
    vi.useFakeTimers()
    const fakes = installFakeFrames()
    restore = fakes.restore
    const channel = createFrameChannel({ frameUrl: FRAME_URL, timeoutMs: 5_000 })
    const frame = fakes.frameOf()
    frame.reply({ channel: FRAME_CHANNEL, type: 'ready' })
    await channel.ready
    const settled = vi.fn()
    const call = channel.call('newRecoveryKit', {})
    call.then(settled, settled)
    await vi.advanceTimersByTimeAsync(1_000)
    frame.reply({ channel: FRAME_CHANNEL, type: 'ui', visible: true })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(settled).not.toHaveBeenCalled()
    frame.reply({ channel: FRAME_CHANNEL, type: 'ui', visible: false })
    await vi.advanceTimersByTimeAsync(4_999)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(await rejection(call)).toMatchObject({ code: 'FRAME_TIMEOUT' })

    // answered while shown: resolves as usual
    const answered = channel.call('exportWallet', {})
    document.documentElement.setAttribute('data-latch-theme', 'dark')
    frame.reply({ channel: FRAME_CHANNEL, type: 'ui', visible: true })
    await vi.advanceTimersByTimeAsync(30_000)
    const request = frame.sent.find((sent) => (sent.message as { method?: string }).method === 'exportWallet')
    const id = (request?.message as { id: number } | undefined)?.id ?? -1
    // shown, the frame was told the app's theme: the first time none (it follows the system), then dark
    const themes = frame.sent.filter((sent) => (sent.message as { type?: string }).type === 'theme')
    expect(themes.map((sent) => sent.message)).toEqual([
      { channel: FRAME_CHANNEL, type: 'theme' },
      { channel: FRAME_CHANNEL, type: 'theme', scheme: 'dark' },
    ])
    expect(themes.every((sent) => sent.targetOrigin === new URL(FRAME_URL).origin)).toBe(true)
    document.documentElement.removeAttribute('data-latch-theme')
    frame.reply({ channel: FRAME_CHANNEL, id, result: null })
    expect(await answered).toBeNull()
    channel.destroy()
  })

  it('refuses a frame URL that is not http(s)', () => {
    expect(() => createFrameChannel({ frameUrl: 'javascript:alert(1)' })).toThrow(LatchError)
    expect(() => createFrameChannel({ frameUrl: 'not a url' })).toThrow(LatchError)
  })
})
