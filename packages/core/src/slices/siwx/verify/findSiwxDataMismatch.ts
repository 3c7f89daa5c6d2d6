import type { SiwxMessageData } from '../../../adapters/siwxTypes'
import { isSameSiwxAccount } from './isSameSiwxAccount'

/** Every field of {@link SiwxMessageData}, in message order. */
const FIELDS = [
  'scheme',
  'domain',
  'accountAddress',
  'statement',
  'uri',
  'version',
  'chainId',
  'nonce',
  'issuedAt',
  'expirationTime',
  'notBefore',
  'requestId',
  'resources',
] as const satisfies readonly (keyof SiwxMessageData)[]

const sameList = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  a === b ||
  (a !== undefined && b !== undefined && a.length === b.length && a.every((item, i) => item === b[i]))

/**
 * The first field in which two sign-in data differ, comparing every field: the account by
 * {@link isSameSiwxAccount}, the resources item by item, every other field exactly (an absent
 * optional field differs from an empty one).
 *
 * @param a - Sign-in data (for example what a message parses to).
 * @param b - Other sign-in data (for example the session's).
 * @returns The name of the first differing field, or `undefined` when they are the same.
 * @example
 * ```ts
 * findSiwxDataMismatch(parsed, session.data) // 'statement'
 * ```
 */
export function findSiwxDataMismatch(
  a: SiwxMessageData,
  b: SiwxMessageData,
): keyof SiwxMessageData | undefined {
  for (const field of FIELDS) {
    const same =
      field === 'accountAddress'
        ? isSameSiwxAccount(a.chainId, a.accountAddress, b.accountAddress)
        : field === 'resources'
          ? sameList(a.resources, b.resources)
          : a[field] === b[field]
    if (!same) return field
  }
  return undefined
}
