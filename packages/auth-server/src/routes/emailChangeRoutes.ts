import { API_PATHS, type EmailChangeResponse } from '@latch/embedded-wallet'
import {
  advanceChange,
  createChange,
  deleteChange,
  type EmailChange,
  getChange,
} from '../changes/emailChanges'
import type { SqlExecutor } from '../db/SqlStore'
import { apiErrors } from '../errors/apiErrors'
import { requireEmail, requireString } from '../http/bodyFields'
import type { Route, RouteRequest } from '../http/Route'
import { mailMessages } from '../mail/mailMessages'
import { sendOtp, verifyOtp } from '../otp/otpCodes'
import { randomToken } from '../service/randomId'
import type { ServiceContext } from '../service/ServiceContext'
import { authenticate } from '../sessions/sessions'
import { assertEmailFree, getUser, setEmail } from '../users/users'

// The code of the change's current step: to the current address first, then to the new one.
async function sendStepCode(context: ServiceContext, change: EmailChange, resend = false): Promise<void> {
  const ttl = context.otp.ttlMs
  const current = (await getUser(context, change.userId)).email
  if (change.step === 'primary' && current !== undefined)
    return sendOtp(
      context,
      `change:${change.id}`,
      current,
      (code) => mailMessages.changeCurrentCode(current, code, change.newEmail, ttl),
      { resend },
    )
  return sendOtp(
    context,
    `change:${change.id}`,
    change.newEmail,
    (code) => mailMessages.changeNewCode(change.newEmail, code, ttl),
    { resend },
  )
}

/**
 * The email-change routes (signed in): start (code to the current address; straight to the new
 * address for an account without one), confirm the current address (code then goes to the new
 * one), confirm the new address (the email changes at once), and resend the current step's code.
 *
 * @param context - The service.
 * @returns The routes.
 * @example
 * ```ts
 * const routes = [...emailChangeRoutes(context)]
 * ```
 */
export function emailChangeRoutes(context: ServiceContext): Route[] {
  const changeOf = async (headers: Parameters<typeof authenticate>[1], body: Record<string, unknown>) =>
    getChange(context, await authenticate(context, headers), requireString(body, 'changeId'))
  // Confirms the code of the change's `step` (refused with `wrongStep()` at the other step) and runs
  // `confirmed` in the transaction that spends the code.
  const confirmStep = async (
    { headers, body }: RouteRequest,
    step: EmailChange['step'],
    wrongStep: () => Error,
    confirmed: (change: EmailChange, tx: SqlExecutor) => Promise<void>,
  ): Promise<EmailChange> => {
    const change = await changeOf(headers, body)
    const otp = requireString(body, 'otp', 32)
    if (change.step !== step) throw wrongStep()
    await verifyOtp(context, `change:${change.id}`, otp, (tx) => confirmed(change, tx))
    return change
  }
  return [
    {
      method: 'POST',
      path: API_PATHS.emailChange,
      async handle({ headers, body }) {
        const userId = await authenticate(context, headers)
        const newEmail = requireEmail(body)
        const user = await getUser(context, userId)
        if (user.email === newEmail) throw apiErrors.sameEmail()
        await assertEmailFree(context, userId, newEmail)
        const change: EmailChange = {
          id: randomToken(16),
          userId,
          newEmail,
          step: user.email === undefined ? 'secondary' : 'primary',
        }
        await sendStepCode(context, change)
        await createChange(context, change)
        const answer: EmailChangeResponse = { changeId: change.id }
        return { json: answer }
      },
    },
    {
      method: 'POST',
      path: API_PATHS.emailChangePrimary,
      async handle(request) {
        const change = await confirmStep(
          request,
          'primary',
          apiErrors.primaryConfirmed,
          async (confirmed, tx) => {
            await assertEmailFree(context, confirmed.userId, confirmed.newEmail, tx)
            await advanceChange(context, confirmed.id, tx)
          },
        )
        await sendStepCode(context, { ...change, step: 'secondary' })
        return { json: {} }
      },
    },
    {
      method: 'POST',
      path: API_PATHS.emailChangeSecondary,
      async handle(request) {
        await confirmStep(request, 'secondary', apiErrors.primaryFirst, async (change, tx) => {
          await setEmail(context, change.userId, change.newEmail, tx)
          await deleteChange(context, change.id, tx)
        })
        return { json: {} }
      },
    },
    {
      method: 'POST',
      path: API_PATHS.emailChangeResend,
      async handle({ headers, body }) {
        const change = await changeOf(headers, body)
        await sendStepCode(context, change, true)
        const answer: EmailChangeResponse = { changeId: change.id }
        return { json: answer }
      },
    },
  ]
}
