import { randomBytes } from 'node:crypto'
import { createSolanaTestWallet, solanaTestWalletScript } from '@latch/testing/solana'
import { deriveTestAccounts, stacksWalletInitScript, TEST_KEYS } from '@latch/testing/stacks'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ME_PATH, DEMO_SIWX_PATH } from '../../examples/demo/demoConfig'
import { demoStacksNetworks } from '../../examples/demo/src/demoStacks'
import { type DemoSuite, screenshot, startDemoSuite, TEST_WALLET } from './support/demoFixture'
import { dialog } from './support/modal'

/** Session life of the demo server's sign-in in this suite: short, to see a session expire. */
const SESSION_TTL_MS = 8_000

/** Name the injected Solana test wallet registers with (Wallet Standard). */
const SOLANA_WALLET = 'Latch Test Wallet'

let demo: DemoSuite

beforeAll(async () => {
  demo = await startDemoSuite({ siwxSessionTtlMs: SESSION_TTL_MS })
})
afterAll(async () => {
  await demo?.close()
})

type MeAnswer = {
  status: number
  body: { accounts?: { chainId: string; address: string }[]; expiresAt?: number }
}

/** GET /api/me from the page, with its cookie (as the page's own code would). */
const meFromPage = (page: Page): Promise<MeAnswer> =>
  page.evaluate(async (path) => {
    const response = await fetch(path, { credentials: 'include', cache: 'no-store' })
    return { status: response.status, body: await response.json() }
  }, DEMO_ME_PATH)

/** GET /api/me from outside the browser with a given session cookie. */
const meWithCookie = async (cookie: string): Promise<number> =>
  (await fetch(new URL(DEMO_ME_PATH, demo.world.url), { headers: { cookie } })).status

/** The page's session cookie as `name=value` (HttpOnly: the page itself cannot read it). */
async function sessionCookie(page: Page): Promise<string> {
  const cookies = await page.context().cookies(demo.world.url)
  const session = cookies.find((c) => c.name === 'latch_siwx')
  if (!session) throw new Error('no session cookie')
  expect(session.httpOnly).toBe(true)
  expect(session.sameSite).toBe('Lax')
  return `${session.name}=${session.value}`
}

/** Connects the EVM test wallet through the modal. */
async function connectEvm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: new RegExp(TEST_WALLET.name) })
    .click()
}

/**
 * Switches the demo to sign-in on its server (checking /api/me answers 401), connects a wallet with
 * `connect` and signs in through the modal. Returns the session the page posted.
 */
async function signInOnServer(
  page: Page,
  connect: (page: Page) => Promise<void> = connectEvm,
): Promise<string> {
  await Promise.all([page.waitForEvent('load'), page.selectOption('[data-demo-sign-in]', 'server')])
  await page.waitForSelector('[data-latch-connect-button]')
  await page.locator('[data-demo-me="401"]').waitFor()
  await expect(meFromPage(page)).resolves.toMatchObject({ status: 401 })
  await connect(page)
  return signInModal(page)
}

/** Signs the message the open Sign In view shows; returns the session the page posted to the kit. */
async function signInModal(page: Page): Promise<string> {
  await dialog(page).getByRole('heading', { name: 'Sign In' }).waitFor()
  const posted = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && new URL(request.url()).pathname === `${DEMO_SIWX_PATH}/session`,
  )
  // both waits start before the click: a local server can answer before a wait started after it
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === `${DEMO_SIWX_PATH}/session`,
  )
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  const body = (await posted).postData()
  if (!body) throw new Error('the sign-in posted nothing')
  await answered
  return body
}

/**
 * After a sign-in: /api/me answers 200 for `accounts` (to the page and to its cookie), each posted
 * session sent again is refused (its nonce is taken), and sign-out makes it 401 again, the old
 * cookie included.
 */
async function checkSessionLifeCycle(
  page: Page,
  posted: readonly string[],
  accounts: { chainId: string; address: string }[],
) {
  const me = await meFromPage(page)
  expect(me.status).toBe(200)
  expect(me.body.accounts).toEqual(accounts)
  await page.locator('[data-demo-me="200"]').waitFor()
  const cookie = await sessionCookie(page)
  await expect(meWithCookie(cookie)).resolves.toBe(200)

  // Each signed session posted again (its nonce already taken): refused, from the page and from outside.
  for (const body of posted) {
    const replayed = await page.evaluate(
      async ({ path, body }) => {
        const response = await fetch(path, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body,
        })
        return { status: response.status, body: await response.json() }
      },
      { path: `${DEMO_SIWX_PATH}/session`, body },
    )
    expect(replayed).toEqual({
      status: 401,
      body: { error: expect.objectContaining({ code: 'SIWX_NONCE_USED' }) },
    })
    const fromOutside = await fetch(new URL(`${DEMO_SIWX_PATH}/session`, demo.world.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(fromOutside.status).toBe(401)
    expect(fromOutside.headers.getSetCookie()).toEqual([])
  }
  // The refused replay left the real session as it was.
  await expect(meFromPage(page)).resolves.toMatchObject({ status: 200 })

  await page.locator('[data-demo-sign-out]').click()
  await page.locator('[data-demo-me="401"]').waitFor()
  await expect(meFromPage(page)).resolves.toMatchObject({ status: 401 })
  // Revoked on the server: the old cookie no longer opens the endpoint.
  await expect(meWithCookie(cookie)).resolves.toBe(401)
}

describe('sign-in on the demo server (EVM test wallet), in Chromium', () => {
  it('/api/me answers 401 before sign-in, 200 after, 401 to a replayed session and after sign-out', async () => {
    const { page } = await demo.openPage({ account: 12 })
    const signer = demo.world.chains[0]!.accounts[12]!.address
    const chainId = `eip155:${demo.world.chains[0]!.chainId}`
    const posted = await signInOnServer(page)
    await page.locator('[data-demo-session="signed-in"]').waitFor()
    await screenshot(page, 'siwx-server-session')
    await checkSessionLifeCycle(page, [posted], [{ chainId, address: signer }])
    await page.context().close()
  })

  it('/api/me answers 401 once the session expired, even to its cookie', async () => {
    const { page } = await demo.openPage({ account: 13 })
    await signInOnServer(page)
    await page.locator('[data-demo-session="signed-in"]').waitFor()
    const me = await meFromPage(page)
    expect(me.status).toBe(200)
    const cookie = await sessionCookie(page)
    await expect(meWithCookie(cookie)).resolves.toBe(200)
    const expiresAt = me.body.expiresAt ?? 0
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(SESSION_TTL_MS)
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt - Date.now()) + 250))
    await expect(meWithCookie(cookie)).resolves.toBe(401)
    await expect(meFromPage(page)).resolves.toMatchObject({ status: 401 })
    await page.locator('[data-demo-me-check]').click()
    await page.locator('[data-demo-me="401"]').waitFor()
    await page.context().close()
  }, 30_000)
})

describe('sign-in on the demo server, one family at a time, in Chromium', () => {
  it('Solana: the injected Solana test wallet signs in; /api/me answers 200 for it, then 401 to a replay and after sign-out', async () => {
    const seedHex = randomBytes(32).toString('hex')
    const address = createSolanaTestWallet({ seedHex }).address
    const wallet = await solanaTestWalletScript({ seedHex, rpcUrl: demo.world.solana.rpc.url })
    const { page } = await demo.openPage({ inject: false, initScripts: [wallet] })
    const posted = await signInOnServer(page, async () => {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await dialog(page)
        .getByRole('button', { name: new RegExp(SOLANA_WALLET) })
        .click()
    })
    const chainId = `solana:${demo.world.config.solana!.genesisHash.slice(0, 32)}`
    await checkSessionLifeCycle(page, [posted], [{ chainId, address }])
    await page.context().close()
  })

  it.each([
    { flavour: 'leather', name: /^Leather/, keys: TEST_KEYS.alice },
    { flavour: 'xverse', name: /^Xverse/, keys: TEST_KEYS.bob },
  ] as const)(
    'Bitcoin, then Stacks: the $flavour-like wallet signs in its native-segwit Bitcoin account, then its Stacks account; /api/me answers 200 for each, then 401 to replays and after sign-out',
    async ({ flavour, name, keys }) => {
      const account = deriveTestAccounts(keys, 'testnet')
      const wallets = await stacksWalletInitScript([{ flavour, keys }])
      const { page } = await demo.openPage({ inject: false, initScripts: [wallets] })
      // The demo's Stacks and Bitcoin testnets, as the page defines them.
      const networks = demoStacksNetworks(demo.world.config)
      const stacks = networks.find((n) => n.chainNamespace === 'stacks')!.caipNetworkId
      const bitcoin = networks.find((n) => n.chainNamespace === 'bip122')!.caipNetworkId
      // The Stacks/Bitcoin panel connects the wallet for Bitcoin and Stacks; sign-in asks for each account in turn.
      const bitcoinPosted = await signInOnServer(page, async () => {
        await page.getByRole('button', { name: 'Connect Stacks/Bitcoin wallet' }).click()
        await dialog(page).getByRole('button', { name }).click()
      })
      expect(JSON.parse(bitcoinPosted).data).toMatchObject({
        chainId: bitcoin,
        accountAddress: account.btcPaymentAddress,
      })
      await expect(meFromPage(page)).resolves.toMatchObject({
        status: 200,
        body: { accounts: [{ chainId: bitcoin, address: account.btcPaymentAddress }] },
      })
      const stacksPosted = await signInModal(page)
      expect(JSON.parse(stacksPosted).data).toMatchObject({
        chainId: stacks,
        accountAddress: account.stxAddress,
      })
      // Every connected account signed in: the modal closes.
      await dialog(page).waitFor({ state: 'detached' })
      await checkSessionLifeCycle(
        page,
        [bitcoinPosted, stacksPosted],
        [
          { chainId: bitcoin, address: account.btcPaymentAddress },
          { chainId: stacks, address: account.stxAddress },
        ],
      )
      await page.context().close()
    },
  )
})
