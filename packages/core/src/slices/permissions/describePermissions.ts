import { describeUntrusted } from '../../shared/errors/describeUntrusted'
import { isEvmAddressShape } from '../../shared/validation/isEvmAddressShape'
import { readPermissionRequest } from './readPermissionRequest'

/**
 * One permission of a `wallet_grantPermissions` request in words, for ApproveTransaction: who gets
 * it (`to`), for which account and chain, its type, its limits (each data field; hex amounts as
 * whole base units, never a float), when it ends and the app's stated reason.
 *
 * @example
 * ```ts
 * const words: PermissionInWords = { to: '0xab…', from: undefined, chainId: '31337', type: 'native-token-periodic', adjustable: false, limits: [{ label: 'periodAmount', value: '10000000000000000' }], expiry: 1767225600, justification: undefined }
 * ```
 */
export type PermissionInWords = {
  to: string
  from: string | undefined
  /** Decimal chain id. */
  chainId: string
  type: string
  /** The wallet may grant less than asked. */
  adjustable: boolean
  limits: readonly { label: string; value: string }[]
  /** Unix seconds; absent when the permission has no expiry rule. */
  expiry: number | undefined
  justification: string | undefined
}

const HEX_NUMBER = /^0x[0-9a-fA-F]{1,64}$/

function fieldValue(value: unknown): string {
  if (typeof value === 'string' && HEX_NUMBER.test(value) && !isEvmAddressShape(value))
    return BigInt(value).toString()
  if (typeof value === 'string') return describeUntrusted(value, 120)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return describeUntrusted(JSON.stringify(value), 120)
}

/**
 * Reads a `wallet_grantPermissions` request's params into words (see {@link PermissionInWords});
 * undefined when they are not ERC-7715's shape (the view then shows them as given).
 *
 * @param params - The frozen params.
 * @returns Each permission in words, or undefined.
 * @example
 * ```ts
 * describeGrantPermissions([request])?.[0]?.type // 'native-token-periodic'
 * ```
 */
export function describeGrantPermissions(params: unknown): PermissionInWords[] | undefined {
  if (!Array.isArray(params) || params.length === 0 || params.length > 10) return undefined
  try {
    return params.map((item: unknown, index) => {
      const request = readPermissionRequest(item, 'INVALID_REQUEST', index)
      const { justification, ...data } = request.permission.data
      const expiry = request.rules?.find((rule) => rule.type === 'expiry')?.data.timestamp
      return {
        to: request.to,
        from: request.from,
        chainId: BigInt(request.chainId).toString(),
        type: request.permission.type,
        adjustable: request.permission.isAdjustmentAllowed,
        limits: Object.entries(data).map(([label, value]) => ({ label, value: fieldValue(value) })),
        expiry: typeof expiry === 'number' ? expiry : undefined,
        justification: typeof justification === 'string' ? describeUntrusted(justification, 200) : undefined,
      }
    })
  } catch {
    return undefined
  }
}
