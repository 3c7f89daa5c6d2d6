import { PermissionsError } from './PermissionsError'
import { PERMISSIONS_LIMITS } from './permissionsLimits'
import { readPermissionRequest } from './readPermissionRequest'
import type { PermissionRequest } from './types'

/**
 * Checks an app's permission requests before anything is asked (each a `PermissionsError`): 1 to
 * 10 of them, each ERC-7715's shape (see `readPermissionRequest`), on the connected wallet's active
 * chain and, when it names one, for the connected account.
 *
 * @param requests - What the app passed.
 * @param wallet - The connected account and its chain id.
 * @returns The frozen list that is sent.
 * @throws {PermissionsError} `NO_REQUESTS`, `TOO_MANY_REQUESTS` or `INVALID_REQUEST`.
 * @example
 * ```ts
 * const checked = checkPermissionRequests([request], { from: account, chainId: 1n })
 * ```
 */
export function checkPermissionRequests(
  requests: unknown,
  wallet: { from: `0x${string}`; chainId: bigint },
): readonly PermissionRequest[] {
  if (!Array.isArray(requests) || requests.length === 0)
    throw new PermissionsError('NO_REQUESTS', 'requests must be a non-empty list')
  if (requests.length > PERMISSIONS_LIMITS.requestsMax)
    throw new PermissionsError('TOO_MANY_REQUESTS', `${requests.length} requests`)
  return Object.freeze(
    requests.map((request: unknown, index) => {
      const read = readPermissionRequest(request, 'INVALID_REQUEST', index)
      if (BigInt(read.chainId) !== wallet.chainId)
        throw new PermissionsError(
          'INVALID_REQUEST',
          `permission ${index} is for chain ${read.chainId}, not the active one`,
        )
      if (read.from !== undefined && read.from.toLowerCase() !== wallet.from.toLowerCase())
        throw new PermissionsError(
          'INVALID_REQUEST',
          `permission ${index} is for ${read.from}, not the connected account`,
        )
      return read
    }),
  )
}
