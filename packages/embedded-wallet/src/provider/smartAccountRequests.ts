import type { SmartAccountSender } from '../smartAccount/engine'
import { assertSender, invalidParams } from './requestChecks'

type Hex = `0x${string}`

/**
 * What the embedded wallet's smart-account requests need: the account, its chain, the node, the
 * user-operation sender of the smart-account engine, and `send`, which sends a batch in the
 * account's turn (one operation at a time: see `openSmartAccount`).
 *
 * @example
 * ```ts
 * const context: SmartAccountRequestContext = { address, chainId: 31337, rpc, sender, send, sent }
 * ```
 */
export type SmartAccountRequestContext = {
  address: Hex
  chainId: number
  rpc: (method: string, params: unknown) => Promise<unknown>
  sender: SmartAccountSender
  /** Sends a batch as one operation in the account's turn; its userOpHash. */
  send: (calls: unknown, capabilities?: unknown) => Promise<Hex>
  /** The operations this wallet sent (their hashes are the batch ids), for wallet_getCallsStatus. */
  sent: Set<string>
}

/** An operation's receipt is read this long before it counts as still pending (one bundler ask). */
const STATUS_READ = { pollMs: 0, timeoutMs: 0 } as const
/** eth_sendTransaction waits this long for its operation's bundle (it answers a transaction hash). */
const SEND_WAIT = { pollMs: 250, timeoutMs: 120_000 } as const
const SENT_MAX = 100

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const isHex = (value: unknown): value is Hex => typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value)

function remember(sent: Set<string>, hash: string): void {
  sent.add(hash)
  if (sent.size > SENT_MAX) sent.delete(sent.values().next().value as string)
}

/**
 * Answers an approved request of an embedded wallet that is a smart account (its EOA delegated by
 * EIP-7702 to the configured implementation): `wallet_sendCalls` is one ERC-4337 user operation
 * (atomic; its id is the userOpHash), `wallet_getCallsStatus` reads its receipt from the bundler
 * (SPEC §7), and `eth_sendTransaction` is a one-call operation answered with the hash of the
 * transaction that included it. The first operation carries the delegation. The engine checks the
 * calls, the paymaster's and the bundler's answers before the key frame signs anything.
 *
 * @param method - `eth_sendTransaction`, `wallet_sendCalls` or `wallet_getCallsStatus`.
 * @param params - The request's params (untrusted).
 * @param context - The account, chain, node and engine.
 * @returns What the method answers.
 * @throws {ValidationError} code `INVALID_PARAMS` for a malformed request, before anything is signed.
 * @example
 * ```ts
 * const { id } = await smartAccountRequest('wallet_sendCalls', [{ chainId: '0x7a69', calls }], context)
 * ```
 */
export async function smartAccountRequest(
  method: string,
  params: unknown,
  context: SmartAccountRequestContext,
): Promise<unknown> {
  const [first] = Array.isArray(params) ? (params as unknown[]) : []
  switch (method) {
    case 'wallet_sendCalls': {
      if (typeof first !== 'object' || first === null) return invalidParams('wallet_sendCalls needs a batch')
      const { from, chainId, calls, capabilities } = first as Record<string, unknown>
      assertSender(from, context.address, sameAddress)
      if (
        !isHex(chainId) ||
        chainId.length < 3 ||
        chainId.length > 18 ||
        BigInt(chainId) !== BigInt(context.chainId)
      )
        invalidParams(
          `the batch is for chain ${String(chainId).slice(0, 80)}, the account is on ${context.chainId}`,
        )
      const hash = await context.send(calls, capabilities)
      remember(context.sent, hash)
      return { id: hash }
    }
    case 'wallet_getCallsStatus': {
      if (typeof first !== 'string' || !context.sent.has(first))
        return invalidParams('wallet_getCallsStatus: no batch with this id was sent by this wallet')
      const chainId = `0x${context.chainId.toString(16)}`
      let receipt: Awaited<ReturnType<SmartAccountSender['waitForReceipt']>>
      try {
        receipt = await context.sender.waitForReceipt(first as Hex, STATUS_READ)
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'RECEIPT_TIMEOUT') throw error
        return { version: '2.0.0', id: first, chainId, atomic: true, status: 100 }
      }
      // the bundle transaction's receipt from the node (the operation's own logs are among its logs)
      const bundle = await context.rpc('eth_getTransactionReceipt', [receipt.transactionHash])
      return {
        version: '2.0.0',
        id: first,
        chainId,
        atomic: true,
        status: receipt.success ? 200 : 500,
        receipts: bundle ? [bundle] : [],
      }
    }
    case 'eth_sendTransaction': {
      if (typeof first !== 'object' || first === null)
        return invalidParams('eth_sendTransaction needs a transaction object')
      const { from, to, value, data, input } = first as Record<string, unknown>
      assertSender(from, context.address, sameAddress)
      const hash = await context.send([
        {
          to,
          ...(value === undefined ? {} : { value }),
          ...((data ?? input) === undefined ? {} : { data: data ?? input }),
        },
      ])
      remember(context.sent, hash)
      return (await context.sender.waitForReceipt(hash, SEND_WAIT)).transactionHash
    }
    default:
      return invalidParams(`a smart account does not answer ${method.slice(0, 80)} itself`)
  }
}
