import type { CaipNetwork } from '../shared/networks/types'

/**
 * A token to send or to read a balance of. `address` is absent for the native token.
 *
 * @example
 * ```ts
 * const usdc: TokenRef = { address: '0xA0b8...', symbol: 'USDC', decimals: 6, name: 'USD Coin' }
 * ```
 */
export type TokenRef = {
  /** Contract address (EVM), mint (Solana), contract id (Stacks). Absent for native. */
  address?: string
  /** Symbol. */
  symbol: string
  /** Decimals of the base unit. */
  decimals: number
  /** Name. */
  name?: string
}

/**
 * A balance in base units.
 *
 * @example
 * ```ts
 * const b: Balance = { value: 10n ** 18n, decimals: 18, symbol: 'ETH' }
 * ```
 */
export type Balance = { value: bigint; decimals: number; symbol: string }

/**
 * Parameters of a chain adapter's `send`. `amount` is in base units, never a float.
 *
 * @example
 * ```ts
 * await adapter.send({ connectorId, network, from, to, amount: 10n ** 17n, token: { symbol: 'ETH', decimals: 18 } })
 * ```
 */
export type SendParameters = {
  connectorId: string
  network: CaipNetwork
  from: string
  to: string
  amount: bigint
  token: TokenRef
}

/**
 * Result of a send: the transaction hash or signature. `queued: true` when the wallet only proposed
 * the transaction to a multisig (a Safe answers its `safeTxHash`): the owners still have to confirm
 * and execute it, so nothing is on chain yet and `hash` names no chain transaction.
 *
 * @example
 * ```ts
 * const { hash, queued } = await adapter.send(params)
 * if (queued) console.log('waiting for the Safe owners', hash)
 * ```
 */
export type SendResult = { hash: string; queued?: true }

/**
 * A send as one wallet request, for a connector that has no send of its own (the auth connector,
 * the pairing connector): the chain adapter builds the transaction, the connector's wallet signs
 * and sends it through `request` (for the auth connector, after Latch's approval), and `result`
 * reads the hash from the wallet's answer, which is untrusted, and waits for the chain as `send` does.
 *
 * @example
 * ```ts
 * const { request, result } = await solanaAdapter.prepareSend(params)
 * // request: { method: 'solana_signAndSendTransaction', params: { transaction, pubkey } }
 * ```
 */
export type PreparedSend = {
  request: { method: string; params: unknown }
  result: (answer: unknown) => Promise<SendResult>
}
