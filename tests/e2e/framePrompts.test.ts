import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameContentSecurityPolicy } from '../../packages/embedded-wallet/src/frame/server/frameHeaders'
import { createRecoveryKit } from '../../packages/embedded-wallet/src/shares/recoveryKit'
import { splitWalletSecret } from '../../packages/embedded-wallet/src/shares/walletShares'
import { type GuardedPage, guardedPage, launchChromium } from './support/browser'
import { bundleTestScript } from './support/bundleTestScript'

/**
 * The key frame's prompts in real Chromium: an app page under a CSP without inline styles embeds a
 * frame page from another origin under the key frame's own CSP (`default-src 'none'`). The frame
 * page answers each call with one prompt (a stand-in for the key frame handler, which calls the
 * same prompts): the app page must show the frame over everything while it asks, hide it after,
 * and never receive what the prompt shows.
 */

const MNEMONIC = 'legal winner thank year wave sausage worth useful legal winner thank yellow'
const WALLET = {
  evm: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  solana: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
}

const frameEntry = (kit: unknown, appOrigin: () => string) => `
import { createDomPrompts } from './packages/embedded-wallet/src/frame/page/prompts/createDomPrompts.ts'
import { FRAME_CHANNEL } from './packages/embedded-wallet/src/protocol/frame.ts'
const APP = ${JSON.stringify(appOrigin())}
const kit = ${JSON.stringify(kit)}
const secret = { mnemonic: ${JSON.stringify(MNEMONIC)}, evmPrivateKey: '0x' + 'ab'.repeat(32), solanaSecretKey: 'So1anaSecretKeyStandIn' }
const prompts = createDomPrompts({
  document: () => document,
  setVisible: (visible) => parent.postMessage({ channel: FRAME_CHANNEL, type: 'ui', visible }, APP),
})
window.addEventListener('message', async (event) => {
  if (event.source !== parent || event.origin !== APP || event.data?.channel !== FRAME_CHANNEL) return
  const { id, method } = event.data
  let result = null
  if (method === 'newRecoveryKit') await prompts.showRecoveryKit(kit)
  if (method === 'exportWallet') await prompts.revealSecret(secret)
  // connect on a device without its share asks for the kit; the stand-in answers with what was given
  if (method === 'connect') result = { given: (await prompts.askRecoveryKit({ message: 'Wrong kit.', attemptsLeft: 4 })) ?? null }
  parent.postMessage({ channel: FRAME_CHANNEL, id, result }, APP)
})
parent.postMessage({ channel: FRAME_CHANNEL, type: 'ready' }, APP)
`

const APP_ENTRY = `
import { createFrameChannel } from './packages/embedded-wallet/src/client/createFrameChannel.ts'
const raw = []
window.addEventListener('message', (event) => raw.push(JSON.stringify(event.data)))
const channel = createFrameChannel({ frameUrl: new URLSearchParams(location.search).get('frame'), timeoutMs: 3000 })
window.promptTest = { raw, call: (method, params) => channel.call(method, params).then((result) => ({ result }), (error) => ({ code: error.code })) }
`

let browser: Browser
let kit: Awaited<ReturnType<typeof createRecoveryKit>>
let recoveryCode: string
const servers: Server[] = []

async function serve(
  handler: (path: string) => { headers: Record<string, string>; body: string } | undefined,
) {
  const server = createServer((req, res) => {
    const answer = handler(new URL(req.url ?? '/', 'http://x.invalid').pathname)
    if (!answer) return res.writeHead(404).end()
    res.writeHead(200, answer.headers).end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

let appUrl: string

beforeAll(async () => {
  const set = await splitWalletSecret(MNEMONIC)
  recoveryCode = set.recovery
  kit = createRecoveryKit(set.recovery, WALLET, new Date('2026-11-29T12:00:00Z'))
  let appOrigin = ''
  let frameOrigin = ''
  const appScript = await bundleTestScript(APP_ENTRY)
  appOrigin = await serve((path) => {
    if (path === '/app.html')
      return {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': `default-src 'self'; frame-src ${frameOrigin}`,
        },
        body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Prompt test app</title><script type="module" src="/app.js"></script></head><body><h1>App</h1><button id="before">Account</button></body></html>',
      }
    if (path === '/app.js') return { headers: { 'content-type': 'text/javascript' }, body: appScript }
    return undefined
  })
  const frameScript = await bundleTestScript(frameEntry(kit, () => appOrigin))
  frameOrigin = await serve((path) => {
    if (path === '/frame.html')
      return {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': frameContentSecurityPolicy('http://127.0.0.1:1', [appOrigin]),
        },
        body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Latch key frame</title><script type="module" src="/frame.js"></script></head><body></body></html>',
      }
    if (path === '/frame.js') return { headers: { 'content-type': 'text/javascript' }, body: frameScript }
    return undefined
  })
  appUrl = `${appOrigin}/app.html?frame=${encodeURIComponent(`${frameOrigin}/frame.html`)}`
  browser = await launchChromium()
}, 60_000)

afterAll(async () => {
  await browser?.close()
  for (const server of servers) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

type Opened = GuardedPage & { keyFrame: () => Frame; call(method: string): Promise<unknown> }

async function open(): Promise<Opened> {
  const guarded = await guardedPage(browser)
  await guarded.page.goto(appUrl)
  await guarded.page.waitForFunction(() => 'promptTest' in window)
  await guarded.page.focus('#before')
  const keyFrame = () => {
    const found = guarded.page.frames().find((f) => f.url().endsWith('/frame.html'))
    if (!found) throw new Error('no key frame')
    return found
  }
  const call = (method: string) =>
    guarded.page.evaluate(
      (m) =>
        (
          window as unknown as { promptTest: { call(m: string, p: unknown): Promise<unknown> } }
        ).promptTest.call(m, {}),
      method,
    )
  return { ...guarded, keyFrame, call }
}

/** The iframe's box on the page, or null while it is hidden. */
const frameBox = (page: Page) => page.locator('iframe').boundingBox()

describe('the key frame prompts in Chromium', () => {
  it('shows the frame over the whole page while the recovery kit is shown, downloads the kit, and hides it after Done', async () => {
    const { page, context, keyFrame, call, consoleErrors } = await open()
    const answered = call('newRecoveryKit')
    await expect.poll(() => frameBox(page)).toEqual({ x: 0, y: 0, width: 1100, height: 800 })
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME')
    const frame = keyFrame()
    await frame.getByRole('dialog', { name: 'Save your recovery kit' }).waitFor()
    expect(
      await frame.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement)),
    ).toBe(true)
    // the constructed stylesheet applies under the frame's CSP: the dialog is a card, not unstyled
    expect(
      await frame.evaluate(
        () => getComputedStyle(document.querySelector('[role="dialog"]') as Element).borderRadius,
      ),
    ).toBe('20px')
    // nothing in the page can tell what the code is
    expect(await page.evaluate(() => document.body.textContent)).not.toContain(kit.code.slice(0, 9))

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      frame.getByRole('button', { name: 'Download kit' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('latch-recovery-kit.json')
    const stream = await download.createReadStream()
    let text = ''
    for await (const chunk of stream) text += chunk
    expect(JSON.parse(text)).toEqual(kit)

    // waiting for the visitor longer than the channel's 3 s timeout does not time the call out
    await page.waitForTimeout(3_500)
    await page.keyboard.press('Escape')
    expect(await frame.getByRole('button', { name: 'Done' }).isDisabled()).toBe(true)
    await frame.getByLabel('I saved my recovery kit').check()
    await frame.getByRole('button', { name: 'Done' }).click()
    expect(await answered).toEqual({ result: null })
    await expect.poll(() => frameBox(page)).toBeNull()
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('before')
    const raw = await page.evaluate(
      () => (window as unknown as { promptTest: { raw: string[] } }).promptTest.raw,
    )
    expect(raw.join('\n')).not.toContain(kit.code)
    expect(consoleErrors).toEqual([])
    await context.close()
  }, 30_000)

  it('asks for the kit: the code typed is answered, Escape answers nothing; the export shows the phrase only after the warning', async () => {
    const { page, context, keyFrame, call, consoleErrors } = await open()
    const asked = call('connect')
    const frame = keyFrame()
    await frame.getByRole('dialog', { name: 'Recover your wallet' }).waitFor()
    expect(await frame.getByRole('alert').textContent()).toBe('Wrong kit. 4 attempts left.')
    await page.keyboard.type(recoveryCode)
    await frame.getByRole('button', { name: 'Recover' }).click()
    expect(await asked).toEqual({ result: { given: recoveryCode } })
    await expect.poll(() => frameBox(page)).toBeNull()

    const cancelled = call('connect')
    await frame.getByRole('dialog', { name: 'Recover your wallet' }).waitFor()
    await page.keyboard.press('Escape')
    expect(await cancelled).toEqual({ result: { given: null } })

    const exported = call('exportWallet')
    await frame.getByRole('dialog', { name: 'Export your wallet' }).waitFor()
    expect(await frame.evaluate(() => document.body.textContent)).not.toContain('sausage')
    await frame.getByRole('button', { name: 'Show recovery phrase' }).click()
    expect(await frame.locator('[data-latch-words] li').allInnerTexts()).toHaveLength(12)
    await frame.getByRole('button', { name: 'Done' }).click()
    expect(await exported).toEqual({ result: null })
    await expect.poll(() => frameBox(page)).toBeNull()
    const raw = await page.evaluate(
      () => (window as unknown as { promptTest: { raw: string[] } }).promptTest.raw,
    )
    expect(raw.join('\n')).not.toContain('sausage')
    expect(consoleErrors).toEqual([])
    await context.close()
  }, 30_000)
})
