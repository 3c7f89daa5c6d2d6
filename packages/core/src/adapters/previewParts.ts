// The lines of a request's preview (see `RequestPreview`): a PSBT's inputs and outputs, a Stacks
// post-condition, a Solana instruction.

/**
 * One input of a PSBT as previewed: the outpoint it spends, the address that holds it, its amount
 * (sats, absent when the PSBT does not carry the spent output) and whether it is the visitor's.
 *
 * @example
 * ```ts
 * const input: PsbtPreviewInput = { outpoint: 'ab…01:0', address: 'tb1q…', amount: 50_000n, text: '0.0005 BTC', own: true, sign: true }
 * ```
 */
export type PsbtPreviewInput = {
  readonly outpoint: string
  readonly address: string | undefined
  readonly amount: bigint | undefined
  readonly text: string | undefined
  /** The address is one of the visitor's. */
  readonly own: boolean
  /** The visitor is asked to sign this input. */
  readonly sign: boolean
}

/**
 * One output of a PSBT as previewed: its address (or its script's kind when it has none, e.g. `OP_RETURN`),
 * its amount in sats and whether it goes back to the visitor (change).
 *
 * @example
 * ```ts
 * const output: PsbtPreviewOutput = { address: 'tb1q…', amount: 40_000n, text: '0.0004 BTC', change: false }
 * ```
 */
export type PsbtPreviewOutput = {
  readonly address: string | undefined
  /** The script's kind when it pays no address (`op_return`, `unknown`). */
  readonly script?: string
  readonly amount: bigint
  readonly text: string
  readonly change: boolean
}

/**
 * A Stacks post-condition in words: who (`origin` or a principal), the asset (`STX` or
 * `contract::token`), the condition (`lte`, `sent`...) and the amount or item.
 *
 * @example
 * ```ts
 * const pc: PostConditionPreview = { principal: 'origin', asset: 'STX', condition: 'lte', amount: '1' }
 * ```
 */
export type PostConditionPreview = {
  readonly principal: string
  readonly asset: string
  readonly condition: string
  /** The amount (STX from micro-STX, a token's base units) or, for an NFT, the item's Clarity value. */
  readonly amount: string
}

/**
 * One Solana instruction as previewed: a SOL or SPL token transfer (from, to, the amount in SOL or
 * in the token's units when its decimals are known, the mint when the instruction names it), or an
 * instruction it does not read (its program id), never guessed.
 *
 * @example
 * ```ts
 * const line: SolanaTransferPreview = { kind: 'sol', from: 'Fy…', to: 'Ab…', amount: 500_000_000n, text: '0.5 SOL' }
 * ```
 */
export type SolanaTransferPreview =
  | {
      readonly kind: 'sol' | 'spl'
      readonly from: string
      readonly to: string
      /** Base units (lamports or the token's). */
      readonly amount: bigint
      readonly text: string
      readonly mint?: string
    }
  | { readonly kind: 'unknown'; readonly programId: string }
