import { describeUntrusted } from '../../shared/errors/describeUntrusted'
import { deepFreeze } from '../../shared/validation/cloneFrozen'
import { isEvmAddressShape } from '../../shared/validation/isEvmAddressShape'
import { PermissionsError, type PermissionsErrorCode } from './PermissionsError'
import { PERMISSIONS_LIMITS } from './permissionsLimits'
import type { PermissionRequest, PermissionRule } from './types'

type Hex = `0x${string}`
const CHAIN_ID = /^0x[0-9a-fA-F]{1,64}$/
const TYPE = /^[A-Za-z0-9][A-Za-z0-9._:-]*$/

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A permission's or rule's `data`: a plain object of at most 16 fields, bigints sent as hex. */
function readData(value: unknown, where: string, fail: (details: string) => never): Record<string, unknown> {
  if (!isRecord(value)) fail(`${where} must be an object`)
  const entries = Object.entries(value)
  if (entries.length > PERMISSIONS_LIMITS.fieldsMax)
    fail(`${where} has ${entries.length} fields (at most 16)`)
  const data: Record<string, unknown> = {}
  for (const [key, field] of entries) {
    if (typeof field === 'bigint') {
      if (field < 0n) fail(`${where}.${describeUntrusted(key, 40)} is negative`)
      data[key] = `0x${field.toString(16)}`
    } else if (typeof field === 'number' && !Number.isFinite(field))
      fail(`${where}.${describeUntrusted(key, 40)} is not a finite number`)
    else data[key] = field
  }
  return data
}

function readType(value: unknown, where: string, fail: (details: string) => never): string {
  if (typeof value !== 'string' || value.length > PERMISSIONS_LIMITS.typeMax || !TYPE.test(value))
    fail(`${where} is ${describeUntrusted(value, 80)}`)
  return value
}

function readRules(value: unknown, fail: (details: string) => never): PermissionRule[] | undefined {
  if (value === undefined) return undefined
  if (!Array.isArray(value) || value.length > PERMISSIONS_LIMITS.rulesMax)
    fail(`rules must be a list of at most 8 rules`)
  return value.map((rule: unknown, index) => {
    if (!isRecord(rule)) fail(`rules[${index}] is ${describeUntrusted(rule, 80)}`)
    const type = readType(rule.type, `rules[${index}].type`, fail)
    const data = readData(rule.data, `rules[${index}].data`, fail)
    if (type === 'expiry' && !(Number.isSafeInteger(data.timestamp) && (data.timestamp as number) > 0))
      fail(`rules[${index}] (expiry) needs data.timestamp in unix seconds`)
    return { type, data }
  })
}

/**
 * Reads one permission request (ERC-7715's shape) from untrusted input into a fresh, frozen copy:
 * a hex chain id, `to` (and `from`, when given) addresses, a permission type (a short name) with
 * `isAdjustmentAllowed` and at most 16 data fields (bigints sent as hex), at most 8 rules (an
 * `expiry` rule with a unix-seconds timestamp), 8 KB of JSON at most.
 *
 * @param value - The request, as the app (or a wallet, or storage) gave it.
 * @param code - The error code a bad value gets (the app's `INVALID_REQUEST`, a wallet's `INVALID_WALLET_ANSWER`).
 * @param index - Its position, for the message.
 * @returns The request as it is sent (or kept).
 * @throws {PermissionsError} when anything is off.
 * @example
 * ```ts
 * const request = readPermissionRequest(appRequest, 'INVALID_REQUEST', 0)
 * ```
 */
export function readPermissionRequest(
  value: unknown,
  code: PermissionsErrorCode,
  index: number,
): PermissionRequest {
  const fail = (details: string): never => {
    throw new PermissionsError(code, `permission ${index}: ${details}`)
  }
  if (!isRecord(value)) return fail(`is ${describeUntrusted(value, 80)}`)
  const { chainId, from, to, permission, rules } = value
  if (typeof chainId !== 'string' || !CHAIN_ID.test(chainId) || BigInt(chainId) === 0n)
    fail(`chainId is ${describeUntrusted(chainId, 80)} (a hex chain id)`)
  if (!isEvmAddressShape(to)) fail(`to is ${describeUntrusted(to, 80)} (an address)`)
  if (from !== undefined && !isEvmAddressShape(from)) fail(`from is ${describeUntrusted(from, 80)}`)
  if (!isRecord(permission)) return fail('permission must be an object')
  const type = readType(permission.type, 'permission.type', fail)
  if (typeof permission.isAdjustmentAllowed !== 'boolean')
    fail('permission.isAdjustmentAllowed must be true or false')
  const request: PermissionRequest = {
    chainId: chainId as Hex,
    ...(from === undefined ? {} : { from: from as Hex }),
    to: to as Hex,
    permission: {
      type,
      isAdjustmentAllowed: permission.isAdjustmentAllowed as boolean,
      data: readData(permission.data, 'permission.data', fail),
    },
    ...(rules === undefined ? {} : { rules: readRules(rules, fail) as PermissionRule[] }),
  }
  let json: string
  try {
    json = JSON.stringify(request)
  } catch {
    return fail('is not plain data')
  }
  if (json.length > PERMISSIONS_LIMITS.jsonMax) fail(`is ${json.length} characters of JSON (at most 8192)`)
  return deepFreeze(JSON.parse(json) as PermissionRequest)
}
