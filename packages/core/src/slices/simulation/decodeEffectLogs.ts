import { formatUnits } from '../../shared/numbers/formatUnits'
import { toChecksumAddress } from '../../shared/validation/evmAddress'
import type { ClearSigningToken } from '../clearSigning/types'
import { EVENT_TOPICS } from './eventTopics'
import { batchOf, topicAddress, topicNumber, word } from './eventWords'
import type { BalanceChange, EffectLog, GrantedApproval } from './types'

/** At most this many logs are read. */
const MAX_LOGS = 512
const MAX_UINT256 = 2n ** 256n - 1n

type Context = {
  tokens: readonly ClearSigningToken[]
  native: { symbol: string; decimals: number } | undefined
}

const tokenOf = (tokens: readonly ClearSigningToken[], address: string) =>
  tokens.find((t) => t.address.toLowerCase() === address)
const checksum = (address: string) => toChecksumAddress(address)

function changeText(
  asset: BalanceChange['asset'],
  token: string,
  id: bigint | undefined,
  amount: bigint,
  context: Context,
) {
  const size = amount < 0n ? -amount : amount
  if (asset === 'native')
    return context.native
      ? `${formatUnits(size, context.native.decimals)} ${context.native.symbol}`
      : `${size} wei`
  const known = tokenOf(context.tokens, token)
  if (asset === 'erc20')
    return known ? `${formatUnits(size, known.decimals)} ${known.symbol}` : `${size} ${checksum(token)}`
  const name = known ? known.symbol : checksum(token)
  return asset === 'erc721' ? `${name} #${id}` : `${size} × ${name} #${id}`
}

/**
 * What a simulated request's event logs do to one account: its balance changes (native
 * currency, ERC-20 amounts, ERC-721 items, ERC-1155 amounts; summed per asset, zero sums left out)
 * and the approvals it grants from that account (ERC-20 allowances other than zero, one ERC-721
 * item, `setApprovalForAll(operator, true)`). The logs are untrusted node output: malformed ones
 * are skipped, at most 512 are read. Amounts are named in the token's units when `tokens` knows
 * the contract.
 *
 * @param logs - The simulation's logs, native transfers included as `eth_simulateV1` reports them.
 * @param account - The visitor's address.
 * @param context - The tokens the account and the descriptors know, and the network's currency.
 * @returns The changes and approvals, in the order first seen.
 * @example
 * ```ts
 * decodeEffectLogs(logs, visitor, { tokens: [ltk], native: { symbol: 'ETH', decimals: 18 } })
 * // { changes: [{ asset: 'erc20', token: '0x5fbd…', amount: -5000000000000000000n, text: '5 LTK' }], approvals: [] }
 * ```
 */
export function decodeEffectLogs(
  logs: readonly EffectLog[],
  account: string,
  context: Context,
): { changes: BalanceChange[]; approvals: GrantedApproval[] } {
  const me = account.toLowerCase()
  const sums = new Map<
    string,
    { asset: BalanceChange['asset']; token: string; id: bigint | undefined; amount: bigint }
  >()
  const approvals: GrantedApproval[] = []
  const add = (
    asset: BalanceChange['asset'],
    token: string,
    id: bigint | undefined,
    from: string,
    to: string,
    amount: bigint,
  ) => {
    const sign = (to === me ? 1n : 0n) - (from === me ? 1n : 0n)
    if (sign === 0n) return
    const key = `${asset}:${token}:${id ?? ''}`
    const sum = sums.get(key) ?? { asset, token, id, amount: 0n }
    sum.amount += sign * amount
    sums.set(key, sum)
  }
  for (const log of logs.slice(0, MAX_LOGS)) {
    const address = typeof log.address === 'string' ? log.address.toLowerCase() : ''
    if (!/^0x[0-9a-f]{40}$/.test(address) || !Array.isArray(log.topics) || typeof log.data !== 'string')
      continue
    const [topic, a, b, c] = log.topics.map((t) => (typeof t === 'string' ? t.toLowerCase() : ''))
    const from = topicAddress(a)
    const to = topicAddress(b)
    if (topic === EVENT_TOPICS.transfer && from && to) {
      if (log.topics.length === 3) {
        const value = word(log.data, 0)
        if (value !== undefined)
          add(address === EVENT_TOPICS.native ? 'native' : 'erc20', address, undefined, from, to, value)
      } else if (log.topics.length === 4) {
        const id = topicNumber(c)
        if (id !== undefined) add('erc721', address, id, from, to, 1n)
      }
    } else if (topic === EVENT_TOPICS.approval && from === me && to) {
      const amount = log.topics.length === 4 ? topicNumber(c) : word(log.data, 0)
      if (amount === undefined || (log.topics.length === 3 && amount === 0n)) continue
      const kind = log.topics.length === 4 ? 'item' : 'allowance'
      const known = tokenOf(context.tokens, address)
      const text =
        kind === 'item'
          ? `${known?.symbol ?? checksum(address)} #${amount}`
          : amount === MAX_UINT256
            ? `Unlimited ${known?.symbol ?? checksum(address)}`
            : changeText('erc20', address, undefined, amount, context)
      approvals.push({ kind, token: checksum(address), spender: checksum(to), amount, text })
    } else if (topic === EVENT_TOPICS.approvalForAll && from === me && to && word(log.data, 0) === 1n) {
      const known = tokenOf(context.tokens, address)
      approvals.push({
        kind: 'forAll',
        token: checksum(address),
        spender: checksum(to),
        text: known?.symbol ?? checksum(address),
      })
    } else if (topic === EVENT_TOPICS.transferSingle) {
      const [, , f, t] = log.topics.map((x) => topicAddress(x))
      const id = word(log.data, 0)
      const value = word(log.data, 1)
      if (f && t && id !== undefined && value !== undefined) add('erc1155', address, id, f, t, value)
    } else if (topic === EVENT_TOPICS.transferBatch) {
      const [, , f, t] = log.topics.map((x) => topicAddress(x))
      if (f && t) for (const [id, value] of batchOf(log.data)) add('erc1155', address, id, f, t, value)
    }
  }
  const changes: BalanceChange[] = []
  for (const { asset, token, id, amount } of sums.values()) {
    if (amount === 0n) continue
    changes.push({
      asset,
      ...(asset === 'native' ? {} : { token: checksum(token) }),
      ...(id === undefined ? {} : { tokenId: id }),
      amount,
      text: changeText(asset, token, id, amount, context),
    })
  }
  return { changes, approvals }
}
