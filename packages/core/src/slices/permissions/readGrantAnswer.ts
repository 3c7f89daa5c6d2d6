import { describeUntrusted } from '../../shared/errors/describeUntrusted'
import { PermissionsError } from './PermissionsError'
import { readPermissionGrant } from './readPermissionGrant'
import type { PermissionGrant, PermissionRequest } from './types'

type Hex = `0x${string}`

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const expiryOf = (request: PermissionRequest) =>
  request.rules?.find((rule) => rule.type === 'expiry')?.data.timestamp as number | undefined

/**
 * Reads a wallet's answer to `wallet_grantPermissions` (untrusted) against what was asked: one
 * grant per request, in order, each well formed (see `readPermissionGrant`), on the same chain, to
 * the same session account and of the same permission type; a permission asked with
 * `isAdjustmentAllowed: false` granted with exactly the asked data and rules; none outliving the
 * expiry asked for.
 *
 * @param answer - The wallet's answer.
 * @param requests - The checked requests that were sent.
 * @param from - The connected account.
 * @returns The grants.
 * @throws {PermissionsError} `INVALID_WALLET_ANSWER` when the answer is not that.
 * @example
 * ```ts
 * const grants = readGrantAnswer(await request('wallet_grantPermissions', requests), requests, account)
 * ```
 */
export function readGrantAnswer(
  answer: unknown,
  requests: readonly PermissionRequest[],
  from: Hex,
): PermissionGrant[] {
  const fail = (details: string): never => {
    throw new PermissionsError('INVALID_WALLET_ANSWER', details)
  }
  if (!Array.isArray(answer) || answer.length !== requests.length)
    fail(`expected ${requests.length} grant(s), got ${describeUntrusted(answer, 80)}`)
  return requests.map((asked, index) => {
    const grant = readPermissionGrant((answer as unknown[])[index], from, index)
    if (grant.chainId.toLowerCase() !== asked.chainId.toLowerCase())
      fail(`grant ${index} is for another chain`)
    if (grant.to.toLowerCase() !== asked.to.toLowerCase())
      fail(`grant ${index} is to ${grant.to}, not ${asked.to}`)
    if (grant.permission.type !== asked.permission.type) fail(`grant ${index} is of another permission type`)
    if (
      !asked.permission.isAdjustmentAllowed &&
      (!same(grant.permission.data, asked.permission.data) || !same(grant.rules, asked.rules))
    )
      fail(`grant ${index} changed a permission that was asked without adjustment`)
    const askedExpiry = expiryOf(asked)
    if (askedExpiry !== undefined && (grant.expiry === undefined || grant.expiry > askedExpiry))
      fail(`grant ${index} outlives the expiry asked for`)
    return grant
  })
}
