import type { TokenBalance } from '../../adapters/AccountDataSource'
import type { TrackedEventName } from '../../kernel/events/types'
import type { CaipNetworkId, ChainNamespace } from '../../shared/networks/types'
import type { RiskFlag } from '../clearSigning/types'
import type { SendFormCheck } from './sendCheckTypes'

/**
 * Send state (SPEC §3). Amounts are decimal strings in token units, never floats.
 *
 * @example
 * ```ts
 * const { token, sendTokenAmount, receiverAddress, loading } = latch.getState().send
 * ```
 */
export type SendState = {
  /** Token being sent (a token balance of the account); `address` absent for the native token. */
  token: TokenBalance | undefined
  /** Amount in token units as the user typed it, e.g. `'0.5'`. */
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  receiverProfileImageUrl: string | undefined
  receiverProfileName: string | undefined
  /** Value of the native balance in USD, decimal string. */
  networkBalanceInUSD: string | undefined
  /** True while the send is in flight. */
  loading: boolean
  /** Sendable token balances of the account (tokens with decimals `'0'` dropped). */
  tokenBalances: TokenBalance[]
  /** When the last token-balance fetch failed (ms since the epoch); retries wait 30 s after it. */
  lastRetry: number | undefined
  /**
   * The network fee of the send, in base units of the network's native currency, as the adapter
   * estimated it (not a SPEC field: the form shows it and keeps it out of Max); `undefined` until
   * estimated or when the adapter cannot estimate.
   */
  fee: bigint | undefined
  /**
   * True when the app pays the send's gas (not a SPEC field): the account is the embedded wallet's
   * smart account on the token's network and the app's paymaster (ERC-7677) sponsors its user
   * operations. Then `fee` stays `undefined` (the account pays no native fee: the checks and Max
   * keep nothing out of the balance) and the form says the app pays. Set by `estimateFee`.
   */
  feeSponsored: boolean
  /**
   * True while the network fee is being estimated (not a SPEC field): the form marks its fee line
   * busy until the estimate, or the finding that there is none, is in. Set by `estimateFee`.
   */
  feeEstimating: boolean
  /** True while a receiver typed as a name (`bob.reown.id`) is being looked up (not a SPEC field). */
  receiverResolving: boolean
}

/**
 * Events the send controller tracks: the SPEC's SEND_INITIATED and SEND_SUCCESS, plus SEND_ERROR.
 *
 * @example
 * ```ts
 * const name: SendEventName = 'SEND_ERROR'
 * ```
 */
export type SendEventName = Extract<TrackedEventName, 'SEND_INITIATED' | 'SEND_SUCCESS'> | 'SEND_ERROR'

/**
 * The connected account the send goes from.
 *
 * @example
 * ```ts
 * const from: SendAccount = { namespace: 'eip155', address: '0xf39F...', connectorId: 'io.metamask' }
 * ```
 */
export type SendAccount = { namespace: ChainNamespace; address: string; connectorId: string }

/**
 * Send actions (`latch.send`).
 *
 * @example
 * ```ts
 * latch.send.setToken(usdc)
 * latch.send.setTokenAmount('12.5')
 * latch.send.setReceiverAddress('0x7099...')
 * const { hash } = await latch.send.send()
 * ```
 */
export interface SendActions {
  /** Choose the token to send. */
  setToken(token: TokenBalance | undefined): void
  /** Set the amount (decimal string in token units). */
  setTokenAmount(amount: string | undefined): void
  /** Set the receiver address. */
  setReceiverAddress(address: string | undefined): void
  /** Set the receiver's resolved profile name and avatar. */
  setReceiverProfile(profile: { name?: string | undefined; imageUrl?: string | undefined }): void
  /** Set the USD value of the native balance. */
  setNetworkBalanceInUSD(value: string | undefined): void
  /** Replace the token balances; tokens whose decimals is `'0'` are dropped (SPEC §5). */
  setTokenBalances(tokens: readonly TokenBalance[]): void
  /**
   * List the account's token balances: the ones the Tokens tab shows, from the same cache (one
   * request for both). A failure toasts "Token Balance Unavailable" once, and `lastRetry` is the
   * Tokens tab's; new attempts within 30 s resolve at once.
   */
  fetchTokenBalances(): Promise<void>
  /** Validate everything, then send through the adapter (SPEC §4). Resolves with the hash. */
  send(): Promise<{ hash: string }>
  /**
   * The receiver as the user typed it: an address, or a name-service name (`bob.reown.id`) that is
   * resolved to its address (SPEC §3 receiverProfileName and receiverProfileImageUrl). While a name
   * is looked up `receiverResolving` is true; an unknown name stays as typed (and fails the address
   * check). A typed address gets the profile name and avatar its owner registered, when known.
   */
  setReceiver(input: string | undefined): Promise<void>
  /** The form checked as the user types (see {@link checkSendForm}); `ready` enables Review. */
  check(): SendFormCheck
  /**
   * Estimate the network fee of the send through the adapter and keep it in `fee` (native base
   * units); `undefined` when the adapter cannot estimate, or when the app's paymaster pays the gas
   * (then `feeSponsored` is true and nothing is asked of the adapter). Never throws.
   */
  estimateFee(): Promise<bigint | undefined>
  /**
   * The risks of the send being reviewed, as ApproveTransaction flags a request's: a receiver that
   * looks like an address the account dealt with but differs (address poisoning), a token sent to
   * its own contract. Empty when there is none (or no EVM receiver yet). Never throws.
   */
  checkRisks(): Promise<readonly RiskFlag[]>
  /**
   * Fill in the most that can be sent: the token balance, minus the estimated fee for the native
   * currency (never negative; the whole balance when the app pays the gas). Resolves with the
   * amount in base units.
   */
  setMaxAmount(): Promise<bigint | undefined>
  /** Clear every send field. */
  reset(): void
}

/**
 * A send that the wallet accepted: what the Activity tab shows until the chain's history has it.
 *
 * @example
 * ```ts
 * const sent: SentTransaction = {
 *   hash: '0xabc', network: 'eip155:1', from: '0xa', to: '0xb', amount: '1.5', symbol: 'ETH',
 * }
 * ```
 */
export type SentTransaction = {
  hash: string
  network: CaipNetworkId
  from: string
  to: string
  /** The amount sent, as a decimal string in token units (`formatUnits` of the base units). */
  amount: string
  symbol: string
  /** Token contract / mint; absent for the native token. */
  tokenAddress?: string
  /** Proposed to a multisig, not on chain yet (a `SendResult` with `queued: true`). */
  queued?: true
}
