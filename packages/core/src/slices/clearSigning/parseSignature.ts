import { CLEAR_SIGNING_LIMITS as LIMITS } from './clearSigningLimits'
import { isDecodableType } from './decodeAbiParameters'

const NAME = /^[A-Za-z_$][A-Za-z0-9_$]{0,63}$/

/** `uint` and `int` are `uint256` and `int256` in a signature. */
const canonicalType = (type: string) => type.replace(/^(u?int)(\[\])?$/, '$1256$2')

/**
 * A display format's key, a function signature with parameter names, read into the function's
 * name, its parameters' names (`_0`, `_1` for unnamed ones) and canonical types (`uint` is
 * `uint256`). Undefined when it is not a signature, has more than `LIMITS.parameters` parameters,
 * or a type Latch does not decode (a tuple).
 *
 * @param key - E.g. `swap(address tokenIn, uint amountIn)`.
 * @returns The parts, or undefined.
 * @example
 * ```ts
 * parseSignature('swap(address tokenIn, uint amountIn)') // { name: 'swap', names: ['tokenIn', 'amountIn'], types: ['address', 'uint256'] }
 * ```
 */
export function parseSignature(key: string): { name: string; names: string[]; types: string[] } | undefined {
  const match = /^([A-Za-z_$][A-Za-z0-9_$]*)\(([^()]*)\)$/.exec(key.trim())
  if (!match) return undefined
  const [, name = '', list = ''] = match
  const params = list.trim() === '' ? [] : list.split(',').map((p) => p.trim().split(/\s+/))
  if (params.length > LIMITS.parameters) return undefined
  const types = params.map(([type = '']) => canonicalType(type))
  if (!types.every(isDecodableType)) return undefined
  const names = params.map(([, paramName], i) =>
    paramName !== undefined && NAME.test(paramName) ? paramName : `_${i}`,
  )
  return { name, names, types }
}
