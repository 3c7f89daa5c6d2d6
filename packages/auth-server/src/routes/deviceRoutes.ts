import { API_PATHS, type DeviceStatusResponse } from '@latch/embedded-wallet'
import { requireString } from '../http/bodyFields'
import type { Route } from '../http/Route'
import { approveDevice, getLogin } from '../logins/pendingLogins'
import { mailMessages } from '../mail/mailMessages'
import { sendOtp } from '../otp/otpCodes'
import { deviceApprovedPage, deviceLinkInvalidPage } from '../pages/devicePages'
import type { ServiceContext } from '../ServiceContext'

/**
 * The new-device routes: the emailed approval link (an HTML page that approves and sends the
 * sign-in code) and the status the app polls.
 *
 * @param context - The service.
 * @returns The routes.
 * @example
 * ```ts
 * const routes = [...deviceRoutes(context)]
 * ```
 */
export function deviceRoutes(context: ServiceContext): Route[] {
  return [
    {
      method: 'GET',
      path: API_PATHS.deviceApprove,
      async handle({ query }) {
        const login = approveDevice(context, query.get('token') ?? '')
        if (!login) return { status: 400, html: deviceLinkInvalidPage() }
        const codeSent = await sendOtp(context, `login:${login.id}`, login.email, (code) =>
          mailMessages.loginCode(login.email, code, context.otp.ttlMs),
        ).then(
          () => true,
          () => false,
        )
        return { html: deviceApprovedPage(codeSent) }
      },
    },
    {
      method: 'POST',
      path: API_PATHS.deviceStatus,
      handle({ body }) {
        const login = getLogin(context, requireString(body, 'loginId'))
        const answer: DeviceStatusResponse = { approved: login.status === 'code' }
        return { json: answer }
      },
    },
  ]
}
