import { API_PATHS, type EmailStartResponse, type SessionResponse } from '@latch/embedded-wallet'
import { apiErrors } from '../errors/apiErrors'
import { requireEmail, requireString } from '../http/bodyFields'
import type { Route } from '../http/Route'
import { createLogin, deleteLogin, getLogin, replaceLink } from '../logins/pendingLogins'
import { mailMessages } from '../mail/mailMessages'
import { reserveMailSend, sendOtp, verifyOtp } from '../otp/otpCodes'
import { randomToken } from '../service/randomId'
import type { ServiceContext } from '../service/ServiceContext'
import { createSession } from '../sessions/sessions'
import { addDevice, isKnownDevice } from '../users/devices'
import { findOrCreateEmailUser, findUserIdByEmail, getUser } from '../users/users'

async function mailDeviceLink(context: ServiceContext, email: string, linkToken: string): Promise<void> {
  const link = `${context.publicUrl}${API_PATHS.deviceApprove}?token=${linkToken}`
  try {
    await context.mailer.send(mailMessages.deviceLink(email, link, context.otp.ttlMs))
  } catch {
    throw apiErrors.mailFailed()
  }
}

const sendLoginCode = (context: ServiceContext, loginId: string, email: string, resend = false) =>
  sendOtp(
    context,
    `login:${loginId}`,
    email,
    (code) => mailMessages.loginCode(email, code, context.otp.ttlMs),
    { resend },
  )

/**
 * The email sign-in routes: start (a code, or first a device link for an account's unknown
 * device), resend, and verify (registers the device and opens a session).
 *
 * @param context - The service.
 * @returns The routes.
 * @example
 * ```ts
 * const routes = [...emailLoginRoutes(context)]
 * ```
 */
export function emailLoginRoutes(context: ServiceContext): Route[] {
  return [
    {
      method: 'POST',
      path: API_PATHS.emailStart,
      async handle({ body }) {
        const email = requireEmail(body)
        const deviceId = requireString(body, 'deviceId', 200)
        const userId = await findUserIdByEmail(context, email)
        const loginId = randomToken(16)
        if (userId !== undefined && !(await isKnownDevice(context, userId, deviceId))) {
          await reserveMailSend(context, email)
          const linkToken = randomToken()
          await createLogin(context, { id: loginId, email, deviceId, linkToken })
          await mailDeviceLink(context, email, linkToken)
          const answer: EmailStartResponse = { action: 'VERIFY_DEVICE', loginId }
          return { json: answer }
        }
        await sendLoginCode(context, loginId, email)
        await createLogin(context, { id: loginId, email, deviceId })
        const answer: EmailStartResponse = { action: 'VERIFY_OTP', loginId }
        return { json: answer }
      },
    },
    {
      method: 'POST',
      path: API_PATHS.emailResend,
      async handle({ body }) {
        const login = await getLogin(context, requireString(body, 'loginId'))
        if (login.status === 'code') {
          await sendLoginCode(context, login.id, login.email, true)
          return { json: {} }
        }
        const wait = (login.linkSentAt ?? 0) + context.otp.resendCooldownMs - context.now()
        if (wait > 0) throw apiErrors.resendLinkWait(wait)
        const linkToken = randomToken()
        await reserveMailSend(context, login.email, async (tx) => {
          // another instance resent it a moment ago
          if (!(await replaceLink(context, login.id, linkToken, tx))) throw apiErrors.resendLinkBusy()
        })
        await mailDeviceLink(context, login.email, linkToken)
        return { json: {} }
      },
    },
    {
      method: 'POST',
      path: API_PATHS.emailVerify,
      async handle({ body }) {
        const login = await getLogin(context, requireString(body, 'loginId'))
        const otp = requireString(body, 'otp', 32)
        if (login.status !== 'code') throw apiErrors.deviceNotApproved()
        // the user, its device, the end of the login and the session: all or nothing with the code
        const answer = await verifyOtp(context, `login:${login.id}`, otp, async (tx) => {
          // gone when its device was revoked meanwhile: the revoke must not be undone by it
          if (!(await deleteLogin(context, login.id, tx))) throw apiErrors.loginNotFound()
          const userId = await findOrCreateEmailUser(context, login.email, tx)
          await addDevice(context, userId, login.deviceId, tx)
          const session: SessionResponse = {
            token: await createSession(context, userId, login.deviceId, tx),
            user: await getUser(context, userId, tx),
          }
          return session
        })
        return { json: answer }
      },
    },
  ]
}
