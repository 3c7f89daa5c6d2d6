import { ValidationError } from '../errors/errors'
import * as NETWORK_MESSAGES from './networkMessages'
import { CHAIN_NAMESPACES, type ChainNamespace } from './types'

/**
 * True when `value` is one of the SPEC's chain namespaces.
 *
 * @param value - Any string.
 * @returns Whether it is a {@link ChainNamespace}.
 * @example
 * ```ts
 * isChainNamespace('eip155') // true
 * ```
 */
export function isChainNamespace(value: string): value is ChainNamespace {
  return (CHAIN_NAMESPACES as readonly string[]).includes(value)
}

/**
 * Splits a CAIP-2 network id into namespace and reference.
 *
 * @param id - e.g. `'eip155:1'`.
 * @returns `{ namespace, reference }`.
 * @throws {ValidationError} when the id is malformed or the namespace is unknown.
 * @example
 * ```ts
 * parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // { namespace: 'solana', reference: '5eyk...' }
 * ```
 */
export function parseCaipNetworkId(id: string): { namespace: ChainNamespace; reference: string } {
  const match = /^([a-z0-9-]{3,8}):([-_a-zA-Z0-9]{1,64})$/.exec(id)
  if (!match || !isChainNamespace(match[1]!)) {
    throw new ValidationError(NETWORK_MESSAGES.invalidCaipNetwork(id), { code: 'INVALID_CAIP_NETWORK' })
  }
  return { namespace: match[1] as ChainNamespace, reference: match[2]! }
}
