import { type ApprovalSummary, type CaipNetwork, formatUnits, type LatchTranslator } from '@latch/core'
import { shortenAddress } from '../../utils/shortenAddress'

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
 * The one-line headline of a transaction in words: the call's intent as its ERC-7730 descriptor
 * says ("Approve", "Swap"), "Unknown contract call" for a call no descriptor covers, else what
 * leaves the account.
 *
 * @param summary - The transaction's summary from `describeApproval`.
 * @param network - The network it is sent on.
 * @param tr - The translator.
 * @returns E.g. "Send 0.001 ETH", "Approve", "Unknown contract call", "Call a contract" (while the call is read).
 * @example
 * ```ts
 * transactionHeadline(summary, ethereum, tr) // 'Send 0.001 ETH'
 * ```
 */
export function transactionHeadline(
  summary: Extract<ApprovalSummary, { kind: 'transaction' }>,
  network: CaipNetwork | undefined,
  tr: LatchTranslator,
): string {
  const { call } = summary
  if (call?.kind === 'call') return call.intent
  if (call?.kind === 'unknown') return tr.t('approve.unknownCall')
  if (summary.to === undefined) return tr.t('approve.headline.deploy')
  if (summary.data !== undefined && summary.data !== '0x' && summary.data !== '')
    return tr.t('approve.headline.call')
  return tr.t('approve.headline.send', { amount: tr.isolate(nativeAmount(summary.value, network)) })
}

/**
 * The primary button's words: "Continue in your wallet" for a request that goes on to the wallet
 * after Latch's review (`features.review`), "Sign" for a signature, else "Approve".
 *
 * @param beforeWallet - The request waits before an extension or paired wallet's own prompt.
 * @param kind - The request's summary kind.
 * @param tr - The translator.
 * @returns The button's text.
 * @example
 * ```ts
 * approveLabel(first.beforeWallet, summary.kind, tr) // 'Approve'
 * ```
 */
export function approveLabel(
  beforeWallet: boolean | undefined,
  kind: ApprovalSummary['kind'],
  tr: LatchTranslator,
) {
  if (beforeWallet) return tr.t('approve.inWallet')
  return kind === 'signMessage' || kind === 'signTypedData' ? tr.t('approve.sign') : tr.t('approve.approve')
}

/**
 * The line under a transaction's headline: where it goes ("To 0x12…34 on Ethereum"), or only the
 * network for a contract deployment.
 *
 * @param receiver - The transaction's `to` (absent: a deployment).
 * @param networkName - The network's name, isolated; absent when the network is unknown.
 * @param tr - The translator.
 * @returns The line.
 * @example
 * ```ts
 * transactionLead('0x1234…', 'Ethereum', tr) // 'To 0x12…34 on Ethereum'
 * ```
 */
export function transactionLead(
  receiver: string | undefined,
  networkName: string | undefined,
  tr: LatchTranslator,
) {
  if (receiver === undefined)
    return networkName
      ? tr.t('approve.lead.on', { network: networkName })
      : tr.t('approve.lead.onUnknownNetwork')
  const address = tr.isolate(shortenAddress(receiver))
  return networkName
    ? tr.t('approve.lead.to', { address, network: networkName })
    : tr.t('approve.lead.toUnknownNetwork', { address })
}
