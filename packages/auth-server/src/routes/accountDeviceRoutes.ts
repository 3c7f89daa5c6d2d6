import { ACCOUNT_API_PATHS } from '@latch/embedded-wallet/frame'
import { requireString } from '../http/bodyFields'
import type { Route } from '../http/Route'
import type { ServiceContext } from '../service/ServiceContext'
import { authenticateLiveDevice, authenticateSession, endAllSessions } from '../sessions/sessions'
import { readWalletSharesRequest } from '../shares/readShareFields'
import { storeWalletShares } from '../shares/walletShareRecords'
import { listDevices } from '../users/listDevices'
import { revokeDevice } from '../users/revokeDevice'

/**
 * The signed-in account's device routes: list its devices, revoke one (in one transaction: the
 * device is revoked, its sessions end, and the new split made without it replaces the stored one,
 * compare-and-swap on `previousSetId`; any refusal changes nothing), and sign out everywhere.
 *
 * @param context - The service.
 * @returns The routes.
 * @example
 * ```ts
 * const routes = [...accountDeviceRoutes(context)]
 * ```
 */
export function accountDeviceRoutes(context: ServiceContext): Route[] {
  return [
    {
      method: 'GET',
      path: ACCOUNT_API_PATHS.devices,
      async handle({ headers }) {
        return { json: { devices: await listDevices(context, await authenticateSession(context, headers)) } }
      },
    },
    {
      method: 'POST',
      path: ACCOUNT_API_PATHS.deviceRevoke,
      async handle({ headers, body }) {
        const session = await authenticateLiveDevice(context, headers)
        const deviceId = requireString(body, 'deviceId', 200)
        const shares = readWalletSharesRequest(body.shares)
        await context.store.transaction(
          async (tx) => {
            await revokeDevice(context, session, deviceId, tx)
            await storeWalletShares(context, session.userId, shares, tx)
          },
          [`shares:${session.userId}`],
        )
        return { json: {} }
      },
    },
    {
      method: 'POST',
      path: ACCOUNT_API_PATHS.signOutEverywhere,
      async handle({ headers }) {
        await endAllSessions(context, headers)
        return { json: {} }
      },
    },
  ]
}
