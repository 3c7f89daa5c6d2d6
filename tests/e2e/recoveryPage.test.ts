import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { type KeyFrameServer, startKeyFrameServer } from '@latch/embedded-wallet/frame-server'
import { reserveLoopbackPort } from '@latch/testing'
import type { Browser, Page } from 'playwright-core'
import { recoverTransactionAddress, type TransactionSerializedEIP1559, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifySolanaMessage } from '../../packages/embedded-wallet/src/frame/testing/verifySolanaMessage'
import { createMnemonic } from '../../packages/embedded-wallet/src/keys/createMnemonic'
import { deriveWalletKeys } from '../../packages/embedded-wallet/src/keys/deriveWalletKeys'
import { createRecoveryKit } from '../../packages/embedded-wallet/src/shares/recoveryKit'
import { SHARE_ERROR_MESSAGES } from '../../packages/embedded-wallet/src/shares/ShareError'
import {
  splitWalletSecret,
  type WalletShareSet,
} from '../../packages/embedded-wallet/src/shares/walletShares'
import { type GuardedPage, guardedPage, launchChromium } from './support/browser'

/**
 * The offline recovery page (`/recover` on the key frame's origin) in real Chromium, with the auth
 * service not running: it lists the device share this origin's vault holds, rebuilds the wallet
 * with the kit typed or given as a file, signs what verifies, reveals the phrase only after the
 * confirmation, and makes no request after it loaded. Saved to disk, it works from file:// too.
 */

let browser: Browser
let frame: KeyFrameServer
let dir: string
let mnemonic: string
let set: WalletShareSet
let other: WalletShareSet

/**
 * Stores `text` in the vault under `userId` from inside the page's origin, as the key frame's
 * createKeyVault does (a non-extractable AES-GCM key beside the ciphertext, the user id as data).
 */
function storeInVault(page: Page, userId: string, text: string): Promise<void> {
  return page.evaluate(
    async ([id, value]) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('latch-key-frame', 1)
        request.onupgradeneeded = () => request.result.createObjectStore('vault')
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
        'encrypt',
        'decrypt',
      ])
      const iv = crypto.getRandomValues(new Uint8Array(12))
      const ciphertext = new Uint8Array(
        await crypto.subtle.encrypt(
          { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(id) },
          key,
          new TextEncoder().encode(value),
        ),
      )
      await new Promise<void>((resolve, reject) => {
        const transaction = db.transaction('vault', 'readwrite')
        transaction.objectStore('vault').put({ version: 1, key, iv, ciphertext }, id)
        transaction.oncomplete = () => resolve()
        transaction.onerror = () => reject(transaction.error)
      })
      db.close()
    },
    [userId, text] as const,
  )
}

const AXE_SOURCE: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source

/** axe-core's WCAG 2.1 A/AA and best-practice violations on the whole page (ids and targets). */
async function axeViolations(page: Page): Promise<string[]> {
  // Through the DevTools protocol: the page's CSP stays on.
  await page.evaluate(AXE_SOURCE)
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }
    ).axe
    const result = (await axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    })) as { violations: { id: string; nodes: { target: string[] }[] }[] }
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  })
}

/** Opens the page at `url` and records every request made after it loaded. */
async function openRecoveryPage(guarded: GuardedPage, url: string): Promise<string[]> {
  await guarded.page.goto(url)
  await guarded.page.waitForSelector('#rebuild')
  const requests: string[] = []
  guarded.page.on('request', (request) => requests.push(request.url()))
  return requests
}

async function rebuild(page: Page): Promise<{ evm: string; solana: string }> {
  await page.click('#rebuild')
  await page.waitForSelector('#wallet:not([hidden])')
  return {
    evm: (await page.textContent('#evm-address')) ?? '',
    solana: (await page.textContent('#solana-address')) ?? '',
  }
}

beforeAll(async () => {
  // The auth URL names a loopback port nothing listens on: the auth service is gone.
  const authUrl = `http://127.0.0.1:${await reserveLoopbackPort()}`
  ;[browser, frame] = await Promise.all([
    launchChromium(),
    startKeyFrameServer({ authUrl, allowedOrigins: [] }),
  ])
  dir = await mkdtemp(path.join(tmpdir(), 'latch-recovery-page-'))
  mnemonic = createMnemonic()
  ;[set, other] = await Promise.all([splitWalletSecret(mnemonic), splitWalletSecret(createMnemonic())])
})

afterAll(async () => {
  await browser?.close()
  await frame?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('the offline recovery page', () => {
  it('is served with a CSP that forbids every request and embedding, its script and style inline', async () => {
    const res = await fetch(`${frame.origin}/recover`)
    expect(res.status).toBe(200)
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/=]+'; style-src 'sha256-/)
    expect(csp).toContain("connect-src 'none'; img-src 'none'; font-src 'none'; form-action 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    const html = await res.text()
    expect(html).toContain('<meta http-equiv="Content-Security-Policy"')
    expect(html).not.toMatch(/\s(src|href)=/)
    expect((await fetch(`${frame.origin}/recover`, { method: 'POST' })).status).toBe(405)
  })

  it("lists this origin's device share, rebuilds the wallet with the typed kit and signs, with no request after load", async () => {
    const guarded = await guardedPage(browser)
    const { page } = guarded
    await page.goto(`${frame.origin}/recover`)
    await storeInVault(page, 'user-1', set.device)
    await storeInVault(page, 'user-2', set.auth) // not a device share: not listed
    const requests = await openRecoveryPage(guarded, `${frame.origin}/recover`)

    expect(await page.locator('.shares li').count()).toBe(2)
    expect(await page.textContent('label[for="share-0"]')).toBe(`Wallet share ${set.setId} (account user-1)`)
    expect(await page.isChecked('#share-0')).toBe(true)
    await page.click('.shares li button')
    expect(await page.inputValue('#share-0-text')).toBe(set.device)

    await page.fill('#kit-code', set.recovery)
    const keys = deriveWalletKeys(mnemonic)
    expect(await rebuild(page)).toEqual(keys.accounts)

    const message = 'Still mine, with no server'
    await page.fill('#message', message)
    await page.click('#sign-message')
    await page.waitForFunction(() => (document.querySelector('#solana-signature')?.textContent ?? '') !== '')
    const evmSignature = (await page.textContent('#evm-signature')) as `0x${string}`
    expect(await verifyMessage({ address: keys.accounts.evm, message, signature: evmSignature })).toBe(true)
    expect(
      verifySolanaMessage(message, (await page.textContent('#solana-signature')) ?? '', keys.accounts.solana),
    ).toBe(true)

    await page.fill(
      '#transaction',
      JSON.stringify({
        chainId: '0x7a69',
        nonce: '0x3',
        to: '0x000000000000000000000000000000000000dEaD',
        value: '0xde0b6b3a7640000',
        gas: '0x5208',
        maxFeePerGas: '0x77359400',
        maxPriorityFeePerGas: '0x3b9aca00',
      }),
    )
    await page.click('#sign-transaction')
    await page.waitForFunction(
      () => (document.querySelector('#signed-transaction')?.textContent ?? '') !== '',
    )
    const serialized = (await page.textContent('#signed-transaction')) as TransactionSerializedEIP1559
    expect(await recoverTransactionAddress({ serializedTransaction: serialized })).toBe(keys.accounts.evm)
    expect(await axeViolations(page)).toEqual([])

    expect(requests).toEqual([])
    expect(guarded.foreignRequests).toEqual([])
    expect(guarded.consoleErrors).toEqual([])
    await guarded.context.close()
  })

  it('reveals the phrase only after the confirmation is ticked', async () => {
    const guarded = await guardedPage(browser, { colorScheme: 'dark' })
    const { page } = guarded
    const requests = await openRecoveryPage(guarded, `${frame.origin}/recover`)
    await page.check('#share-paste')
    await page.fill('#pasted-share', set.auth)
    await page.fill('#kit-code', set.recovery)
    await rebuild(page)
    expect(await page.isVisible('#phrase')).toBe(false)
    await page.click('#show-phrase')
    expect(await page.isDisabled('#reveal-phrase')).toBe(true)
    await page.check('#phrase-consent')
    await page.click('#reveal-phrase')
    expect(await page.textContent('#phrase')).toBe(mnemonic)
    expect(await axeViolations(page)).toEqual([])
    // Dark: the page follows the visitor's colour scheme.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 18, 21)')
    expect(requests).toEqual([])
    await guarded.context.close()
  })

  it("reads the kit from a file, and refuses another wallet's kit with the share error's message", async () => {
    const guarded = await guardedPage(browser)
    const { page } = guarded
    const requests = await openRecoveryPage(guarded, `${frame.origin}/recover`)
    await page.check('#share-paste')
    await page.fill('#pasted-share', set.device)
    await page.fill('#kit-code', other.recovery)
    await page.click('#rebuild')
    await page.waitForSelector('#status[data-state="error"]')
    expect(await page.textContent('#status')).toBe(SHARE_ERROR_MESSAGES.mismatch)
    expect(await page.isHidden('#wallet')).toBe(true)

    const kit = createRecoveryKit(set.recovery, deriveWalletKeys(mnemonic).accounts, new Date())
    await page.setInputFiles('#kit-file', {
      name: 'latch-recovery-kit.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(kit, null, 2)),
    })
    expect(await rebuild(page)).toEqual(deriveWalletKeys(mnemonic).accounts)
    expect(requests).toEqual([])
    await guarded.context.close()
  })

  it('saves itself as one file that works from file:// with the share and the kit pasted', async () => {
    const guarded = await guardedPage(browser)
    await openRecoveryPage(guarded, `${frame.origin}/recover`)
    const [download] = await Promise.all([
      guarded.page.waitForEvent('download'),
      guarded.page.click('#save-page'),
    ])
    const saved = path.join(dir, 'latch-wallet-recovery.html')
    await download.saveAs(saved)
    expect(await readFile(saved, 'utf8')).toMatch(/^<!doctype html>\n<html lang="en">/)

    // Its own guard: the saved file may load (file:), nothing else; every request is recorded.
    const context = await browser.newContext()
    const attempted: string[] = []
    await context.route('**/*', (route) => {
      attempted.push(route.request().url())
      return route.request().url().startsWith('file:') ? route.continue() : route.abort('blockedbyclient')
    })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (entry) => entry.type() === 'error' && errors.push(entry.text()))
    const url = pathToFileURL(saved).href
    await page.goto(url)
    await page.check('#share-paste')
    await page.fill('#pasted-share', set.device)
    await page.fill('#kit-code', set.recovery)
    expect(await rebuild(page)).toEqual(deriveWalletKeys(mnemonic).accounts)
    expect(attempted.filter((request) => request !== url)).toEqual([])
    expect(errors).toEqual([])
    await guarded.context.close()
    await context.close()
  })
})
