import { API_PATHS, type UserResponse } from '@latch/embedded-wallet'
import { apiErrors } from '../errors/apiErrors'
import type { Route } from '../http/Route'
import type { ServiceContext } from '../ServiceContext'
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
  const userAnswer = (userId: string) => {
    const answer: UserResponse = { user: getUser(context, userId) }
    return { json: answer }
  }
  return [
    {
      method: 'GET',
      path: API_PATHS.user,
      handle: ({ headers }) => userAnswer(authenticate(context, headers)),
    },
    {
      method: 'POST',
      path: API_PATHS.accountType,
      handle({ headers, body }) {
        const userId = authenticate(context, headers)
        const type = body.type
        if (type !== 'eoa' && type !== 'smartAccount')
          throw apiErrors.invalidRequest('"type" must be "eoa" or "smartAccount".')
        setAccountType(context, userId, type)
        return userAnswer(userId)
      },
    },
    {
      method: 'POST',
      path: API_PATHS.signOut,
      handle({ headers }) {
        endSession(context, headers)
        return { json: {} }
      },
    },
  ]
}
