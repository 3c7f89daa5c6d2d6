import { API_PATHS, type UserResponse } from '@latch/embedded-wallet'
import { apiErrors } from '../errors/apiErrors'
import { requireString } from '../http/bodyFields'
import type { Route } from '../http/Route'
import type { ServiceContext } from '../ServiceContext'
import { authenticate, endSession } from '../sessions/sessions'
import { getUser, registerWallet, setAccountType } from '../users/users'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * The signed-in user's routes: read the user, set the preferred account type, register the wallet
 * addresses, and sign out.
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
      path: API_PATHS.wallet,
      handle({ headers, body }) {
        const userId = authenticate(context, headers)
        const evm = requireString(body, 'evm', 42)
        const solana = requireString(body, 'solana', 44)
        if (!EVM_ADDRESS.test(evm))
          throw apiErrors.invalidRequest('"evm" must be a 0x-prefixed 20-byte address.')
        if (!SOLANA_ADDRESS.test(solana)) throw apiErrors.invalidRequest('"solana" must be a base58 address.')
        registerWallet(context, userId, { evm, solana })
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
