import { TransactionVersion } from '@stacks/network'
import {
  addressFromVersionHash,
  addressHashModeToVersion,
  addressToString,
  cvToString,
  deserializeTransaction,
  PayloadType,
} from '@stacks/transactions'
import type { StacksApiState } from './stacksApiState'

/** Largest transaction the local node takes (bytes); a real node's limit is far above a transfer's. */
export const MAX_BROADCAST_BYTES = 16_384

/**
 * Why the local node refused a broadcast transaction, in the words of a Stacks node's
 * `POST /v2/transactions` rejection (`reason`).
 *
 * @example
 * ```ts
 * const refusal: BroadcastRefusal = { reason: 'BadNonce', message: 'expected nonce 3' }
 * ```
 */
export type BroadcastRefusal = { reason: string; message: string }

/**
 * What the local Stacks node does with a broadcast transaction: it decodes it, checks the origin
 * signature against the sender, the network, the sender's next nonce and that the sender can pay
 * amount plus fee, then applies an STX transfer to the balances (sender pays amount and fee) and
 * lists it, newest first. A contract call is taken too, without running Clarity: the sender pays
 * the fee, its nonce moves on and the call is listed (its contract as recipient, amount 0).
 * Anything else is refused as a real node refuses what it cannot run.
 *
 * @param state - The local API's state (balances, nonces, transactions), changed in place.
 * @param bytes - The serialized transaction.
 * @param network - The network the node serves.
 * @param now - Seconds since the epoch, for the listing.
 * @returns The txid (hex, no `0x`), or why it was refused (nothing changed then).
 * @example
 * ```ts
 * const outcome = applyStacksBroadcast(api.state, bytes, 'testnet', Date.now() / 1000)
 * if ('txid' in outcome) console.log(outcome.txid)
 * ```
 */
export function applyStacksBroadcast(
  state: StacksApiState,
  bytes: Uint8Array,
  network: 'mainnet' | 'testnet',
  now: number,
): { txid: string } | BroadcastRefusal {
  if (bytes.length === 0 || bytes.length > MAX_BROADCAST_BYTES)
    return { reason: 'Serialization', message: `a transaction is 1 to ${MAX_BROADCAST_BYTES} bytes` }
  let tx: ReturnType<typeof deserializeTransaction>
  try {
    tx = deserializeTransaction(bytes)
  } catch (error) {
    return { reason: 'Serialization', message: String(error) }
  }
  const testnet = network === 'testnet'
  if (tx.transactionVersion !== (testnet ? TransactionVersion.Testnet : TransactionVersion.Mainnet))
    return { reason: 'BadTransactionVersion', message: `this node serves ${network}` }
  try {
    tx.verifyOrigin()
  } catch (error) {
    return { reason: 'SignatureValidation', message: String(error) }
  }
  const condition = tx.auth.spendingCondition
  const version = addressHashModeToVersion(condition.hashMode, network)
  const sender = addressToString(addressFromVersionHash(version, condition.signer))
  const expectedNonce = state.nonces.get(sender) ?? 0n
  if (condition.nonce !== expectedNonce)
    return { reason: 'BadNonce', message: `expected nonce ${expectedNonce}, got ${condition.nonce}` }
  const payload = tx.payload
  if (payload.payloadType === PayloadType.ContractCall) {
    const balance = state.stx.get(sender) ?? 0n
    if (balance < condition.fee)
      return { reason: 'NotEnoughFunds', message: `${sender} holds ${balance} micro-STX` }
    const contract = `${addressToString(payload.contractAddress)}.${payload.contractName.content}`
    const txid = tx.txid()
    state.stx.set(sender, balance - condition.fee)
    state.nonces.set(sender, expectedNonce + 1n)
    state.stxTxs.unshift({
      txid: `0x${txid}`,
      sender,
      recipient: contract,
      amount: 0n,
      call: { contract, functionName: payload.functionName.content },
      time: Math.floor(now),
    })
    return { txid }
  }
  if (payload.payloadType !== PayloadType.TokenTransfer)
    return { reason: 'NotSupported', message: 'the local node runs STX transfers and contract calls only' }
  const recipient = cvToString(payload.recipient)
  const amount = payload.amount
  const balance = state.stx.get(sender) ?? 0n
  if (balance < amount + condition.fee)
    return { reason: 'NotEnoughFunds', message: `${sender} holds ${balance} micro-STX` }
  const txid = tx.txid()
  state.stx.set(sender, balance - amount - condition.fee)
  state.stx.set(recipient, (state.stx.get(recipient) ?? 0n) + amount)
  state.nonces.set(sender, expectedNonce + 1n)
  state.stxTxs.unshift({ txid: `0x${txid}`, sender, recipient, amount, time: Math.floor(now) })
  return { txid }
}
