import { API_PATHS, type DeviceApproveResponse, type DeviceStatusResponse } from '@latch/embedded-wallet'
import { apiErrors } from '../errors/apiErrors'
import { requireString } from '../http/bodyFields'
import { pageScriptRoute } from '../http/pageScriptRoute'
import type { Route } from '../http/Route'
import { PAGE_CSP_CONNECT_SELF } from '../http/sendResult'
import { approveDevice, getLogin, isLiveDeviceLink } from '../logins/pendingLogins'
import { mailMessages } from '../mail/mailMessages'
import { sendOtp } from '../otp/otpCodes'
import { DEVICE_APPROVAL_SCRIPT } from '../pages/deviceApprovalScript'
import { deviceApprovalPage, deviceLinkInvalidPage } from '../pages/devicePages'
import type { ServiceContext } from '../service/ServiceContext'

/**
 * The new-device routes: the emailed approval link's page (GET: it only asks, so a mail scanner
 * that fetches the link approves nothing) and its script, the approval itself (POST of the link's
 * token from the page's button: approves and mails the sign-in code), and the status the app polls.
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
        const token = query.get('token') ?? ''
        if (!(await isLiveDeviceLink(context, token))) return { status: 400, html: deviceLinkInvalidPage() }
        return { html: deviceApprovalPage(token), csp: PAGE_CSP_CONNECT_SELF }
      },
    },
    pageScriptRoute(API_PATHS.deviceApprove, DEVICE_APPROVAL_SCRIPT),
    {
      method: 'POST',
      path: API_PATHS.deviceApprove,
      async handle({ body }) {
        const login = await approveDevice(context, requireString(body, 'token', 200))
        if (!login) throw apiErrors.deviceLinkInvalid()
        const codeSent = await sendOtp(context, `login:${login.id}`, login.email, (code) =>
          mailMessages.loginCode(login.email, code, context.otp.ttlMs),
        ).then(
          () => true,
          () => false,
        )
        const answer: DeviceApproveResponse = { approved: true, codeSent }
        return { json: answer }
      },
    },
    {
      method: 'POST',
      path: API_PATHS.deviceStatus,
      async handle({ body }) {
        const login = await getLogin(context, requireString(body, 'loginId'))
        const answer: DeviceStatusResponse = { approved: login.status === 'code' }
        return { json: answer }
      },
    },
  ]
}
