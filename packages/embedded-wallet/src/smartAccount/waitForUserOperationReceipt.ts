import type { Address, Hex } from 'viem'
import { callUntrustedRpc } from './callUntrustedRpc'
import { readUserOperationReceipt, type UserOperationReceipt } from './readUserOperationReceipt'
import { SMART_ACCOUNT_MESSAGES, SmartAccountError } from './SmartAccountError'

/**
 * How long to wait for a receipt and how often to ask.
 *
 * @example
 * ```ts
 * const wait: ReceiptWait = { pollMs: 500, timeoutMs: 60_000 }
 * ```
 */
export type ReceiptWait = { pollMs?: number; timeoutMs?: number }

/** A receipt with many logs still fits. */
const RECEIPT_MAX_BYTES = 1024 * 1024

/**
 * Polls the bundler's `eth_getUserOperationReceipt` (SPEC §7: receipts come from the bundler)
 * until the operation is included, every answer checked against the operation's hash and sender.
 *
 * @param options - The bundler, fetch, the operation's hash and sender, and the wait.
 * @returns The receipt.
 * @throws {SmartAccountError} `RECEIPT_MISMATCH`, `BUNDLER_INVALID` or `RECEIPT_TIMEOUT`.
 * @example
 * ```ts
 * const receipt = await waitForUserOperationReceipt({ bundlerUrl, fetch, userOpHash, sender: address })
 * ```
 */
export async function waitForUserOperationReceipt(
  options: { bundlerUrl: string; fetch: typeof fetch; userOpHash: Hex; sender: Address } & ReceiptWait,
): Promise<UserOperationReceipt> {
  const pollMs = options.pollMs ?? 1000
  const deadline = Date.now() + (options.timeoutMs ?? 120_000)
  for (;;) {
    const answer = await callUntrustedRpc(
      options.bundlerUrl,
      'eth_getUserOperationReceipt',
      [options.userOpHash],
      {
        service: 'bundler',
        fetch: options.fetch,
        maxBytes: RECEIPT_MAX_BYTES,
      },
    )
    const receipt = readUserOperationReceipt(answer, options)
    if (receipt) return receipt
    if (Date.now() + pollMs > deadline)
      throw new SmartAccountError(SMART_ACCOUNT_MESSAGES.receiptTimeout, {
        code: 'RECEIPT_TIMEOUT',
        details: options.userOpHash,
      })
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
