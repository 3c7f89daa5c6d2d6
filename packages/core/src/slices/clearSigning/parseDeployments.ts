import { isEvmAddressShape } from '../../shared/validation/isEvmAddressShape'
import { CLEAR_SIGNING_LIMITS as LIMITS } from './clearSigningLimits'
import type { ClearDescriptor } from './descriptor'
import { descriptorReaders } from './descriptorReaders'

type Json = Record<string, unknown>

const { refuse, object, text, capped } = descriptorReaders

/**
 * Where a descriptor applies: `deployments` of its `context.contract` (or `context.eip712`, whose
 * addresses are the verifying contracts), addresses lower-cased; undefined when it names none.
 *
 * @param contract - `context.contract` or `context.eip712`.
 * @returns The deployments, or undefined. Throws a `ClearSigningError` when malformed.
 * @example
 * ```ts
 * parseDeployments({ deployments: [{ chainId: 1, address: '0xA0b8…' }] }) // [{ chainId: 1, address: '0xa0b8…' }]
 * ```
 */
export function parseDeployments(contract: Json): ClearDescriptor['deployments'] {
  if (contract.deployments === undefined) return undefined
  if (!Array.isArray(contract.deployments)) return refuse('deployments is not a list')
  return capped(contract.deployments, LIMITS.deployments, 'deployments').map((raw, i) => {
    const d = object(raw, `deployments[${i}]`)
    if (typeof d.chainId !== 'number' || !Number.isSafeInteger(d.chainId) || d.chainId <= 0)
      return refuse(`deployments[${i}].chainId is not a chain id`)
    if (typeof d.address !== 'string' || !isEvmAddressShape(d.address))
      return refuse(`deployments[${i}].address is not an address`)
    return { chainId: d.chainId, address: d.address.toLowerCase() }
  })
}

/**
 * `metadata.token`: the token a contract's descriptor describes, its ticker and decimals.
 *
 * @param raw - `metadata.token`.
 * @returns The token, or undefined. Throws a `ClearSigningError` when malformed.
 * @example
 * ```ts
 * parseToken({ name: 'Latch Token', ticker: 'LTK', decimals: 18 }) // { symbol: 'LTK', decimals: 18 }
 * ```
 */
export function parseToken(raw: unknown): ClearDescriptor['token'] {
  if (raw === undefined) return undefined
  const token = object(raw, 'metadata.token')
  const symbol = text(token.ticker ?? token.symbol, 'metadata.token.ticker')
  if (symbol.length > 32) return refuse('metadata.token.ticker is over 32 characters')
  const { decimals } = token
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    return refuse('metadata.token.decimals is not 0 to 255')
  return { symbol, decimals }
}
