import type { ChainNamespace } from '../../shared/networks/types'

type Hex = `0x${string}`

/**
 * One call of a batch: its receiver (absent to deploy a contract), value in wei (bigint or hex)
 * and call data.
 *
 * @example
 * ```ts
 * const call: Call = { to: token, data: '0xa9059cbb…', value: 0n }
 * ```
 */
export type Call = { to?: string; data?: string; value?: bigint | string }

/**
 * A capability asked of the wallet for a batch (EIP-5792): its own fields, and `optional: true`
 * when the wallet may ignore it.
 *
 * @example
 * ```ts
 * const capability: CallsCapability = { url: 'https://paymaster.example', optional: true }
 * ```
 */
export type CallsCapability = { optional?: boolean; [field: string]: unknown }

/**
 * What `latch.sendCalls` takes. `fallback: 'sequential'` lets Latch send the calls one by one with
 * `eth_sendTransaction` (one wallet prompt each) when the wallet has no `wallet_sendCalls`;
 * without it such a wallet gets nothing and the call throws `MethodNotSupportedError`.
 *
 * @example
 * ```ts
 * const parameters: SendCallsParameters = { calls: [{ to, value: 1n }], fallback: 'sequential' }
 * ```
 */
export type SendCallsParameters = {
  calls: readonly Call[]
  capabilities?: Record<string, CallsCapability>
  namespace?: ChainNamespace
  /** Whether the wallet must run the calls atomically (EIP-5792 `atomicRequired`); default false. */
  atomicRequired?: boolean
  /** What to do when the wallet has no EIP-5792: `'sequential'` sends the calls one by one. */
  fallback?: 'sequential'
}

/**
 * What `latch.sendCalls` resolves with: the batch id (for `getCallsStatus`) and the wallet's
 * capabilities answer, if any.
 *
 * @example
 * ```ts
 * const { id } = await latch.sendCalls({ calls })
 * ```
 */
export type SendCallsReturnType = { id: string; capabilities?: Record<string, unknown> }

/**
 * One receipt of a batch's status, as EIP-5792 gives it.
 *
 * @example
 * ```ts
 * receipt.status === '0x1' // the call succeeded
 * ```
 */
export type CallReceipt = {
  logs: { address: Hex; data: Hex; topics: Hex[] }[]
  status: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
}

/**
 * A batch's status (EIP-5792 v2): 100 pending, 200 all calls succeeded, 400 failed off chain
 * (nothing more will land), 500 all reverted, 600 some reverted.
 *
 * @example
 * ```ts
 * const { status, receipts } = await latch.getCallsStatus(id)
 * ```
 */
export type CallsStatus = {
  version: string
  id: string
  chainId: Hex
  status: number
  atomic: boolean
  receipts?: CallReceipt[]
  capabilities?: Record<string, unknown>
}

/**
 * The batched-calls actions of an instance (EIP-5792), on the connected EVM wallet.
 *
 * @example
 * ```ts
 * const { id } = await latch.sendCalls({ calls: [{ to, value: 1n }] })
 * const status = await latch.getCallsStatus(id)
 * ```
 */
export type CallsActions = {
  /** Sends a batch (`wallet_sendCalls`), or one by one with `fallback: 'sequential'`. */
  sendCalls(parameters: SendCallsParameters): Promise<SendCallsReturnType>
  /** The status of a batch this instance sent. */
  getCallsStatus(id: string): Promise<CallsStatus>
  /** The wallet's capabilities per hex chain id (`wallet_getCapabilities`), shape-checked. */
  getCapabilities(parameters?: { namespace?: ChainNamespace }): Promise<Record<Hex, Record<string, unknown>>>
  /** Asks the wallet to show a batch's status in its own interface (`wallet_showCallsStatus`). */
  showCallsStatus(id: string): Promise<void>
}
