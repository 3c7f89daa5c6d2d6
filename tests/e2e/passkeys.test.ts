import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type AuthService, startAuthService } from '@latch/auth-server'
import { API_PATHS } from '@latch/embedded-wallet'
import { type KeyFrameServer, startKeyFrameServer } from '@latch/embedded-wallet/frame-server'
import { reserveLoopbackPort } from '@latch/testing'
import type { Browser, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readPasskeyRows } from '../../packages/auth-server/src/passkeys/testing/readPasskeyRows'
import {
  findKeyMaterial,
  keySecretsOf,
} from '../../packages/embedded-wallet/src/frame/testing/findKeyMaterial'
import { deriveWalletKeys } from '../../packages/embedded-wallet/src/keys/deriveWalletKeys'
import { combineWalletShares, readShare } from '../../packages/embedded-wallet/src/shares/walletShares'
import { guardedPage, launchChromium } from './support/browser'
import { bundleTestScript } from './support/bundleTestScript'
import { readKeyFrameVault } from './support/keyFrameVault'
import { keyFrame, saveRecoveryKit } from './support/recoveryKit'
import { addVirtualAuthenticator } from './support/virtualAuthenticator'

/**
 * Passkey login in real Chromium (issue 30): the key frame, served on `localhost` (WebAuthn refuses
 * an IP address as RP ID), runs the ceremony with Chromium's virtual authenticator (CTAP2,
 * internal, resident keys, user verification, PRF). Context A signs up by passkey and saves its
 * kit; context C, the same authenticator with the frame origin's storage cleared, signs in with
 * PRF and gets the same addresses without the kit. A replayed assertion and a passkey of another
 * RP ID are refused with typed errors, and no message the app page received carries a share or
 * the phrase. A passkey added to an email account, and a passkey whose box a new kit left stale
 * (sealed again at its next sign-in on the known device), recover a fresh frame without the kit;
 * the service's stored rows never hold a share.
 *
 * A "fresh context" for a passkey is this tab with the frame origin's storage cleared and the page
 * loaded again: the virtual authenticator belongs to one tab, and the PRF secret of its
 * credentials cannot be exported to another context's (CDP's `WebAuthn.addCredential` takes no
 * such secret, so an imported credential would give no PRF output).
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
/** The service's SQLite file, read by the tests to assert on what it stores. */
let authDatabase: string
const dataDir = mkdtempSync(join(tmpdir(), 'latch-e2e-passkeys-'))
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
  authDatabase = join(dataDir, 'auth.sqlite')
  auth = await startAuthService({
    port: authPort,
    allowedOrigins: [appOrigin, frameOrigin],
    mail: 'dev-mailbox',
    passkeys,
    databasePath: authDatabase,
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
  rmSync(dataDir, { recursive: true, force: true })
})

/** An email sign-in done by the test against the service (code from its dev mailbox): the session. */
async function emailSession(email: string, deviceId: string): Promise<Session> {
  const post = async (path: string, body: unknown) =>
    (await (
      await fetch(`${auth.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as Record<string, unknown>
  const start = await post(API_PATHS.emailStart, { email, deviceId })
  const mailbox = (await (
    await fetch(`${auth.url}${API_PATHS.devMailbox}?to=${encodeURIComponent(email)}`)
  ).json()) as { messages: { code?: string }[] }
  return (await post(API_PATHS.emailVerify, {
    loginId: start.loginId,
    otp: mailbox.messages.at(-1)?.code,
  })) as unknown as Session
}

/** The frame origin's storage gone and the app loaded again: the frame holds no share (a fresh context). */
async function clearFrameStorage(page: Page) {
  const frameDocument = page.frames().find((f) => f.url() === frameUrl)
  await frameDocument?.evaluate(async () => {
    for (const { name } of await indexedDB.databases()) if (name) indexedDB.deleteDatabase(name)
  })
  await openApp(page)
  const cleared = page.frames().find((f) => f.url() === frameUrl)
  expect(await cleared?.evaluate(async () => (await indexedDB.databases()).length)).toBe(0)
}

/** The stored passkey rows hold no share: neither its text nor its bytes, whole or in part. */
async function expectNoShareInRows(shares: string[]) {
  const rows = await readPasskeyRows({ sqlite: authDatabase })
  expect(rows.some((row) => row.prf_box !== null)).toBe(true)
  const stored = JSON.stringify(rows)
  for (const share of shares) {
    expect(stored).not.toContain(share)
    expect(stored).not.toContain(share.replaceAll('-', ''))
    const bytes = Buffer.from(readShare(share).bytes)
    for (const encoding of ['hex', 'base64url', 'base64'] as const)
      expect(stored).not.toContain(bytes.subarray(0, 12).toString(encoding))
  }
  for (const row of rows) for (const share of shares) expect(row.prf_box).not.toBe(share)
}

describe('passkey login in Chromium', () => {
  it('signs up by passkey (context A), then with the frame storage cleared (context C) signs in with PRF to the same addresses without the kit', async () => {
    const { page, foreignRequests, consoleErrors } = await guardedPage(browser)
    await addVirtualAuthenticator(page)
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
    await addVirtualAuthenticator(page)
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

  it('an email account adds a passkey: a fresh context signs in with it to the same addresses, no kit prompt; the stored box holds no share', async () => {
    const { page, foreignRequests, consoleErrors } = await guardedPage(browser)
    await addVirtualAuthenticator(page)
    await openApp(page)
    const session = await emailSession('added@example.com', 'browser-e')
    const connecting = call(page, 'connect', { token: session.token })
    const kit = await saveRecoveryKit(page)
    const accounts = (await connecting).result
    expect(await listPasskeys(session.token)).toEqual([])
    expect((await passkeyCall(page, 'addPasskey', {}, 'Add a passkey')).result).toBeNull()
    expect(await listPasskeys(session.token)).toEqual([expect.objectContaining({ prf: true })])
    const rows = await readPasskeyRows({ sqlite: authDatabase })
    expect(rows.filter((row) => row.user_id === session.user.id)).toEqual([
      expect.objectContaining({ prf_set_id: readShare(kit).setId }),
    ])
    await expectNoShareInRows([kit])

    await clearFrameStorage(page)
    const signedIn = await passkeyCall(
      page,
      'passkeySignIn',
      { deviceId: 'browser-f' },
      'Sign in with a passkey',
    )
    const again = signedIn.result as Session
    expect(again.user.id).toBe(session.user.id)
    expect((await call(page, 'connect', { token: again.token })).result).toEqual(accounts)
    expect(await keyFrame(page).getByRole('dialog', { name: 'Recover your wallet' }).count()).toBe(0)
    expect(foreignRequests).toEqual([])
    expect(consoleErrors).toEqual([])
    await page.context().close()
  })

  it('after a new recovery kit the box is stale; a passkey sign-in on the known device seals it again, then a fresh context gets the same addresses with no kit prompt', async () => {
    const { page, foreignRequests, consoleErrors } = await guardedPage(browser)
    await addVirtualAuthenticator(page)
    await openApp(page)
    const signedUp = await passkeyCall(page, 'passkeySignUp', { deviceId: 'browser-k' }, 'Create a passkey')
    const session = signedUp.result as Session
    const connecting = call(page, 'connect', { token: session.token })
    const firstKit = await saveRecoveryKit(page)
    const accounts = (await connecting).result
    expect(await listPasskeys(session.token)).toEqual([expect.objectContaining({ prf: true })])

    const replacing = call(page, 'newRecoveryKit')
    const newKit = await saveRecoveryKit(page)
    expect((await replacing).result).toBeNull()
    expect(readShare(newKit).setId).not.toBe(readShare(firstKit).setId)
    // the box holds the first split's share: stale, listed as none
    expect(await listPasskeys(session.token)).toEqual([expect.objectContaining({ prf: false })])

    // the known device: its share and the auth share open the wallet, the same ceremony seals the box
    await openApp(page)
    const known = await passkeyCall(
      page,
      'passkeySignIn',
      { deviceId: 'browser-k' },
      'Sign in with a passkey',
    )
    expect((await call(page, 'connect', { token: (known.result as Session).token })).result).toEqual(accounts)
    expect(await listPasskeys(session.token)).toEqual([expect.objectContaining({ prf: true })])
    const row = (await readPasskeyRows({ sqlite: authDatabase })).find((r) => r.user_id === session.user.id)
    expect(row?.prf_set_id).toBe(readShare(newKit).setId)
    await expectNoShareInRows([firstKit, newKit])

    await clearFrameStorage(page)
    const fresh = await passkeyCall(
      page,
      'passkeySignIn',
      { deviceId: 'browser-l' },
      'Sign in with a passkey',
    )
    expect((await call(page, 'connect', { token: (fresh.result as Session).token })).result).toEqual(accounts)
    expect(await keyFrame(page).getByRole('dialog', { name: 'Recover your wallet' }).count()).toBe(0)
    expect(foreignRequests).toEqual([])
    expect(consoleErrors).toEqual([])
    await page.context().close()
  })
})
