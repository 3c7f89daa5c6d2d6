import { TEST_WALLET_ICON, testWalletInitScript } from '@latch/testing/evm'
import type { Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DemoSuite, screenshot, startDemoSuite } from './support/demoFixture'
import { connectTestWallet, dialog, openAccount } from './support/modal'

let demo: DemoSuite

beforeAll(async () => {
  demo = await startDemoSuite()
})
afterAll(async () => {
  await demo?.close()
})

/** A Latin wallet name too long for its row and for the header: it must be cut, keeping its start. */
const LONG_NAME = 'MetaMaskExtraordinarilyLongDevelopmentWalletName'
const LONG_WALLET = {
  uuid: 'latch-e2e-long',
  name: LONG_NAME,
  icon: TEST_WALLET_ICON,
  rdns: 'dev.latch.long',
}

/** The demo at `?lang=…` for a visitor whose only wallet has a long Latin name. */
async function openWithLongWallet(lang: string) {
  const [main] = demo.world.chains
  const script = testWalletInitScript({
    rpcUrl: main!.url,
    chainId: main!.chainId,
    accounts: [main!.accounts[7]!.address],
    info: LONG_WALLET,
  })
  const guarded = await demo.openPage({ inject: false, initScripts: [script] })
  await guarded.page.goto(`${demo.world.url}?lang=${lang}`)
  await guarded.page.waitForSelector('[data-latch-connect-button]')
  return guarded
}

/**
 * What of `element`'s text the visitor sees: whether its first and its last letter are painted
 * inside the element's box (the rest is cut), and the element's layout direction.
 */
function visibleEnds(element: Locator) {
  return element.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    const texts: Text[] = []
    while (walker.nextNode()) texts.push(walker.currentNode as Text)
    const letter = (text: Text, at: number) => {
      const range = document.createRange()
      range.setStart(text, at)
      range.setEnd(text, at + 1)
      const rect = range.getBoundingClientRect()
      return rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5
    }
    const first = texts[0]!
    const last = texts.at(-1)!
    return {
      text: el.textContent,
      firstShown: letter(first, 0),
      lastShown: letter(last, last.data.length - 1),
      unicodeBidi: getComputedStyle(el).unicodeBidi,
    }
  })
}

describe('text that fits, in every script, in Chromium', () => {
  it('Arabic: a long Latin wallet name cut in its row and in the header keeps its start ("MetaMa…", not "…Name")', async () => {
    const { page, foreignRequests } = await openWithLongWallet('ar')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.locator('[data-latch-connect-button]').click()
    const modal = dialog(page)
    await modal.locator('[data-latch-view="Connect"]').waitFor()
    expect(await modal.getAttribute('dir')).toBe('rtl')
    const row = modal.locator(`[data-latch-wallet="${LONG_WALLET.rdns}"], button[data-installed]`).first()
    const rowName = row.locator('[data-latch-wallet-name]')
    await expect(rowName.textContent()).resolves.toBe(LONG_NAME)
    expect(await visibleEnds(rowName)).toEqual({
      text: LONG_NAME,
      firstShown: true,
      lastShown: false,
      unicodeBidi: 'plaintext',
    })
    await screenshot(page, 'text-fit-ar-connect')

    // the wallet answers slowly: Connecting shows its name as the header title, cut at its end
    await page.evaluate((rdns) => {
      const wallets = (
        window as unknown as { __latchTestWallets: Record<string, { setDelay(ms: number): void }> }
      ).__latchTestWallets
      wallets[rdns]!.setDelay(60_000)
    }, LONG_WALLET.rdns)
    await row.click()
    const title = modal.locator('[data-latch-title]')
    await expect.poll(() => title.textContent()).toBe(LONG_NAME)
    expect(await visibleEnds(title)).toEqual({
      text: LONG_NAME,
      firstShown: true,
      lastShown: false,
      unicodeBidi: 'plaintext',
    })
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })

  it('Connect for a visitor with no wallet: the line above the wallet list has the same space under it as the other separators', async () => {
    const { page } = await demo.openPage({ inject: false })
    await page.locator('[data-latch-connect-button]').click()
    const view = dialog(page).locator('[data-latch-view="Connect"]')
    await view.waitFor()
    const sections = await view.evaluate((el) =>
      [...el.children].map((child) => ({
        section:
          [...child.attributes].map((a) => a.name).find((n) => n.startsWith('data-latch-')) ?? child.tagName,
        line: getComputedStyle(child).borderTopWidth,
        space: getComputedStyle(child).paddingTop,
      })),
    )
    // email, socials, then the wallets (no wallet installed): each after the first under a line
    // (the quiet "I don't have a wallet" line at the foot is not a section, and passkey login
    // belongs to the email section: right under the field, with no line between them)
    const passkey = sections.find((s) => s.section === 'data-latch-passkey-login')
    expect(passkey).toMatchObject({ line: '0px', space: '0px' })
    expect(sections[sections.indexOf(passkey!) - 1]?.section).toBe('data-latch-email-form')
    const listed = sections.filter(
      (s) => s.section !== 'data-latch-no-wallet-row' && s.section !== 'data-latch-passkey-login',
    )
    expect(listed.map((s) => s.section).at(-1)).toBe('data-latch-wallet-list')
    const separated = listed.slice(1)
    expect(separated.length).toBeGreaterThanOrEqual(2)
    for (const s of separated) expect(s, s.section).toMatchObject({ line: '1px', space: '12px' })
    // and the first wallet row sits below the line, not on it
    const gap = await view.evaluate((el) => {
      const list = el.querySelector('[data-latch-wallet-list]')!
      const first = list.querySelector('button')!
      return first.getBoundingClientRect().top - list.getBoundingClientRect().top
    })
    expect(gap).toBeGreaterThanOrEqual(12)
    await page.context().close()
  })

  it('Japanese: the Account tabs and the modal text break between phrases (word-break: auto-phrase), Latin words whole', async () => {
    const { page } = await demo.openPage({ account: 8 })
    await page.goto(`${demo.world.url}?lang=ja`)
    await page.waitForSelector('[data-latch-connect-button]')
    await page.locator('[data-latch-connect-button]').click()
    const modal = dialog(page)
    await modal.locator('[data-latch-view="Connect"]').waitFor()
    await modal.locator('button[data-installed]').first().click()
    await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
    await page.locator('[data-latch-connect-button]').click()
    await modal.locator('[data-latch-view="Account"]').waitFor()
    expect(await modal.getAttribute('lang')).toBe('ja')
    const tabs = await modal
      .getByRole('tab')
      .evaluateAll((els) =>
        els.map((el) => ({ label: el.textContent, wordBreak: getComputedStyle(el).wordBreak })),
      )
    expect(tabs).toEqual([
      { label: 'トークン', wordBreak: 'auto-phrase' },
      { label: 'NFT', wordBreak: 'auto-phrase' },
      { label: 'アクティビティ', wordBreak: 'auto-phrase' },
    ])
    // each label on one line, whole, at 390 px
    await page.setViewportSize({ width: 390, height: 844 })
    const lines = await modal.getByRole('tab').evaluateAll((els) =>
      els.map((el) => {
        const range = document.createRange()
        range.selectNodeContents(el)
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
      }),
    )
    expect(lines).toEqual([1, 1, 1])
    // and Send and Wallets (one word each) keep their word on one line beside the network button
    const actionLines = await modal
      .locator('[data-latch-actions] button:not([data-latch-network-button])')
      .evaluateAll((els) =>
        els.map((el) => {
          const range = document.createRange()
          range.selectNodeContents(el)
          return `${el.textContent}:${new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size}`
        }),
      )
    expect(actionLines).toEqual(['送信:1', 'ウォレット:1'])
    const modalText = await modal
      .locator('[data-latch-modal]')
      .evaluate((el) => getComputedStyle(el).wordBreak)
    expect(modalText).toBe('auto-phrase')
    await screenshot(page, 'text-fit-ja-account')
    await page.context().close()
  })

  it('Send: an invalid Amount and an invalid To are marked together, with the same border colour and message style', async () => {
    const { page } = await demo.openPage({ account: 9 })
    await connectTestWallet(page)
    await openAccount(page)
    const modal = dialog(page)
    await modal.getByRole('button', { name: 'Send' }).click()
    await modal.getByRole('heading', { name: 'Send' }).waitFor()
    await modal.locator('[data-latch-send-balance]').waitFor()
    const amount = modal.getByLabel('Amount')
    const to = modal.getByLabel('To')
    await amount.fill('99999')
    await to.fill('0x1234')
    await to.blur()
    const look = (input: Locator) =>
      input.evaluate((el) => {
        const message = document.getElementById(el.getAttribute('aria-describedby') ?? '')
        const style = message ? getComputedStyle(message) : undefined
        return {
          invalid: el.getAttribute('aria-invalid'),
          border: getComputedStyle(el).borderTopColor,
          messageFollowsInput: message !== null && el.nextElementSibling === message,
          message: style && [style.color, style.fontSize, message?.textContent !== ''],
        }
      })
    const amountLook = await look(amount)
    expect(amountLook.invalid).toBe('true')
    expect(amountLook.messageFollowsInput).toBe(true)
    expect(await look(to)).toEqual(amountLook)
    // it holds while the pointer is over the field
    await to.hover()
    expect((await look(to)).border).toBe(amountLook.border)
    // a fixed amount loses the mark (its border is no longer the error colour); To keeps it
    await amount.fill('1')
    const fixed = await look(amount)
    expect(fixed.invalid).toBeNull()
    expect(fixed.border).not.toBe(amountLook.border)
    expect((await look(to)).invalid).toBe('true')
    await screenshot(page, 'text-fit-send-invalid')
    await page.context().close()
  })
})
