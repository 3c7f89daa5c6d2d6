import { API_PATHS } from '@latch/embedded-wallet'
import { afterEach, describe, expect, it } from 'vitest'
import { type AuthTestKit, startAuthTestKit } from './testing/authTestKit'

let kit: AuthTestKit
afterEach(() => kit.service.close())

describe('new-device approval', () => {
  it('makes an existing user approve an unseen device by mailed link before the code is sent', async () => {
    kit = await startAuthTestKit({ publicUrl: 'http://localhost:4000/' })
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

    const approvePath = new URL(linkMail?.link ?? '').search
    const page = await fetch(`${kit.url}${API_PATHS.deviceApprove}${approvePath}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain('<h1>Device approved</h1>')
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/)
    expect((await kit.post(API_PATHS.deviceStatus, { loginId })).body).toEqual({ approved: true })

    const verify = await kit.post(API_PATHS.emailVerify, {
      loginId,
      otp: await kit.lastCode('a@example.com'),
    })
    expect(verify.status).toBe(200)
    const again = await kit.post(API_PATHS.emailStart, { email: 'a@example.com', deviceId: 'phone' })
    expect(again.body.action).toBe('VERIFY_OTP')
  })

  it('shows an error page for a used or forged approval link', async () => {
    kit = await startAuthTestKit()
    await kit.signIn('a@example.com', 'laptop')
    await kit.post(API_PATHS.emailStart, { email: 'a@example.com', deviceId: 'phone' })
    const link = (await kit.mails('a@example.com')).at(-1)?.link ?? ''
    expect((await fetch(link)).status).toBe(200)
    const reused = await fetch(link)
    expect(reused.status).toBe(400)
    expect(await reused.text()).toContain('This link is not valid')
    expect((await fetch(`${kit.url}${API_PATHS.deviceApprove}?token=forged`)).status).toBe(400)
  })
})
