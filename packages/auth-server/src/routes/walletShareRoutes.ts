import { ACCOUNT_API_PATHS } from '@latch/embedded-wallet/frame'
import type { Route } from '../http/Route'
import type { ServiceContext } from '../service/ServiceContext'
import { authenticateLiveDevice } from '../sessions/sessions'
import { readWalletRecoverRequest, readWalletSharesRequest } from '../shares/readShareFields'
import { recoverWalletShares } from '../shares/recoverWalletShares'
import { getWalletShares, storeWalletShares } from '../shares/walletShareRecords'

/**
 * The wallet-share routes (signed in, from a device that was not revoked): read the auth share,
 * store a new split (compare-and-swap on `previousSetId`), and recover with the recovery kit's
 * check (wrong checks counted per account). The service holds one share and a box it cannot open,
 * never two shares: see the README's "What the service stores of a wallet".
 *
 * @param context - The service.
 * @returns The routes.
 * @example
 * ```ts
 * const routes = [...walletShareRoutes(context)]
 * ```
 */
export function walletShareRoutes(context: ServiceContext): Route[] {
  return [
    {
      method: 'GET',
      path: ACCOUNT_API_PATHS.walletShares,
      async handle({ headers }) {
        const session = await authenticateLiveDevice(context, headers)
        return { json: await getWalletShares(context, session.userId) }
      },
    },
    {
      method: 'PUT',
      path: ACCOUNT_API_PATHS.walletShares,
      async handle({ headers, body }) {
        const session = await authenticateLiveDevice(context, headers)
        await storeWalletShares(context, session.userId, readWalletSharesRequest(body))
        return { json: {} }
      },
    },
    {
      method: 'POST',
      path: ACCOUNT_API_PATHS.walletRecover,
      async handle({ headers, body }) {
        const session = await authenticateLiveDevice(context, headers)
        return { json: await recoverWalletShares(context, session.userId, readWalletRecoverRequest(body)) }
      },
    },
  ]
}
