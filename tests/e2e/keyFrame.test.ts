import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type AuthService, startAuthService } from '@latch/auth-server'
import { type KeyFrameServer, startKeyFrameServer } from '@latch/embedded-wallet/frame-server'
import { reserveLoopbackPort } from '@latch/testing'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import type { Browser, Page } from 'playwright-core'
import { recoverTransactionAddress, type TransactionSerializedEIP1559, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  findKeyMaterial,
  keySecretsOf,
} from '../../packages/embedded-wallet/src/frame/testing/findKeyMaterial'
import {
  solanaMessageParam,
  verifySolanaMessage,
} from '../../packages/embedded-wallet/src/frame/testing/verifySolanaMessage'
import { deriveWalletKeys } from '../../packages/embedded-wallet/src/keys/deriveWalletKeys'
import { combineWalletShares, readShare } from '../../packages/embedded-wallet/src/shares/walletShares'
import { guardedPage, launchChromium } from './support/browser'
import { bundleTestScript } from './support/bundleTestScript'
import { readKeyFrameVault } from './support/keyFrameVault'
import { giveRecoveryKit, keyFrame, saveRecoveryKit } from './support/recoveryKit'

/**
 * The key frame in real Chromium: an app page on one loopback origin embeds the frame served from
 * another, which talks to the real auth service. Proves the origin isolation the frame relies on:
 * the page cannot read the frame or its storage, no message it receives carries key material, and
 * pages on other origins can neither embed the frame nor get answers from it.
 */

/** The test app's script: a frame channel, every accepted and every raw message, settled calls. */
const APP_ENTRY = `
import { createFrameChannel } from './packages/embedded-wallet/src/client/createFrameChannel.ts'
const params = new URLSearchParams(location.search)
const accepted = []
const raw = []
window.addEventListener('message', (event) => raw.push({ origin: event.origin, data: event.data }))
const channel = createFrameChannel({
  frameUrl: params.get('frame'),
  timeoutMs: Number(params.get('timeout') ?? 30000),
  onMessage: (data, origin) => accepted.push({ origin, data }),
})
const settle = (promise) =>
  promise.then(
    (result) => ({ result }),
    (error) => ({ error: { name: error.name, code: error.code, message: error.shortMessage ?? error.message } }),
  )
window.keyFrameTest = {
  accepted,
  raw,
  ready: () => settle(channel.ready),
  call: (method, params) => settle(channel.call(method, params)),
}
`

type Settled = { result?: unknown; error?: { name: string; code: string; message: string } }
type AppApi = {
  accepted: { origin: string; data: unknown }[]
  raw: { origin: string; data: unknown }[]
  ready(): Promise<Settled>
  call(method: string, params: unknown): Promise<Settled>
}

type AppServer = { origin: string; close(): Promise<void> }

let browser: Browser
let auth: AuthService
let frame: KeyFrameServer
let app: AppServer
let foreign: AppServer
const closers: (() => Promise<void>)[] = []

async function listen(server: Server, port = 0): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** Serves the test app page under a CSP that forbids inline scripts and styles. */
async function startAppServer(script: string, frameOrigin: () => string): Promise<AppServer> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Key frame test app</title>' +
    '<script type="module" src="/app.js"></script></head><body><h1>App</h1></body></html>'
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://app.invalid').pathname
    if (path === '/app.html') {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `default-src 'self'; frame-src ${frameOrigin()}`,
      })
      res.end(html)
    } else if (path === '/app.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(script)
    } else {
      res.writeHead(404).end()
    }
  })
  const origin = await listen(server)
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** Signs a new email user in through the auth service's API and its dev mailbox. */
async function signIn(email: string): Promise<{ token: string; userId: string }> {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${auth.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(res.status).toBe(200)
    return res.json()
  }
  const { action, loginId } = (await post('/v1/email/start', { email, deviceId: `device-${email}` })) as {
    action: string
    loginId: string
  }
  expect(action).toBe('VERIFY_OTP')
  const { messages } = (await (await fetch(`${auth.url}/v1/dev/mailbox`)).json()) as {
    messages: { to: string; code?: string }[]
  }
  const code = messages.filter((m) => m.to === email).at(-1)?.code
  const session = (await post('/v1/email/verify', { loginId, otp: code })) as {
    token: string
    user: { id: string }
  }
  return { token: session.token, userId: session.user.id }
}

const api = (page: Page) => ({
  ready: () => page.evaluate(() => (window as unknown as { keyFrameTest: AppApi }).keyFrameTest.ready()),
  call: (method: string, params: unknown) =>
    page.evaluate(
      ([m, p]) => (window as unknown as { keyFrameTest: AppApi }).keyFrameTest.call(m as string, p),
      [method, params] as const,
    ),
  messages: () =>
    page.evaluate(() => {
      const { accepted, raw } = (window as unknown as { keyFrameTest: AppApi }).keyFrameTest
      return { accepted, raw }
    }),
})

async function openApp(server: AppServer, options: { timeoutMs?: number; page?: Page } = {}) {
  const guarded = options.page ? undefined : await guardedPage(browser)
  const page = options.page ?? (guarded as { page: Page }).page
  const query = new URLSearchParams({ frame: frame.frameUrl, timeout: String(options.timeoutMs ?? 30_000) })
  await page.goto(`${server.origin}/app.html?${query}`)
  await page.waitForFunction(() => 'keyFrameTest' in window)
  return { page, guarded, app: api(page) }
}

/**
 * Rebuilds the user's wallet as the frame does: the device share read inside the frame (the
 * test's privilege, not the page's) and the auth share the service gives the session.
 */
async function walletInFrame(
  page: Page,
  userId: string,
  token: string,
): Promise<{ mnemonic: string; shares: string[]; extractable: boolean }> {
  const frameDocument = page.frames().find((f) => f.url() === frame.frameUrl)
  if (!frameDocument) throw new Error('key frame not found')
  const record = (await readKeyFrameVault(frameDocument)).find((r) => r.userId === userId)
  if (!record) throw new Error(`no vault record for ${userId}`)
  expect(readShare(record.stored).kind).toBe('device')
  const answer = await fetch(`${auth.url}/v1/wallet/shares`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const { authShare } = (await answer.json()) as { authShare: string }
  return {
    mnemonic: await combineWalletShares(record.stored, authShare),
    shares: [record.stored, authShare],
    extractable: record.extractable,
  }
}

function solanaTransfer(from: string): string {
  const fromKey = new PublicKey(from)
  const tx = new Transaction({
    feePayer: fromKey,
    recentBlockhash: new PublicKey(new Uint8Array(32).fill(5)).toBase58(),
  })
  tx.add(
    SystemProgram.transfer({ fromPubkey: fromKey, toPubkey: Keypair.generate().publicKey, lamports: 1_000n }),
  )
  return tx.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64')
}

beforeAll(async () => {
  const script = await bundleTestScript(APP_ENTRY)
  app = await startAppServer(script, () => frame.origin)
  closers.push(app.close)
  foreign = await startAppServer(script, () => frame.origin)
  closers.push(foreign.close)

  const authPort = await reserveLoopbackPort()
  frame = await startKeyFrameServer({ authUrl: `http://127.0.0.1:${authPort}`, allowedOrigins: [app.origin] })
  closers.push(frame.close)
  auth = await startAuthService({
    port: authPort,
    allowedOrigins: [app.origin, frame.origin],
    mail: 'dev-mailbox',
    devMailbox: true,
  })
  closers.push(auth.close)
  browser = await launchChromium()
  closers.push(() => browser.close())
})

afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined)
})

describe('key frame in Chromium', () => {
  it('an allowed app connects through the frame, signs with both accounts, and never receives key material', async () => {
    const { token, userId } = await signIn('alice@example.com')
    const { page, guarded, app: client } = await openApp(app)
    expect(await client.ready()).toEqual({ result: undefined })

    // a new wallet: the frame shows its recovery kit over the app before connect answers
    const connecting = client.call('connect', { token })
    const kit = await saveRecoveryKit(page)
    const connected = await connecting
    const accounts = connected.result as { evm: `0x${string}`; solana: string }
    expect(accounts.evm).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const user = (await (
      await fetch(`${auth.url}/v1/user`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      user: { wallet?: unknown }
    }
    expect(user.user.wallet).toEqual(accounts)

    const evmSignature = (await client.call('evm_signMessage', { message: '0x68656c6c6f' }))
      .result as `0x${string}`
    expect(await verifyMessage({ address: accounts.evm, message: 'hello', signature: evmSignature })).toBe(
      true,
    )
    const signedTx = (
      await client.call('evm_signTransaction', {
        transaction: {
          chainId: '0x7a69',
          nonce: '0x0',
          to: accounts.evm,
          value: '0x1',
          gas: '0x5208',
          maxFeePerGas: '0x3b9aca00',
          maxPriorityFeePerGas: '0x1',
        },
      })
    ).result as TransactionSerializedEIP1559
    expect(await recoverTransactionAddress({ serializedTransaction: signedTx })).toBe(accounts.evm)
    const { signature } = (
      await client.call('solana_signMessage', { message: solanaMessageParam('Sign in to Latch') })
    ).result as { signature: string }
    expect(verifySolanaMessage('Sign in to Latch', signature, accounts.solana)).toBe(true)
    const { transaction } = (
      await client.call('solana_signTransaction', { transaction: solanaTransfer(accounts.solana) })
    ).result as { transaction: string }
    expect(Transaction.from(Buffer.from(transaction, 'base64')).verifySignatures()).toBe(true)
    expect(
      (
        await client.call('solana_signTransaction', {
          transaction: solanaTransfer(Keypair.generate().publicKey.toBase58()),
        })
      ).error,
    ).toMatchObject({
      name: 'WalletRequestError',
      code: 'NOT_SIGNER',
    })

    const stored = await walletInFrame(page, userId, token)
    expect(stored.extractable).toBe(false)
    expect(deriveWalletKeys(stored.mnemonic).accounts).toEqual(accounts)
    const { accepted, raw } = await client.messages()
    expect(accepted).toHaveLength(9) // ready, the frame shown and hidden for the kit, and six answers
    expect(accepted.every((m) => m.origin === frame.origin)).toBe(true)
    expect(
      findKeyMaterial({ accepted, raw }, keySecretsOf(stored.mnemonic, [...stored.shares, kit])),
    ).toEqual([])
    expect(guarded?.foreignRequests).toEqual([])
    expect(guarded?.consoleErrors).toEqual([])
    await page.context().close()
  })

  it('the app page can read neither the frame document nor the frame origin storage', async () => {
    const { page, app: client } = await openApp(app)
    await client.ready()
    const probe = await page.evaluate(async () => {
      const iframe = document.querySelector('iframe') as HTMLIFrameElement
      let document_: string
      try {
        document_ = String(iframe.contentWindow?.document.title)
      } catch (error) {
        document_ = (error as Error).name
      }
      let storage: string
      try {
        storage = String((iframe.contentWindow as unknown as { indexedDB: unknown }).indexedDB)
      } catch (error) {
        storage = (error as Error).name
      }
      const databases = (await indexedDB.databases()).map((d) => d.name)
      return {
        document: document_,
        storage,
        databases,
        hidden: iframe.hidden,
        style: iframe.getAttribute('style'),
      }
    })
    expect(probe).toEqual({
      document: 'SecurityError',
      storage: 'SecurityError',
      databases: [],
      hidden: true,
      style: null,
    })
    await page.context().close()
  })

  it('keeps the wallet across reloads in one browser; a fresh browser asks for the kit, invents nothing, and rebuilds the same wallet with it', async () => {
    const { token } = await signIn('bob@example.com')
    const first = await openApp(app)
    await first.app.ready()
    const connecting = first.app.call('connect', { token })
    const kit = await saveRecoveryKit(first.page)
    const accounts = (await connecting).result
    await first.page.reload()
    const again = await openApp(app, { page: first.page })
    await again.app.ready()
    expect((await again.app.call('connect', { token })).result).toEqual(accounts)
    await first.page.context().close()

    // A fresh browser holds no device share: the frame asks for the kit, and invents nothing.
    const elsewhere = await openApp(app)
    await elsewhere.app.ready()
    const cancelled = elsewhere.app.call('connect', { token })
    const prompt = keyFrame(elsewhere.page).getByRole('dialog', { name: 'Recover your wallet' })
    await prompt.getByRole('button', { name: 'Cancel' }).click()
    expect((await cancelled).error).toMatchObject({ name: 'ConnectionError', code: 'RECOVERY_CANCELLED' })
    // with the kit, the same wallet
    const recovering = elsewhere.app.call('connect', { token })
    await giveRecoveryKit(elsewhere.page, kit)
    expect((await recovering).result).toEqual(accounts)
    expect((await elsewhere.app.call('connect', { token: 'not-a-token' })).error).toMatchObject({
      code: 'UNAUTHORIZED',
    })
    await elsewhere.page.context().close()
  })

  it('a page on another origin can neither embed the frame nor get an answer from it', async () => {
    const { token } = await signIn('carol@example.com')
    const { page, guarded, app: client } = await openApp(foreign, { timeoutMs: 3_000 })
    expect((await client.ready()).error).toMatchObject({ name: 'ConnectionError', code: 'FRAME_TIMEOUT' })
    expect(guarded?.consoleErrors.some((e) => e.includes('frame-ancestors'))).toBe(true)

    // Opened top-level instead, the frame has no parent to serve and ignores the foreign opener.
    type Opener = { keyFramePopup: Window | null; received: unknown[] }
    const popupOpened = page.context().waitForEvent('page')
    await page.evaluate((frameUrl) => {
      const opener = window as unknown as Opener
      opener.received = []
      window.addEventListener('message', (event) =>
        opener.received.push({ origin: event.origin, data: event.data }),
      )
      opener.keyFramePopup = window.open(frameUrl)
    }, frame.frameUrl)
    const popup = await popupOpened
    expect(popup.url()).toBe(frame.frameUrl)
    // The frame script is running once it has read its config.
    await popup.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/frame-config.json')),
    )
    const answers = await page.evaluate(
      async ([frameOrigin, sessionToken]) => {
        const opener = window as unknown as Opener
        opener.keyFramePopup?.postMessage(
          { channel: 'latch-embedded-wallet', id: 1, method: 'connect', params: { token: sessionToken } },
          frameOrigin as string,
        )
        await new Promise((resolve) => setTimeout(resolve, 1_500))
        return opener.received
      },
      [frame.origin, token] as const,
    )
    await popup.close()
    expect(answers).toEqual([])
    const user = (await (
      await fetch(`${auth.url}/v1/user`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      user: { wallet?: unknown }
    }
    expect(user.user.wallet).toBeUndefined()
    await page.context().close()
  })
})
