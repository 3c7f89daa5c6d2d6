import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Window } from 'happy-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { FRAME_CHANNEL } from '../../protocol/frame'
import type { FrameMessageEvent } from '../createKeyFrameHandler'
import { createFrameScriptCache } from '../server/buildFrameScript'
import { startKeyFrameServer } from '../server/startKeyFrameServer'
import { createMemoryVaultStorage } from '../vault/createMemoryVaultStorage'
import { PROMPT_TEXTS } from './prompts/promptTexts'
import { readKeyFrameConfig } from './readKeyFrameConfig'
import { type KeyFrameWindow, startKeyFrame } from './startKeyFrame'

const APP = 'http://127.0.0.1:5173'
const cache = createFrameScriptCache()
const cleanups: (() => Promise<void>)[] = []

afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
})

/** An auth stand-in on loopback that knows one token (issues wallet challenges to it, and takes any split). */
async function startAuth() {
  const server = createServer((req, res) => {
    if (req.headers.authorization !== 'Bearer good') {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"error":{"code":"UNAUTHORIZED","message":"no"}}')
      return
    }
    req.resume()
    const body =
      req.url === '/v1/wallet/challenge'
        ? { challenge: 'c'.repeat(43), expiresAt: 1 }
        : { user: { id: 'u-1', preferredAccountType: 'eoa' } }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** The frame page's window: its origin is the frame server's; its parent records what it receives. */
function fakeWindow(origin: string) {
  const received: { message: unknown; targetOrigin: string }[] = []
  const listeners = new Set<(event: FrameMessageEvent) => void>()
  const parent = {
    postMessage: (message: unknown, targetOrigin: string) => received.push({ message, targetOrigin }),
  }
  const window: KeyFrameWindow = {
    location: { origin },
    parent,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  }
  const dispatch = (event: FrameMessageEvent) => {
    for (const listener of listeners) listener(event)
  }
  return { window, parent, received, listeners, dispatch }
}

describe('startKeyFrame', () => {
  it('reads its config from its own origin, posts ready to each allowed origin, shows a new wallet its kit over the app and answers the parent', async () => {
    const authUrl = await startAuth()
    const frameServer = await startKeyFrameServer({
      authUrl,
      allowedOrigins: [APP, 'http://localhost:1'],
      cache,
    })
    cleanups.push(frameServer.close)
    const page = fakeWindow(frameServer.origin)
    const document = new Window().document as unknown as Document
    const frame = await startKeyFrame({ window: page.window, storage: createMemoryVaultStorage(), document })

    expect(page.received).toEqual([
      { message: { channel: FRAME_CHANNEL, type: 'ready' }, targetOrigin: APP },
      { message: { channel: FRAME_CHANNEL, type: 'ready' }, targetOrigin: 'http://localhost:1' },
    ])
    page.dispatch({
      data: { channel: FRAME_CHANNEL, id: 1, method: 'connect', params: { token: 'good' } },
      origin: APP,
      source: page.parent,
    })
    // connect creates the keys, registers them with their proof, stores the split, then shows the
    // recovery kit in the frame's own page: the app is told to show the frame, to the asking origin
    const saved = await expect
      .poll(() => [...document.querySelectorAll('input[type="checkbox"]')].at(0), { timeout: 10_000 })
      .toBeDefined()
      .then(() => document.querySelector<HTMLInputElement>('input[type="checkbox"]') as HTMLInputElement)
    expect(page.received[2]).toEqual({
      message: { channel: FRAME_CHANNEL, type: 'ui', visible: true },
      targetOrigin: APP,
    })
    expect(page.received).toHaveLength(3)
    expect(document.body.textContent).toMatch(/[A-Z2-7]{60}/)
    saved.click()
    const done = [...document.querySelectorAll('button')].find((b) => b.textContent === PROMPT_TEXTS.done)
    done?.click()
    await expect.poll(() => page.received.length, { timeout: 10_000 }).toBe(5)
    expect(page.received[3]).toEqual({
      message: { channel: FRAME_CHANNEL, type: 'ui', visible: false },
      targetOrigin: APP,
    })
    expect(page.received[4]).toMatchObject({
      targetOrigin: APP,
      message: { id: 1, result: { evm: expect.any(String) } },
    })

    frame.stop()
    expect(page.listeners.size).toBe(0)
    // the polls above may take 10 s each on a loaded machine: the test's own limit covers them
  }, 25_000)

  it("takes the app's theme for its prompts from its parent at an allowed origin, and from nobody else", async () => {
    const authUrl = await startAuth()
    const frameServer = await startKeyFrameServer({ authUrl, allowedOrigins: [APP], cache })
    cleanups.push(frameServer.close)
    const page = fakeWindow(frameServer.origin)
    const document = new Window().document as unknown as Document
    const frame = await startKeyFrame({ window: page.window, storage: createMemoryVaultStorage(), document })
    const theme = (scheme?: string) => ({
      channel: FRAME_CHANNEL,
      type: 'theme',
      ...(scheme ? { scheme } : {}),
    })
    const root = document.documentElement

    page.dispatch({ data: theme('dark'), origin: 'http://localhost:4000', source: page.parent })
    page.dispatch({ data: theme('dark'), origin: APP, source: {} })
    expect(root.getAttribute('data-latch-theme')).toBeNull()
    page.dispatch({ data: theme('dark'), origin: APP, source: page.parent })
    expect(root.getAttribute('data-latch-theme')).toBe('dark')
    page.dispatch({ data: theme('<b>'), origin: APP, source: page.parent })
    expect(root.getAttribute('data-latch-theme')).toBeNull()
    page.dispatch({ data: theme('light'), origin: APP, source: page.parent })
    expect(root.getAttribute('data-latch-theme')).toBe('light')
    // nothing is answered to a theme
    expect(page.received).toHaveLength(1)
    frame.stop()
  })

  it('fails to start on a config that is not its own frame config', async () => {
    const page = fakeWindow('http://127.0.0.1:1')
    const fetchStub = (async () => new Response('{"authUrl":"x","allowedOrigins":"*"}')) as typeof fetch
    await expect(
      startKeyFrame({ window: page.window, fetch: fetchStub, storage: createMemoryVaultStorage() }),
    ).rejects.toThrow('Invalid key frame configuration')
    expect(page.received).toEqual([])
    expect(page.listeners.size).toBe(0)
  })
})

describe('readKeyFrameConfig', () => {
  it('keeps the smart-account implementation the frame may delegate to', () => {
    const smartAccountImplementation = '0x882dd049E323AfA9F98d5553f2d267E5c084Daeb'
    expect(
      readKeyFrameConfig({ authUrl: 'https://auth.example', allowedOrigins: [], smartAccountImplementation }),
    ).toEqual({ authUrl: 'https://auth.example', allowedOrigins: [], smartAccountImplementation })
  })

  it('accepts exact origins and an http(s) auth URL, and nothing else', () => {
    expect(
      readKeyFrameConfig({
        authUrl: 'https://auth.example/v',
        allowedOrigins: ['https://app.example'],
        x: 1,
      }),
    ).toEqual({
      authUrl: 'https://auth.example/v',
      allowedOrigins: ['https://app.example'],
    })
    for (const bad of [
      null,
      { authUrl: 'javascript:alert(1)', allowedOrigins: [] },
      { authUrl: 'https://a.example', allowedOrigins: ['*'] },
      { authUrl: 'https://a.example', allowedOrigins: ['https://app.example/path'] },
      { authUrl: 'https://a.example', allowedOrigins: 'https://app.example' },
      { authUrl: 'https://a.example', allowedOrigins: [], smartAccountImplementation: '0x1234' },
    ]) {
      expect(() => readKeyFrameConfig(bad)).toThrow('Invalid key frame configuration')
    }
  })
})
