// The CAIP-10 account id helpers, apart from the CAIP-2 ones (caip.ts) that every app's first load
// reads: a bundler puts a module the page's entry uses whole into the entry.
import { ValidationError } from '../errors/errors'
import { parseCaipNetworkId } from './caip'
import { invalidCaipAddress } from './caipAddressMessages'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from './types'

/**
 * Splits a CAIP-10 account id into network id and address.
 *
 * @param caipAddress - e.g. `'eip155:1:0xabc...'`.
 * @returns `{ namespace, reference, caipNetworkId, address }`.
 * @throws {ValidationError} when it is malformed.
 * @example
 * ```ts
 * parseCaipAddress('eip155:1:0xf39F...').address // '0xf39F...'
 * ```
 */
export function parseCaipAddress(caipAddress: string): {
  namespace: ChainNamespace
  reference: string
  caipNetworkId: CaipNetworkId
  address: string
} {
  const parts = caipAddress.split(':')
  if (parts.length !== 3 || !parts[2]) {
    throw new ValidationError(invalidCaipAddress(caipAddress), {
      code: 'INVALID_CAIP_ADDRESS',
    })
  }
  const { namespace, reference } = parseCaipNetworkId(`${parts[0]}:${parts[1]}`)
  return { namespace, reference, caipNetworkId: `${namespace}:${reference}`, address: parts[2] }
}

/**
 * Joins a network id and an address into a CAIP-10 account id.
 *
 * @param caipNetworkId - e.g. `'eip155:1'`.
 * @param address - The account address.
 * @returns The CAIP-10 id.
 * @example
 * ```ts
 * toCaipAddress('eip155:1', '0xabc') // 'eip155:1:0xabc'
 * ```
 */
export function toCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  return `${caipNetworkId}:${address}`
}
