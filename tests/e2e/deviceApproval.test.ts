import { type AuthService, startAuthService } from '@latch/auth-server'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardedPage, launchChromium } from './support/browser'

/**
 * The new-device approval link in real Chromium: opening the mailed link shows a page that asks
 * and approves nothing (a mail scanner may open it); pressing its button approves, through the
 * page's own script under the service's strict Content-Security-Policy.
 */

let browser: Browser
let auth: AuthService

beforeAll(async () => {
  auth = await startAuthService({
    allowedOrigins: ['http://127.0.0.1:5173'],
    mail: 'dev-mailbox',
    devMailbox: true,
  })
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  await auth?.close()
})

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${auth.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await response.json()) as Record<string, unknown>
}

async function mails(to: string): Promise<{ code?: string; link?: string }[]> {
  const response = await fetch(`${auth.url}/v1/dev/mailbox?to=${encodeURIComponent(to)}`)
  return ((await response.json()) as { messages: { code?: string; link?: string }[] }).messages
}

describe('new-device approval page in Chromium', () => {
  it('approves only when the button is pressed: opening the link approves nothing', async () => {
    const email = 'ada@example.com'
    const first = await post('/v1/email/start', { email, deviceId: 'laptop' })
    await post('/v1/email/verify', { loginId: first.loginId, otp: (await mails(email)).at(-1)?.code })
    const phone = await post('/v1/email/start', { email, deviceId: 'phone' })
    expect(phone.action).toBe('VERIFY_DEVICE')
    const link = (await mails(email)).at(-1)?.link ?? ''
    expect(link).toContain('/v1/device/approve?token=')

    const { page, context, consoleErrors, foreignRequests } = await guardedPage(browser)
    await page.goto(link)
    await expect.poll(() => page.locator('h1').textContent()).toBe('Approve this sign-in?')
    // the page and its script ran: still not approved, no code mailed
    await page.waitForLoadState('networkidle')
    expect(await post('/v1/device/status', { loginId: phone.loginId })).toEqual({ approved: false })
    expect((await mails(email)).at(-1)?.code).toBeUndefined()

    await page.getByRole('button', { name: 'Approve sign-in' }).click()
    await expect.poll(() => page.locator('h1').textContent()).toBe('Device approved')
    expect(await page.getByRole('status').textContent()).toBe(
      'We sent you a sign-in code. Go back to the app and enter it there.',
    )
    expect(await page.getByRole('button', { name: 'Approve sign-in' }).isVisible()).toBe(false)
    expect(await post('/v1/device/status', { loginId: phone.loginId })).toEqual({ approved: true })
    const code = (await mails(email)).at(-1)?.code
    expect(code).toMatch(/^\d{6}$/)
    expect(await post('/v1/email/verify', { loginId: phone.loginId, otp: code })).toMatchObject({
      token: expect.any(String),
    })

    // the used link's page says so
    await page.goto(link)
    expect(await page.locator('h1').textContent()).toBe('This link is not valid')
    expect(consoleErrors.filter((text) => !text.includes('400 (Bad Request)'))).toEqual([])
    expect(foreignRequests).toEqual([])
    await context.close()
  })
})
