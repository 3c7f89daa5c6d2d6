/**
 * The `clearSigning` option of `createLatch`: ERC-7730 descriptors the app ships for its own
 * contracts (objects as parsed from the JSON files). They are untrusted input: each is checked and
 * capped when the first approval loads the clear-signing code; a malformed one is left out.
 *
 * @example
 * ```ts
 * createLatch({ adapters, networks, clearSigning: { descriptors: [swapDescriptor] } })
 * ```
 */
export type ClearSigningOptions = {
  /** ERC-7730 descriptors (`context.contract`, `metadata`, `display.formats`). */
  descriptors?: readonly unknown[] | undefined
}

/**
 * One line of a call in words: the descriptor's label and the value as plain text (amounts in the
 * token's units when the token is known, addresses EIP-55 checksummed).
 *
 * @example
 * ```ts
 * const field: CallField = { label: 'Amount', value: '5 USDC' }
 * ```
 */
export type CallField = { readonly label: string; readonly value: string }

/**
 * A risk the request carries, with one line of why (English; the view shows its own words by
 * `kind`): from the call's words (an unlimited approval, `setApprovalForAll`), its simulation (it
 * reverts) or the checks of the request against the account's activity and the network shown.
 *
 * @example
 * ```ts
 * const flag: RiskFlag = { kind: 'unlimitedApproval', why: 'The spender may move all of this token, now and later' }
 * ```
 */
export type RiskFlag = {
  readonly kind:
    | 'unlimitedApproval'
    | 'approvalForAll'
    | 'reverts'
    | 'cannotReceive'
    | 'lookalikeReceiver'
    | 'wrongChain'
    | 'newPermitSpender'
    | 'allowMode'
    | 'noChange'
    | 'highFee'
    | 'unknownFee'
  readonly why: string
  /** What the flag is about, as plain text: a revert's reason, the look-alike's earlier address. */
  readonly detail?: string
}

/**
 * A transaction's call in words, as its ERC-7730 descriptor says (`kind: 'call'`), or a call no
 * descriptor covers (`kind: 'unknown'`), kept as its selector and raw data, never guessed.
 *
 * @example
 * ```ts
 * const words: CallInWords = { kind: 'call', intent: 'Approve', fields: [{ label: 'Spender', value: '0x…' }], flags: [], selector: '0x095ea7b3', signature: 'approve(address,uint256)' }
 * ```
 */
export type CallInWords =
  | {
      readonly kind: 'call'
      /** The descriptor's intent, e.g. "Approve". */
      readonly intent: string
      readonly fields: readonly CallField[]
      readonly flags: readonly RiskFlag[]
      readonly selector: string
      /** The canonical function signature, for the details toggle. */
      readonly signature: string
    }
  | { readonly kind: 'unknown'; readonly selector: string; readonly data: string }

/**
 * EIP-712 typed data in words, as the ERC-7730 descriptor of its primary type says: the intent,
 * the fields (amounts in the token's units, dates in ISO 8601) and the risk flags.
 *
 * @example
 * ```ts
 * const words: MessageInWords = { kind: 'typedData', primaryType: 'PermitSingle', intent: 'Permit', fields: [{ label: 'Spender', value: '0x…' }], flags: [] }
 * ```
 */
export type MessageInWords = {
  readonly kind: 'typedData'
  readonly primaryType: string
  readonly intent: string
  readonly fields: readonly CallField[]
  readonly flags: readonly RiskFlag[]
}

/**
 * A token the formatter may name: its contract, symbol and decimals.
 *
 * @example
 * ```ts
 * const usdc: ClearSigningToken = { address: '0xA0b8…', symbol: 'USDC', decimals: 6 }
 * ```
 */
export type ClearSigningToken = { address: string; symbol: string; decimals: number }
