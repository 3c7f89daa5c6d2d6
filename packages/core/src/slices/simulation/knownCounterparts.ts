import type { ActivityItem } from '../../adapters/AccountDataSource'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * The addresses an account dealt with in the activity Latch knows (its loaded history and its own
 * sends): every other side of a transfer (`all`), and those it sent to (`sentTo`), lower-case,
 * each once. Items and transfers are untrusted: what is not an EVM address is skipped.
 *
 * @param activity - The account's activity and sends, newest first.
 * @param account - The account's address.
 * @returns Both sets as arrays.
 * @example
 * ```ts
 * knownCounterparts([...state.accountData.sent, ...state.accountData.activity], visitor).sentTo
 * ```
 */
export function knownCounterparts(
  activity: readonly ActivityItem[],
  account: string,
): { all: string[]; sentTo: string[] } {
  const me = account.toLowerCase()
  const all = new Set<string>()
  const sentTo = new Set<string>()
  for (const item of activity.slice(0, 500)) {
    const transfers = Array.isArray(item?.transfers) ? item.transfers : []
    for (const t of transfers.slice(0, 50)) {
      const from = typeof t?.from === 'string' && ADDRESS.test(t.from) ? t.from.toLowerCase() : undefined
      const to = typeof t?.to === 'string' && ADDRESS.test(t.to) ? t.to.toLowerCase() : undefined
      if (from && from !== me) all.add(from)
      if (to && to !== me) {
        all.add(to)
        if (from === me || t.direction === 'out') sentTo.add(to)
      }
    }
  }
  return { all: [...all], sentTo: [...sentTo] }
}
