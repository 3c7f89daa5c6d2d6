/**
 * One change to the visitor's balances that a simulated request makes: native currency, an
 * ERC-20 amount, an ERC-721 item, an ERC-1155 amount of one id, or an SPL token amount (its mint
 * as `token`). `amount` is signed base units
 * (negative: it leaves the account); `text` is its absolute value as the view shows it (token
 * units and symbol when the token is known, else the base units and the contract).
 *
 * @example
 * ```ts
 * const change: BalanceChange = { asset: 'erc20', token: '0x5FbD…', amount: -5n * 10n ** 18n, text: '5 LTK' }
 * ```
 */
export type BalanceChange = {
  readonly asset: 'native' | 'erc20' | 'erc721' | 'erc1155' | 'spl'
  /** The token contract; absent for native currency. */
  readonly token?: string
  /** The item's id, for ERC-721 and ERC-1155. */
  readonly tokenId?: bigint
  readonly amount: bigint
  readonly text: string
}

/**
 * An approval the simulated request grants from the visitor's account: an ERC-20 allowance, one
 * ERC-721 item, or every item of a collection (`setApprovalForAll`).
 *
 * @example
 * ```ts
 * const granted: GrantedApproval = { kind: 'allowance', token: '0x5FbD…', spender: '0x7099…', amount: 2n ** 256n - 1n, text: 'Unlimited LTK' }
 * ```
 */
export type GrantedApproval = {
  readonly kind: 'allowance' | 'item' | 'forAll'
  readonly token: string
  readonly spender: string
  /** The allowance (ERC-20) or the item's id (ERC-721); absent for `forAll`. */
  readonly amount?: bigint
  readonly text: string
}

/**
 * The simulation of a waiting request: running, its effects on the visitor's account, a revert
 * (with its reason when the contract gave one), or a failure to simulate (the node lacks a method,
 * the answer is malformed, or it took over 4 s): a failure never blocks Approve.
 *
 * @example
 * ```ts
 * const simulation: Simulation = { status: 'done', method: 'eth_simulateV1', changes: [], approvals: [] }
 * ```
 */
export type Simulation =
  | { readonly status: 'loading' }
  | {
      readonly status: 'done'
      /** The RPC method that simulated it: `eth_simulateV1`, or `debug_traceCall` where the node lacks it. */
      readonly method: string
      readonly changes: readonly BalanceChange[]
      readonly approvals: readonly GrantedApproval[]
    }
  | { readonly status: 'reverted'; readonly reason: string }
  | { readonly status: 'failed'; readonly reason: string }

/**
 * An event log as simulated: the emitting contract, its topics and data (hex). Native transfers
 * are logs of `0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE` shaped as an ERC-20 Transfer, as
 * `eth_simulateV1` reports them with `traceTransfers`.
 *
 * @example
 * ```ts
 * const log: EffectLog = { address: '0x5FbD…', topics: [TRANSFER_TOPIC, from, to], data: '0x…05' }
 * ```
 */
export type EffectLog = {
  readonly address: string
  readonly topics: readonly string[]
  readonly data: string
}
