import type { RiskFlag } from '../clearSigning/types'
import { SIMULATION_MESSAGES } from './simulationMessages'

const hexOf = (address: string) => address.toLowerCase().replace(/^0x/, '')

/**
 * Address poisoning: the receiver has the same first 4 and last 4 hex characters as an address
 * the account dealt with, but differs in between (what a short display shows is the same). An
 * exact match, or no match, raises nothing.
 *
 * @param receiver - Who the request sends to.
 * @param counterparts - Addresses from the account's recent activity and sends.
 * @returns The flag, with the earlier address as its detail, or undefined.
 * @example
 * ```ts
 * flagLookalikeReceiver('0x1234aaaa…5678', ['0x1234bbbb…5678'])?.kind // 'lookalikeReceiver'
 * ```
 */
export function flagLookalikeReceiver(
  receiver: string,
  counterparts: readonly string[],
): RiskFlag | undefined {
  const mine = hexOf(receiver)
  if (!/^[0-9a-f]{40}$/.test(mine)) return undefined
  if (counterparts.some((c) => hexOf(c) === mine)) return undefined
  const twin = counterparts.find((c) => {
    const other = hexOf(c)
    return other.length === 40 && other.slice(0, 4) === mine.slice(0, 4) && other.slice(-4) === mine.slice(-4)
  })
  return twin === undefined
    ? undefined
    : { kind: 'lookalikeReceiver', why: SIMULATION_MESSAGES.lookalikeReceiver, detail: twin }
}
