import { API_PATHS, type UserResponse } from '@latch/embedded-wallet'
import { apiErrors } from '../errors/apiErrors'
import type { Route } from '../http/Route'
import type { ServiceContext } from '../service/ServiceContext'
import { authenticate, endSession } from '../sessions/sessions'
import { getUser, setAccountType } from '../users/users'

/**
 * The signed-in user's routes: read the user, set the preferred account type, and sign out (the
 * wallet addresses are bound by `walletRoutes`).
 *
 * @param context - The service.
 * @returns The routes.
 * @example
 * ```ts
 * const routes = [...userRoutes(context)]
 * ```
 */
export function userRoutes(context: ServiceContext): Route[] {
  const userAnswer = async (userId: string) => {
    const answer: UserResponse = { user: await getUser(context, userId) }
    return { json: answer }
  }
  return [
    {
      method: 'GET',
      path: API_PATHS.user,
      handle: async ({ headers }) => userAnswer(await authenticate(context, headers)),
    },
    {
      method: 'POST',
      path: API_PATHS.accountType,
      async handle({ headers, body }) {
        const userId = await authenticate(context, headers)
        const type = body.type
        if (type !== 'eoa' && type !== 'smartAccount') throw apiErrors.badAccountType()
        await setAccountType(context, userId, type)
        return userAnswer(userId)
      },
    },
    {
      method: 'POST',
      path: API_PATHS.signOut,
      async handle({ headers }) {
        await endSession(context, headers)
        return { json: {} }
      },
    },
  ]
}
