import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type AuthService, startAuthService } from '@latch/auth-server'
import { type KeyFrameServer, startKeyFrameServer } from '@latch/embedded-wallet/frame-server'
import { reserveLoopbackPort } from '@latch/testing'
import type { Browser, CDPSession, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  findKeyMaterial,
  keySecretsOf,
} from '../../packages/embedded-wallet/src/frame/testing/findKeyMaterial'
import { deriveWalletKeys } from '../../packages/embedded-wallet/src/keys/deriveWalletKeys'
import { combineWalletShares } from '../../packages/embedded-wallet/src/shares/walletShares'
import { guardedPage, launchChromium } from './support/browser'
import { bundleTestScript } from './support/bundleTestScript'
import { readKeyFrameVault } from './support/keyFrameVault'
import { keyFrame, saveRecoveryKit } from './support/recoveryKit'

/**
 * Passkey login in real Chromium (issue 30): the key frame, served on `localhost` (WebAuthn refuses
 * an IP address as RP ID), runs the ceremony with Chromium's virtual authenticator (CTAP2,
 * internal, resident keys, user verification, PRF). Context A signs up by passkey and saves its
 * kit; context C, the same authenticator with the frame origin's storage cleared, signs in with
 * PRF and gets the same addresses without the kit. A replayed assertion and a passkey of another
 * RP ID are refused with typed errors, and no message the app page received carries a share or
 * the phrase.
 */

/** The test app's script: a frame channel, every accepted and every raw message, settled calls. */
const APP_ENTRY = `
import { createFrameChannel } from './packages/embedded-wallet/src/client/createFrameChannel.ts'
const accepted = []
const raw = []
window.addEventListener('message', (event) => raw.push({ origin: event.origin, data: event.data }))
const channel = createFrameChannel({
  frameUrl: new URLSearchParams(location.search).get('frame'),
  onMessage: (data, origin) => accepted.push({ origin, data }),
})
const settle = (promise) =>
  promise.then(
    (result) => ({ result }),
    (error) => ({ error: { code: error.code, message: error.shortMessage ?? error.message } }),
  )
window.passkeyTest = { accepted, raw, ready: () => settle(channel.ready), call: (m, p) => settle(channel.call(m, p)) }
`

type Settled = { result?: unknown; error?: { code: string; message: string } }
type Session = { token: string; user: { id: string } }

let browser: Browser
let auth: AuthService
let otherRp: AuthService
let frame: KeyFrameServer
let frameOrigin: string
let frameUrl: string
let appOrigin: string
const closers: (() => Promise<void>)[] = []

const call = (page: Page, method: string, params: unknown = {}) =>
  page.evaluate(
    ([m, p]) =>
      (
        window as unknown as { passkeyTest: { call(m: string, p: unknown): Promise<Settled> } }
      ).passkeyTest.call(m as string, p),
    [method, params] as const,
  )
const messages = (page: Page) =>
  page.evaluate(() => {
    const { accepted, raw } = (window as unknown as { passkeyTest: { accepted: unknown[]; raw: unknown[] } })
      .passkeyTest
    return { accepted, raw }
  })

async function openApp(page: Page) {
  await page.goto(`${appOrigin}/app.html?${new URLSearchParams({ frame: frameUrl })}`)
  await page.waitForFunction(() => 'passkeyTest' in window)
  expect(
    await page.evaluate(() =>
      (window as unknown as { passkeyTest: { ready(): Promise<Settled> } }).passkeyTest.ready(),
    ),
  ).toEqual({ result: undefined })
}

/** Chromium's virtual authenticator on the page's session: a platform passkey with PRF. */
async function addAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable', { enableUI: false })
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
      automaticPresenceSimulation: true,
    },
  })
  return cdp
}

/** The visitor clicks "Continue with a passkey" in the frame's prompt titled `title`. */
async function continueWithPasskey(page: Page, title: string) {
  const prompt = keyFrame(page).getByRole('dialog', { name: title })
  await prompt.waitFor({ timeout: 30_000 })
  await prompt.getByRole('button', { name: 'Continue with a passkey' }).click()
}

/** A passkey call whose prompt the visitor answers; settles with the frame's answer. */
async function passkeyCall(page: Page, method: string, params: unknown, title: string): Promise<Settled> {
  const answer = call(page, method, params)
  await continueWithPasskey(page, title)
  return answer
}

const listPasskeys = async (token: string) =>
  (
    (await (
      await fetch(`${auth.url}/v1/passkeys`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      passkeys: { prf: boolean }[]
    }
  ).passkeys

beforeAll(async () => {
  const script = await bundleTestScript(APP_ENTRY)
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Passkey test app</title>' +
    '<script type="module" src="/app.js"></script></head><body><h1>App</h1></body></html>'
  const appServer = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://app.invalid').pathname
    if (path === '/app.html')
      res
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': `default-src 'self'; frame-src ${frameOrigin}`,
        })
        .end(html)
    else if (path === '/app.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
    else res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve))
  // the app is reached by name too: a frame of another site would have no storage in this
  // Chromium (third-party storage is blocked, and its partitioning is off under Playwright)
  appOrigin = `http://localhost:${(appServer.address() as AddressInfo).port}`
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        appServer.close(() => resolve())
        appServer.closeAllConnections()
      }),
  )

  const authPort = await reserveLoopbackPort()
  frame = await startKeyFrameServer({ authUrl: `http://127.0.0.1:${authPort}`, allowedOrigins: [appOrigin] })
  closers.push(frame.close)
  // the frame is reached by name: its host is the RP ID
  frameOrigin = frame.origin.replace('127.0.0.1', 'localhost')
  frameUrl = `${frameOrigin}/frame.html`
  const passkeys = { rpId: 'localhost', rpName: 'Latch e2e', origins: [frameOrigin] }
  auth = await startAuthService({
    port: authPort,
    allowedOrigins: [appOrigin, frameOrigin],
    mail: 'dev-mailbox',
    passkeys,
  })
  closers.push(auth.close)
  // another relying party: the same frame origin, another RP ID
  otherRp = await startAuthService({
    allowedOrigins: [frameOrigin],
    mail: 'dev-mailbox',
    passkeys: { ...passkeys, rpId: 'wallet.example' },
  })
  closers.push(otherRp.close)
  browser = await launchChromium()
  closers.push(() => browser.close())
}, 120_000)

afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined)
})

describe('passkey login in Chromium', () => {
  it('signs up by passkey (context A), then with the frame storage cleared (context C) signs in with PRF to the same addresses without the kit', async () => {
    const { page, foreignRequests, consoleErrors } = await guardedPage(browser)
    await addAuthenticator(page)
    await openApp(page)

    // context A: sign-up, the kit prompt, the addresses
    const signedUp = await passkeyCall(page, 'passkeySignUp', { deviceId: 'browser-a' }, 'Create a passkey')
    const session = signedUp.result as Session
    expect(Object.keys(session).sort()).toEqual(['token', 'user'])
    const connecting = call(page, 'connect', { token: session.token })
    const kit = await saveRecoveryKit(page)
    const accounts = (await connecting).result
    expect(await listPasskeys(session.token)).toEqual([expect.objectContaining({ prf: true })])

    // what the frame holds, read with the test's privilege (not the page's)
    const frameDocument = page.frames().find((f) => f.url() === frameUrl)
    const record = (await readKeyFrameVault(frameDocument as NonNullable<typeof frameDocument>)).find(
      (r) => r.userId === session.user.id,
    )
    const deviceShare = record?.stored as string
    const mnemonic = await combineWalletShares(deviceShare, kit)
    expect(deriveWalletKeys(mnemonic).accounts).toEqual(accounts)
    const seenInA = await messages(page)

    // context C: the same authenticator, the frame origin's IndexedDB gone, a fresh page load
    await frameDocument?.evaluate(async () => {
      for (const { name } of await indexedDB.databases()) if (name) indexedDB.deleteDatabase(name)
    })
    await openApp(page)
    const cleared = page.frames().find((f) => f.url() === frameUrl)
    expect(await cleared?.evaluate(async () => (await indexedDB.databases()).length)).toBe(0)
    const signedIn = await passkeyCall(
      page,
      'passkeySignIn',
      { deviceId: 'browser-c' },
      'Sign in with a passkey',
    )
    const again = signedIn.result as Session
    expect(Object.keys(again).sort()).toEqual(['token', 'user'])
    expect(again.user.id).toBe(session.user.id)
    expect((await call(page, 'connect', { token: again.token })).result).toEqual(accounts)
    expect(await keyFrame(page).getByRole('dialog', { name: 'Recover your wallet' }).count()).toBe(0)
    const authShare = (
      (await (
        await fetch(`${auth.url}/v1/wallet/shares`, { headers: { authorization: `Bearer ${again.token}` } })
      ).json()) as { authShare: string }
    ).authShare
    const seenInC = await messages(page)
    expect(
      findKeyMaterial([seenInA, seenInC], keySecretsOf(mnemonic, [deviceShare, authShare, kit])),
    ).toEqual([])
    expect(foreignRequests).toEqual([])
    expect(consoleErrors).toEqual([])
    await page.context().close()
  })

  it('refuses a replayed assertion and a passkey of another RP ID with typed errors', async () => {
    const { page } = await guardedPage(browser)
    await addAuthenticator(page)
    await openApp(page)
    expect(
      (await passkeyCall(page, 'passkeySignUp', { deviceId: 'browser-r' }, 'Create a passkey')).result,
    ).toBeDefined()

    // the first sign-in's assertion is recorded; the next sign-in sends it again
    let recorded: string | undefined
    await page.context().route('**/v1/passkeys/login/verify', async (route: Route) => {
      if (route.request().method() !== 'POST') return route.continue()
      recorded ??= route.request().postData() ?? undefined
      return route.continue({ postData: recorded })
    })
    const first = await passkeyCall(
      page,
      'passkeySignIn',
      { deviceId: 'browser-r' },
      'Sign in with a passkey',
    )
    expect(first.result).toBeDefined()
    const replayed = await passkeyCall(
      page,
      'passkeySignIn',
      { deviceId: 'browser-r' },
      'Sign in with a passkey',
    )
    expect(replayed.error).toEqual({
      code: 'PASSKEY_REFUSED',
      message: 'The auth service refused this passkey: PASSKEY_CHALLENGE',
    })

    // a relying party whose RP ID is not the frame's host: the passkey the browser makes for
    // `localhost` (the options' RP ID rewritten so Chromium makes one) is refused there
    const forward = async (
      route: Route,
      path: string,
      rewrite: (body: Record<string, unknown>) => unknown,
    ) => {
      if (route.request().method() !== 'POST') return route.continue()
      const answer = await fetch(`${otherRp.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: route.request().postData() ?? '{}',
      })
      const body = (await answer.json()) as Record<string, unknown>
      return route.fulfill({
        status: answer.status,
        headers: { 'content-type': 'application/json', 'access-control-allow-origin': frameOrigin },
        body: JSON.stringify(rewrite(body)),
      })
    }
    await page.context().route('**/v1/passkeys/register/options', (route) =>
      forward(route, '/v1/passkeys/register/options', (body) => {
        const options = body.options as { rp: { id: string } }
        return { options: { ...options, rp: { ...options.rp, id: 'localhost' } } }
      }),
    )
    await page
      .context()
      .route('**/v1/passkeys/register/verify', (route) =>
        forward(route, '/v1/passkeys/register/verify', (body) => body),
      )
    const otherRpSignUp = await passkeyCall(
      page,
      'passkeySignUp',
      { deviceId: 'browser-r' },
      'Create a passkey',
    )
    expect(otherRpSignUp.error).toEqual({
      code: 'PASSKEY_REFUSED',
      message: 'The auth service refused this passkey: PASSKEY_INVALID',
    })
    await page.context().close()
  })
})
