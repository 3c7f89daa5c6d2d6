import { describeUntrusted } from '../../shared/errors/describeUntrusted'
import { CallsError } from './CallsError'
import { CALLS_LIMITS } from './callsLimits'

type Hex = `0x${string}`
const CHAIN_ID = /^0x[0-9a-fA-F]{1,64}$/

const bad = (what: string): never => {
  throw new CallsError('INVALID_WALLET_ANSWER', `wallet_getCapabilities: ${what}`)
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Shape-checks a wallet's `wallet_getCapabilities` answer (untrusted): an object of at most 64
 * chains keyed by hex chain id, each an object of at most 64 capabilities, each capability an
 * object. Returns Latch's own structured copy.
 *
 * @param answer - What the wallet answered.
 * @returns Capabilities per hex chain id.
 * @throws {CallsError} `INVALID_WALLET_ANSWER` for anything else.
 * @example
 * ```ts
 * readCapabilities({ '0x7a69': { atomic: { status: 'unsupported' } } })
 * ```
 */
export function readCapabilities(answer: unknown): Record<Hex, Record<string, unknown>> {
  if (!isRecord(answer)) return bad(`the answer is ${describeUntrusted(answer, 80)}`)
  let copy: Record<string, unknown>
  try {
    copy = structuredClone(answer)
  } catch {
    return bad('the answer is not plain data')
  }
  const chains = Object.entries(copy)
  if (chains.length > CALLS_LIMITS.chainsMax)
    bad(`${chains.length} chains (at most ${CALLS_LIMITS.chainsMax})`)
  const result: Record<Hex, Record<string, unknown>> = {}
  for (const [chainId, capabilities] of chains) {
    if (!CHAIN_ID.test(chainId)) bad(`"${describeUntrusted(chainId, 80)}" is not a hex chain id`)
    if (!isRecord(capabilities)) return bad(`the capabilities of ${chainId} are not an object`)
    const names = Object.keys(capabilities)
    if (names.length > CALLS_LIMITS.capabilitiesMax)
      bad(`${names.length} capabilities on ${chainId} (at most ${CALLS_LIMITS.capabilitiesMax})`)
    for (const name of names)
      if (!isRecord(capabilities[name])) bad(`capability "${describeUntrusted(name, 80)}" is not an object`)
    result[chainId.toLowerCase() as Hex] = capabilities
  }
  return result
}
