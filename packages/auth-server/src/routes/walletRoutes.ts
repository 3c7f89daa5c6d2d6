import { API_PATHS, type UserResponse } from '@latch/embedded-wallet'
import { getAddress } from 'viem'
import type { Route } from '../http/Route'
import type { ServiceContext } from '../service/ServiceContext'
import { authenticateSession } from '../sessions/sessions'
import { getUser, registerWallet } from '../users/users'
import { readWalletRegistration } from '../wallets/readWalletRegistration'
import { verifyWalletProof } from '../wallets/verifyWalletProof'
import { issueWalletChallenge, takeWalletChallenge } from '../wallets/walletChallenges'

/**
 * The wallet-binding routes (signed in): a challenge for this session, and the registration of
 * the key frame's public addresses, bound only with a proof that the frame holds their keys (both
 * keys' signatures over the challenge text). In order: the body is checked (nothing used up on a
 * malformed one), the challenge is used up, the signatures are verified, and only then are the
 * addresses stored; any refusal stores nothing.
 *
 * @param context - The service.
 * @returns The routes.
 * @example
 * ```ts
 * const routes = [...walletRoutes(context)]
 * ```
 */
export function walletRoutes(context: ServiceContext): Route[] {
  const service = new URL(context.publicUrl).origin
  return [
    {
      method: 'POST',
      path: API_PATHS.walletChallenge,
      async handle({ headers }) {
        return { json: await issueWalletChallenge(context, await authenticateSession(context, headers)) }
      },
    },
    {
      method: 'POST',
      path: API_PATHS.wallet,
      async handle({ headers, body }) {
        const session = await authenticateSession(context, headers)
        const registration = readWalletRegistration(body)
        await takeWalletChallenge(context, session, registration.challenge)
        await verifyWalletProof(registration, { service, userId: session.userId })
        await registerWallet(context, session.userId, {
          evm: getAddress(registration.evm),
          solana: registration.solana,
        })
        const answer: UserResponse = { user: await getUser(context, session.userId) }
        return { json: answer }
      },
    },
  ]
}
