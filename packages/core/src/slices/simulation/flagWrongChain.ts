import type { RiskFlag } from '../clearSigning/types'
import { SIMULATION_MESSAGES } from './simulationMessages'

const chainIdOf = (value: unknown): bigint | undefined => {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'bigint' && value >= 0n) return value
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]{1,16}|[0-9]{1,20})$/.test(value)) return BigInt(value)
  return undefined
}

/**
 * A request that names a chain (a transaction's `chainId`, typed data's `domain.chainId`) other
 * than the network the approval shows. A request that names none, or a network without a numeric
 * id, raises nothing; a chain id that is not a number is a mismatch.
 *
 * @param requested - The chain id the request names, as given (hex, decimal text or number).
 * @param shown - The shown network's chain id.
 * @returns The flag, with the requested chain as its detail, or undefined.
 * @example
 * ```ts
 * flagWrongChain('0x1', 31337)?.kind // 'wrongChain'
 * ```
 */
export function flagWrongChain(requested: unknown, shown: number | undefined): RiskFlag | undefined {
  if (requested === undefined || requested === null || shown === undefined) return undefined
  const id = chainIdOf(requested)
  if (id === BigInt(shown)) return undefined
  return {
    kind: 'wrongChain',
    why: SIMULATION_MESSAGES.wrongChain,
    detail: id === undefined ? '?' : id.toString(),
  }
}
