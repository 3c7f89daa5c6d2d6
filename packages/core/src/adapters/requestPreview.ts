import type { CaipNetwork, ChainNamespace } from '../shared/networks/types'
import type {
  PostConditionPreview,
  PsbtPreviewInput,
  PsbtPreviewOutput,
  SolanaTransferPreview,
} from './previewParts'

/**
 * What a chain adapter's preview says a waiting request does, decoded locally from its frozen
 * params (see `ChainAdapter.previewRequest`): a Bitcoin PSBT's inputs, outputs, change and fee; a
 * Stacks contract call (arguments, post-conditions and their mode) or STX transfer; a Solana
 * transaction's transfers.
 *
 * @example
 * ```ts
 * const preview: RequestPreview = { kind: 'stxTransfer', recipient: 'ST…', amount: 1_000_000n, text: '1 STX', memo: '' }
 * ```
 */
export type RequestPreview =
  | {
      readonly kind: 'bitcoinPsbt'
      readonly inputs: readonly PsbtPreviewInput[]
      readonly outputs: readonly PsbtPreviewOutput[]
      /** Sum in − sum out (sats), or `unknown` when an input lacks its amount. */
      readonly fee: { readonly amount: bigint; readonly text: string } | 'unknown'
    }
  | {
      readonly kind: 'stacksCall'
      readonly contract: string
      readonly functionName: string
      /** Each argument as Clarity text (`u5`, `'ST…`, `(tuple …)`). */
      readonly args: readonly string[]
      readonly postConditions: readonly PostConditionPreview[]
      readonly postConditionMode: 'allow' | 'deny'
      readonly fee?: string
      readonly nonce?: string
    }
  | {
      readonly kind: 'stxTransfer'
      readonly recipient: string
      readonly amount: bigint
      readonly text: string
      readonly memo: string
      readonly fee?: string
      readonly nonce?: string
    }
  | { readonly kind: 'solanaTransfers'; readonly instructions: readonly SolanaTransferPreview[] }

/**
 * What an adapter previews: the request's method and frozen params, the visitor's addresses on the
 * namespace (all accounts of the connection) and the network it is sent on.
 *
 * @example
 * ```ts
 * const request: PreviewRequest = { namespace: 'bip122', method: 'signPsbt', params: { psbt, signInputs }, accounts: ['tb1q…'], network }
 * ```
 */
export type PreviewRequest = {
  readonly namespace: ChainNamespace
  readonly method: string
  readonly params: unknown
  readonly accounts: readonly string[]
  readonly network: CaipNetwork | undefined
}

/**
 * A waiting request's preview in the approval: loading, the adapter's preview, or why it could not
 * be previewed (never blocking Approve).
 *
 * @example
 * ```ts
 * const state: PreviewState = { status: 'failed', reason: 'The PSBT cannot be read' }
 * ```
 */
export type PreviewState =
  | { readonly status: 'loading' }
  | { readonly status: 'done'; readonly preview: RequestPreview }
  | { readonly status: 'failed'; readonly reason: string }
