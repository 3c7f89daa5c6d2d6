import { existsSync } from 'node:fs'
import path from 'node:path'
import {
  deriveTestAccounts,
  type PageStacksWalletControls,
  stacksWalletInitScript,
  startStacksApiServer,
  TEST_KEYS,
  TEST_STX_FEE,
  type TestWalletFlavour,
  type TestWbipWalletOptions,
} from '@latch/testing/stacks'
import {
  addressFromVersionHash,
  addressHashModeToVersion,
  addressToString,
  cvToString,
  deserializeTransaction,
  PayloadType,
  type StacksTransactionWire,
} from '@stacks/transactions'
import type { Browser, Page } from 'playwright-core'
import type { FixtureContext } from './fixtureContext'
import { initialJs } from './initialJs'
import { runCommand } from './runCommand'
import { serveStatic } from './serveStatic'
import { assertCleanPage, dialogOf, openRecordedPage, type WalletPage } from './walletPage'

// The injected wallet holds Alice's keys and pays Bob.
const alice = deriveTestAccounts(TEST_KEYS.alice, 'testnet')
const bob = deriveTestAccounts(TEST_KEYS.bob, 'testnet')
const WALLET_NAMES: Record<TestWalletFlavour, string> = { leather: 'Leather', xverse: 'Xverse', sip030: '' }

type StacksApi = Awaited<ReturnType<typeof startStacksApiServer>>
type StacksWalletPage = WalletPage & { broadcasts: Buffer[] }

/** A guarded page with a Stacks/Bitcoin test wallet injected, recording the bodies posted to `broadcastUrl`. */
async function openStacksWalletPage(
  browser: Browser,
  options: { wallet: TestWbipWalletOptions; url: string },
): Promise<StacksWalletPage> {
  const broadcasts: Buffer[] = []
  const opened = await openRecordedPage(
    browser,
    options.url,
    [await stacksWalletInitScript([options.wallet])],
    (page) =>
      page.on('request', (request) => {
        const body = request.postDataBuffer()
        if (
          request.method() === 'POST' &&
          request.url() === `${options.wallet.broadcastUrl}/v2/transactions` &&
          body
        )
          broadcasts.push(body)
      }),
  )
  return { ...opened, broadcasts }
}

/** Picks the wallet named `wallet` in Latch's modal (opened from ConnectButton) and waits for the connection. */
async function connectInModal(page: Page, wallet: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialogOf(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
  await dialogOf(page)
    .getByRole('button', { name: new RegExp(`^${wallet}`) })
    .click()
  await page.locator('[data-latch-connect-button][data-status="connected"]').waitFor()
  if (await dialogOf(page).isVisible()) await page.keyboard.press('Escape')
}

/** Clicks the app's `button` and answers what it shows: the result, or throws with its error code. */
async function appAction(page: Page, action: string, button: string): Promise<string> {
  await page.getByRole('button', { name: button, exact: true }).click()
  const shown = page.locator(`[data-result="${action}"], [data-error="${action}"]`)
  await shown.waitFor()
  const text = (await shown.textContent()) ?? ''
  if ((await shown.getAttribute('data-error')) !== null)
    throw new Error(`The app's ${action} failed with code ${text}`)
  return text
}

/** The Stacks address whose key signed `tx`. */
function signerOf(tx: StacksTransactionWire): string {
  const condition = tx.auth.spendingCondition
  return addressToString(
    addressFromVersionHash(addressHashModeToVersion(condition.hashMode, 'testnet'), condition.signer),
  )
}

/** Throws unless `tx` carries a valid origin signature by Alice's key. */
function assertSignedByAlice(tx: StacksTransactionWire): void {
  tx.verifyOrigin()
  if (signerOf(tx) !== alice.stxAddress) throw new Error(`Signed by ${signerOf(tx)}, not ${alice.stxAddress}`)
}

/** Opens `url` with the wallet injected, runs `use` on the page, then closes its context. */
async function withStacksWalletPage(
  browser: Browser,
  options: { wallet: TestWbipWalletOptions; url: string },
  use: (wallet: StacksWalletPage) => Promise<void>,
): Promise<void> {
  const wallet = await openStacksWalletPage(browser, options)
  try {
    await use(wallet)
    assertCleanPage(wallet)
  } finally {
    await wallet.context.close()
  }
}

/**
 * Connects the page's wallet in Latch's modal, pays Bob `amount` through the app's
 * `request('stx_transferStx')` and throws unless the one transaction the wallet posted to the node
 * is the txid the app got, an STX transfer of exactly that amount and memo to Bob signed by Alice's
 * key, which the node applied; then throws unless the app's `getAddresses` answers the wallet's
 * Bitcoin payment and Stacks addresses.
 */
async function payThroughApp(
  wallet: StacksWalletPage,
  api: StacksApi,
  flavour: TestWalletFlavour,
  amount: bigint,
): Promise<void> {
  const { page } = wallet
  api.state.stx.set(alice.stxAddress, 1_000_000n)
  const bobBefore = api.state.stx.get(bob.stxAddress) ?? 0n
  await connectInModal(page, WALLET_NAMES[flavour])
  const memo = `rent via ${flavour}`
  await page.getByLabel('Recipient').fill(bob.stxAddress)
  await page.getByLabel('Amount').fill(String(amount))
  await page.getByLabel('Memo').fill(memo)
  const txid = await appAction(page, 'pay', 'Pay')
  if (wallet.broadcasts.length !== 1)
    throw new Error(`The wallet posted ${wallet.broadcasts.length} transactions to the node, not 1`)
  const tx = deserializeTransaction(new Uint8Array(wallet.broadcasts[0]!))
  if (tx.txid() !== txid) throw new Error(`The app got txid ${txid}, the node received ${tx.txid()}`)
  assertSignedByAlice(tx)
  const payload = tx.payload
  if (payload.payloadType !== PayloadType.TokenTransfer)
    throw new Error(`The node received payload type ${payload.payloadType}, not an STX transfer`)
  const sent = {
    recipient: cvToString(payload.recipient),
    amount: payload.amount,
    memo: payload.memo.content.replace(/\0+$/, ''),
  }
  if (sent.recipient !== bob.stxAddress || sent.amount !== amount || sent.memo !== memo)
    throw new Error(`The node received ${JSON.stringify({ ...sent, amount: String(sent.amount) })}`)
  const listed = api.state.stxTxs[0]
  if (listed?.txid !== `0x${txid}`) throw new Error(`The node lists ${listed?.txid} first, not ${txid}`)
  if (api.state.stx.get(alice.stxAddress) !== 1_000_000n - amount - TEST_STX_FEE)
    throw new Error(`The node left the sender ${api.state.stx.get(alice.stxAddress)} micro-STX`)
  if (api.state.stx.get(bob.stxAddress) !== bobBefore + amount)
    throw new Error(`The node left the recipient ${api.state.stx.get(bob.stxAddress)} micro-STX`)
  const addresses = (await appAction(page, 'addresses', 'Addresses')).split(' ')
  for (const expected of [`BTC:${alice.btcPaymentAddress}`, `STX:${alice.stxAddress}`])
    if (!addresses.includes(expected))
      throw new Error(`getAddresses answered ${addresses.join(', ')}: no ${expected}`)
}

/**
 * Throws unless the app's `request` fails with -31000 before a connection, asking the Leather-like
 * wallet nothing; then connects it in Latch's modal and throws unless the app's
 * `request('stx_callContract')` answers a call Alice signed with exactly the app's contract,
 * function and Clarity argument.
 */
async function callContractThroughApp(wallet: StacksWalletPage): Promise<void> {
  const { page } = wallet
  await page.getByRole('button', { name: 'Addresses', exact: true }).click()
  const refused = await page.locator('[data-error="addresses"]').textContent()
  if (refused !== '-31000') throw new Error(`Before a connection, request failed with ${refused}`)
  const asked = await page.evaluate(
    () =>
      (window as unknown as { __latchStacksTestWallets: Record<string, PageStacksWalletControls> })
        .__latchStacksTestWallets.LeatherProvider?.calls.length,
  )
  if (asked !== 0) throw new Error(`Before a connection, the wallet was asked ${asked} times`)
  await connectInModal(page, WALLET_NAMES.leather)
  const amount = 2n ** 128n - 1n
  await page.getByLabel('Recipient').fill(bob.stxAddress)
  await page.getByLabel('Amount').fill(String(amount))
  const tx = deserializeTransaction(await appAction(page, 'deposit', 'Deposit'))
  assertSignedByAlice(tx)
  const payload = tx.payload
  if (payload.payloadType !== PayloadType.ContractCall)
    throw new Error(`The wallet signed payload type ${payload.payloadType}, not a contract call`)
  const call = [
    `${addressToString(payload.contractAddress)}.${payload.contractName.content}`,
    payload.functionName.content,
    ...payload.functionArgs.map((arg) => cvToString(arg)),
  ].join(' ')
  const expected = `${bob.stxAddress}.vault deposit u${amount}`
  if (call !== expected) throw new Error(`The wallet signed "${call}", not "${expected}"`)
}

/**
 * The Vite + React 19 fixture whose own wallet code is written for `@stacks/connect` 8 (issue 27,
 * proof 6): `tsc --noEmit` (strict) over the app against Latch's types, `vite build` with the local
 * Stacks API's URL; then in Chromium, for a Leather-like and an Xverse-like wallet, Latch's modal
 * connects it, the app's `request('stx_transferStx', …)` answers a txid, and the one transaction
 * the wallet broadcast to the local Stacks API is that txid, decoded here: an STX transfer of
 * exactly the amount and memo to the recipient, signed by the connected key, applied by the node.
 * `request('getAddresses')` answers the wallet's Bitcoin and Stacks addresses. With a wallet that
 * signs without broadcasting: before a connection `request` fails with -31000 and asks no wallet,
 * after it `request('stx_callContract', …)` answers a call with exactly the app's arguments.
 * `@stacks/connect` is not installed.
 *
 * @param context - The fixture's context.
 * @example
 * ```ts
 * await checkStacksConnect({ ...context, name: 'stacks-connect', dir })
 * ```
 */
export async function checkStacksConnect(context: FixtureContext): Promise<void> {
  const { checks, dir, name } = context
  const api = await startStacksApiServer()
  try {
    await checks.run(
      `${name}: with no @stacks/connect installed, tsc --noEmit (strict) accepts the app's @stacks/connect calls against Latch's types`,
      async () => {
        if (existsSync(path.join(dir, 'node_modules/@stacks/connect')))
          throw new Error('@stacks/connect is installed: the app must run on Latch alone')
        const ms = await runCommand(path.join(dir, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], {
          cwd: dir,
          log: path.join(context.logDir, `${name}-tsc.log`),
          timeoutMs: 300_000,
        })
        context.figures[`${name} tsc s`] = Number((ms / 1000).toFixed(1))
      },
    )
    const distDir = path.join(dir, 'dist')
    const built = await checks.run(`${name}: vite build`, async () => {
      const ms = await runCommand('npm', ['run', 'build'], {
        cwd: dir,
        log: path.join(context.logDir, `${name}-build.log`),
        env: { VITE_STACKS_API_URL: api.url },
      })
      context.figures[`${name} build s`] = Number((ms / 1000).toFixed(1))
      context.figures[`${name} initial JS KB gzip`] = Number(initialJs(distDir).gzipKb.toFixed(1))
    })
    const flavours: [TestWalletFlavour, bigint][] = [
      ['leather', 1_234n],
      ['xverse', 5_678n],
    ]
    const transferName = (flavour: TestWalletFlavour) =>
      `${name}: ${flavour}: connected in Latch's modal, the app's request('stx_transferStx') answers the txid of the signed transfer the local Stacks API received and applied, and getAddresses the wallet's addresses`
    const callName = `${name}: leather: before a connection the app's request fails with -31000 and contacts no wallet; after it, request('stx_callContract') answers a call signed with exactly the app's contract, function and Clarity arguments`
    if (!built) {
      for (const [flavour] of flavours) checks.fail(transferName(flavour), 'vite build failed')
      checks.fail(callName, 'vite build failed')
      return
    }
    const site = await serveStatic(distDir)
    try {
      for (const [flavour, amount] of flavours) {
        await checks.run(transferName(flavour), async () =>
          withStacksWalletPage(
            await context.browser(),
            { wallet: { flavour, broadcastUrl: api.url }, url: site.url },
            (wallet) => payThroughApp(wallet, api, flavour, amount),
          ),
        )
      }
      // The local node runs STX transfers only, so this wallet signs without broadcasting.
      await checks.run(callName, async () =>
        withStacksWalletPage(
          await context.browser(),
          { wallet: { flavour: 'leather' }, url: site.url },
          callContractThroughApp,
        ),
      )
    } finally {
      await site.close()
    }
  } finally {
    await api.close()
  }
}
