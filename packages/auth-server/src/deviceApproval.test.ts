import { runInNewContext } from 'node:vm'
import { API_PATHS } from '@latch/embedded-wallet'
import { afterEach, describe, expect, it } from 'vitest'
import type { AuthServiceOptions } from './service/authServiceOptions'
import { type AuthTestKit, startAuthTestKit } from './testing/authTestKit'
import { useStoreMatrix } from './testing/storeMatrix'

let kit: AuthTestKit
afterEach(() => kit.service.close())

const errorCode = (body: Record<string, unknown>) => (body.error as { code: string }).code

/** An existing user (signed in on the laptop) starts signing in on an unseen phone: the link mail. */
async function linkForNewDevice(): Promise<{ loginId: string; link: string; token: string }> {
  await kit.signIn('a@example.com', 'laptop')
  const start = await kit.post(API_PATHS.emailStart, { email: 'a@example.com', deviceId: 'phone' })
  expect(start.body).toEqual({ action: 'VERIFY_DEVICE', loginId: expect.any(String) })
  const link = (await kit.mails('a@example.com')).at(-1)?.link ?? ''
  return { loginId: String(start.body.loginId), link, token: new URL(link).searchParams.get('token') ?? '' }
}

const matrix = useStoreMatrix()

describe.each(matrix.stores)('on %s', (store) => {
  const startKit = async (options: Partial<AuthServiceOptions> = {}) =>
    startAuthTestKit({ database: await matrix.database(store), ...options })

  describe('new-device approval', () => {
    it('makes an existing user approve an unseen device from the mailed link’s page before the code is sent', async () => {
      kit = await startKit({ publicUrl: 'http://localhost:4000/' })
      await kit.signIn('a@example.com', 'laptop')
      const known = await kit.post(API_PATHS.emailStart, { email: 'a@example.com', deviceId: 'laptop' })
      expect(known.body.action).toBe('VERIFY_OTP')

      const start = await kit.post(API_PATHS.emailStart, { email: 'a@example.com', deviceId: 'phone' })
      expect(start.body).toEqual({ action: 'VERIFY_DEVICE', loginId: expect.any(String) })
      const loginId = start.body.loginId
      const linkMail = (await kit.mails('a@example.com')).at(-1)
      expect(linkMail?.code).toBeUndefined()
      expect(linkMail?.link).toMatch(/^http:\/\/localhost:4000\/v1\/device\/approve\?token=[\w-]{43}$/)
      expect(linkMail?.text).toContain(linkMail?.link)
      expect((await kit.post(API_PATHS.deviceStatus, { loginId })).body).toEqual({ approved: false })
      const early = await kit.post(API_PATHS.emailVerify, { loginId, otp: '123456' })
      expect(early.status).toBe(403)
      expect((early.body.error as { code: string }).code).toBe('DEVICE_NOT_APPROVED')

      const token = new URL(linkMail?.link ?? '').searchParams.get('token') ?? ''
      const page = await fetch(`${kit.url}${API_PATHS.deviceApprove}?token=${token}`)
      expect(page.status).toBe(200)
      const csp = page.headers.get('content-security-policy')
      expect(csp).toContain("default-src 'none'")
      expect(csp).toContain("connect-src 'self'")
      const html = await page.text()
      expect(html).toContain('<h1 id="latch-device-heading">Approve this sign-in?</h1>')
      expect(html).toContain('<button type="button" id="latch-device-approve">Approve sign-in</button>')
      expect(html).toContain('<script src="approve.js" defer></script>')
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/)
      // opening the page approved nothing
      expect((await kit.post(API_PATHS.deviceStatus, { loginId })).body).toEqual({ approved: false })

      const approve = await kit.post(API_PATHS.deviceApprove, { token })
      expect(approve).toEqual({ status: 200, body: { approved: true, codeSent: true } })
      expect((await kit.post(API_PATHS.deviceStatus, { loginId })).body).toEqual({ approved: true })

      const verify = await kit.post(API_PATHS.emailVerify, {
        loginId,
        otp: await kit.lastCode('a@example.com'),
      })
      expect(verify.status).toBe(200)
      const again = await kit.post(API_PATHS.emailStart, { email: 'a@example.com', deviceId: 'phone' })
      expect(again.body.action).toBe('VERIFY_OTP')
    })

    it('approves nothing on a GET of the link alone (a mail scanner prefetching it), however often', async () => {
      kit = await startKit()
      const { loginId, link, token } = await linkForNewDevice()
      const mailsBefore = (await kit.mails('a@example.com')).length
      for (let i = 0; i < 3; i++) expect((await fetch(link)).status).toBe(200)
      expect((await kit.post(API_PATHS.deviceStatus, { loginId })).body).toEqual({ approved: false })
      expect(await kit.mails('a@example.com')).toHaveLength(mailsBefore)
      const early = await kit.post(API_PATHS.emailVerify, { loginId, otp: '123456' })
      expect(errorCode(early.body)).toBe('DEVICE_NOT_APPROVED')
      // the user's own press still works afterwards
      expect((await kit.post(API_PATHS.deviceApprove, { token })).status).toBe(200)
      expect((await kit.post(API_PATHS.deviceStatus, { loginId })).body).toEqual({ approved: true })
    })

    it('refuses a used, forged or expired link with DEVICE_LINK_INVALID, and its page says so', async () => {
      kit = await startKit()
      const { link, token } = await linkForNewDevice()
      expect((await kit.post(API_PATHS.deviceApprove, { token })).status).toBe(200)
      const reused = await kit.post(API_PATHS.deviceApprove, { token })
      expect(reused.status).toBe(400)
      expect(reused.body.error).toEqual({
        code: 'DEVICE_LINK_INVALID',
        message:
          'This link is not valid: it has expired or was already used. Start signing in again in the app.',
      })
      const usedPage = await fetch(link)
      expect(usedPage.status).toBe(400)
      expect(await usedPage.text()).toContain('This link is not valid')
      expect((await fetch(`${kit.url}${API_PATHS.deviceApprove}?token=forged`)).status).toBe(400)
      expect(errorCode((await kit.post(API_PATHS.deviceApprove, { token: 'forged' })).body)).toBe(
        'DEVICE_LINK_INVALID',
      )
      expect(errorCode((await kit.post(API_PATHS.deviceApprove, {})).body)).toBe('INVALID_REQUEST')

      await kit.post(API_PATHS.emailStart, { email: 'a@example.com', deviceId: 'tablet' })
      const late = new URL((await kit.mails('a@example.com')).at(-1)?.link ?? '').searchParams.get('token')
      kit.advance(10 * 60_000)
      expect(errorCode((await kit.post(API_PATHS.deviceApprove, { token: late })).body)).toBe(
        'DEVICE_LINK_INVALID',
      )
    })

    it("has the page's script approve with a POST of the link's token when the button is pressed, and only then", async () => {
      kit = await startKit()
      const { link, token } = await linkForNewDevice()
      const html = await (await fetch(link)).text()
      const dataToken = /id="latch-device-approval" data-token="([^"]+)"/.exec(html)?.[1]
      expect(dataToken).toBe(token)
      const script = await fetch(`${kit.url}${API_PATHS.deviceApprove}.js`)
      expect(script.headers.get('content-type')).toContain('text/javascript')

      let press: (() => void) | undefined
      const element = (id: string) => ({
        id,
        textContent: '',
        hidden: false,
        disabled: false,
        dataset: {} as Record<string, string>,
        addEventListener: (type: string, listener: () => void) => {
          if (type === 'click' && id === 'latch-device-approve') press = listener
        },
      })
      const elements = new Map(
        ['latch-device-approval', 'latch-device-heading', 'latch-device-text', 'latch-device-approve'].map(
          (id) => [id, element(id)],
        ),
      )
      const main = elements.get('latch-device-approval')
      if (main) main.dataset.token = token
      const requests: { url: string; init: RequestInit }[] = []
      runInNewContext(await script.text(), {
        document: { getElementById: (id: string) => elements.get(id) ?? null },
        fetch: (url: string, init: RequestInit) => {
          requests.push({ url, init })
          return fetch(new URL(url, link), init)
        },
      })
      expect(requests).toEqual([])
      press?.()
      await expect.poll(() => elements.get('latch-device-heading')?.textContent).toBe('Device approved')
      expect(requests).toEqual([
        {
          url: 'approve',
          init: expect.objectContaining({ method: 'POST', body: JSON.stringify({ token }) }),
        },
      ])
      expect(elements.get('latch-device-text')?.textContent).toBe(
        'We sent you a sign-in code. Go back to the app and enter it there.',
      )
      expect(elements.get('latch-device-approve')?.hidden).toBe(true)
    })
  })
})
