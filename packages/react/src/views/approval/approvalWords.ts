import {
  type ApprovalSummary,
  type CaipNetwork,
  formatUnits,
  type LatchTranslator,
  type TokenBalance,
} from '@latch/core'
import { shortenAddress } from '../../utils/shortenAddress'

const MAX_UINT256 = 2n ** 256n - 1n

/**
 * A value in hex base units in the network's currency, exact (never rounded to 0.00).
 *
 * @param value - Hex base units.
 * @param network - The network whose native currency it is.
 * @returns E.g. "0.001 ETH"; the integer when the network is unknown.
 * @example
 * ```ts
 * nativeAmount('0x38d7ea4c68000', ethereum) // '0.001 ETH'
 * ```
 */
export function nativeAmount(value: string | undefined, network: CaipNetwork | undefined): string {
  if (value === undefined) return network ? `0 ${network.nativeCurrency.symbol}` : '0'
  try {
    const amount = BigInt(value)
    return network
      ? `${formatUnits(amount, network.nativeCurrency.decimals)} ${network.nativeCurrency.symbol}`
      : amount.toString()
  } catch {
    return value
  }
}

/**
 * A token amount in words: exact with the token's symbol when the token is known, "unlimited"
 * for the maximum allowance, else the base units of the contract.
 *
 * @param amount - Base units.
 * @param token - The token, when the account's token list knows the contract.
 * @param contract - The token contract.
 * @returns The amount text.
 * @example
 * ```ts
 * tokenAmount(5_000_000n, usdc, usdc.address) // '5 USDC'
 * ```
 */
export function tokenAmount(
  amount: bigint,
  token: TokenBalance | undefined,
  contract: string | undefined,
  tr: LatchTranslator,
): string {
  if (amount === MAX_UINT256)
    return token
      ? tr.t('approve.unlimited', { symbol: tr.isolate(token.symbol) })
      : tr.t('approve.unlimitedTokens')
  if (token) return `${formatUnits(amount, token.decimals)} ${token.symbol}`
  return contract
    ? tr.t('approve.baseUnitsOf', {
        amount: tr.isolate(amount.toString()),
        contract: tr.isolate(shortenAddress(contract)),
      })
    : tr.t('approve.baseUnitsOfToken', { amount: tr.isolate(amount.toString()) })
}

/**
 * The one-line headline of a transaction in words: what leaves the account, or what it allows.
 *
 * @param summary - The transaction's summary from `describeApproval`.
 * @param network - The network it is sent on.
 * @param token - The token the call moves, when known.
 * @returns E.g. "Send 0.001 ETH", "Send 5 USDC", "Allow spending of USDC", "Call a contract".
 * @example
 * ```ts
 * transactionHeadline(summary, ethereum, undefined) // 'Send 0.001 ETH'
 * ```
 */
export function transactionHeadline(
  summary: Extract<ApprovalSummary, { kind: 'transaction' }>,
  network: CaipNetwork | undefined,
  token: TokenBalance | undefined,
  tr: LatchTranslator,
): string {
  const { call } = summary
  if (call?.name === 'transfer' || call?.name === 'transferFrom')
    return tr.t('approve.headline.send', {
      amount: tr.isolate(tokenAmount(call.amount ?? 0n, token, summary.to, tr)),
    })
  if (call?.name === 'approve')
    return token
      ? tr.t('approve.headline.allow', { symbol: tr.isolate(token.symbol) })
      : tr.t('approve.headline.allowToken')
  if (summary.to === undefined) return tr.t('approve.headline.deploy')
  if (call) return tr.t('approve.headline.call')
  return tr.t('approve.headline.send', { amount: tr.isolate(nativeAmount(summary.value, network)) })
}
