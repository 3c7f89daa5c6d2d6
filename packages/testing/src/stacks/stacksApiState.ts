/**
 * A Stacks transaction as the local API lists it.
 *
 * @example
 * ```ts
 * api.state.stxTxs.push({ txid: `0x${'ab'.repeat(32)}`, sender, recipient, amount: 1n, time: 1_700_000_000 } satisfies FakeStacksTx)
 * ```
 */
export type FakeStacksTx = {
  txid: string
  sender: string
  /** The receiver of a transfer; the contract (`ADDRESS.name`) of a contract call. */
  recipient: string
  /** micro-STX (0 for a contract call) */
  amount: bigint
  /** Set for a contract call: the contract and the function called. */
  call?: { contract: string; functionName: string }
  /** seconds since the epoch */
  time: number
  status?: 'success' | 'pending' | 'abort_by_response'
}

/**
 * State the local API serves; tests mutate it freely.
 *
 * @example
 * ```ts
 * const state: StacksApiState = api.state
 * ```
 */
export type StacksApiState = {
  /** micro-STX per Stacks address. */
  stx: Map<string, bigint>
  /** Stacks transactions, newest first. */
  stxTxs: FakeStacksTx[]
  /** Next nonce per Stacks address (0 when absent); a broadcast transaction must carry it. */
  nonces: Map<string, bigint>
  /** Confirmed and mempool sats per Bitcoin address. */
  btc: Map<string, { confirmed: bigint; mempool?: bigint }>
  /** Every request path served, in order. */
  requests: string[]
}
