import { describeUntrusted } from '../../shared/errors/describeUntrusted'
import { deepFreeze } from '../../shared/validation/cloneFrozen'
import { isEvmAddressShape } from '../../shared/validation/isEvmAddressShape'
import { PermissionsError } from './PermissionsError'
import { PERMISSIONS_LIMITS } from './permissionsLimits'
import { readPermissionRequest } from './readPermissionRequest'
import type { PermissionGrant } from './types'

type Hex = `0x${string}`
const HEX_BYTES = /^0x(?:[0-9a-fA-F]{2})+$/

/**
 * Reads one granted permission from a wallet's answer or from storage (both untrusted): the
 * request's shape (see {@link readPermissionRequest}), the granting account `from` (the connected
 * one when the wallet leaves it out; another one is refused), an opaque hex `context` of at most
 * 16 KB, an optional `delegationManager` address; its expiry is read from its `expiry` rule.
 *
 * @param value - One item of the answer.
 * @param from - The connected account the grant must bind.
 * @param index - Its position, for the message.
 * @returns The grant, frozen.
 * @throws {PermissionsError} `INVALID_WALLET_ANSWER` when anything is off.
 * @example
 * ```ts
 * const grant = readPermissionGrant(answer[0], account, 0)
 * ```
 */
export function readPermissionGrant(value: unknown, from: Hex, index: number): PermissionGrant {
  const fail = (details: string): never => {
    throw new PermissionsError('INVALID_WALLET_ANSWER', `grant ${index}: ${details}`)
  }
  const request = readPermissionRequest(value, 'INVALID_WALLET_ANSWER', index)
  const { context, delegationManager } = value as Record<string, unknown>
  if (request.from !== undefined && request.from.toLowerCase() !== from.toLowerCase())
    fail(`it binds ${request.from}, not the connected account ${from}`)
  if (
    typeof context !== 'string' ||
    context.length > PERMISSIONS_LIMITS.contextMax ||
    !HEX_BYTES.test(context)
  )
    fail(`context is ${describeUntrusted(context, 80)} (hex bytes, at most 16 KB)`)
  if (delegationManager !== undefined && !isEvmAddressShape(delegationManager))
    fail(`delegationManager is ${describeUntrusted(delegationManager, 80)}`)
  const expiry = request.rules?.find((rule) => rule.type === 'expiry')?.data.timestamp as number | undefined
  return deepFreeze({
    ...request,
    from: request.from ?? from,
    context: context as Hex,
    ...(delegationManager === undefined ? {} : { delegationManager: delegationManager as Hex }),
    ...(expiry === undefined ? {} : { expiry }),
  })
}
