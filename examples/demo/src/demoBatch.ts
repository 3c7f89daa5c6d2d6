import type { Call, CallsStatus } from '@latch/core'
import type { DemoConfig } from '../demoConfig'
import { DemoError } from './DemoError'

/** The allowance the demo's batch grants: 5 LTK (18 decimals). */
export const DEMO_BATCH_ALLOWANCE = 5n * 10n ** 18n

/** The ETH the demo's batch sends: 0.01 ETH in wei. */
export const DEMO_BATCH_VALUE = 10n ** 16n

/** How often, and how many times, the demo reads a batch's status before it stops waiting. */
const STATUS_INTERVAL_MS = 250
const STATUS_READS = 40

/**
 * The demo's two-call batch and whom it concerns: an ERC-20 `approve` letting the dev wallet spend
 * 5 LTK of the sender's, and a plain send of 0.01 ETH to the second dev wallet. Neither call needs
 * tokens in the account, so a freshly funded embedded account can send it.
 *
 * @example
 * ```ts
 * const { calls, token, spender, receiver } = await demoBatch(config)
 * ```
 */
export type DemoBatch = { calls: Call[]; token: string; spender: string; receiver: string }

/**
 * Builds the demo's batch for the first local dev chain (where the LTK test token lives).
 *
 * @param config - The demo config (the test token, the two dev wallets' addresses).
 * @returns The calls and the addresses they name.
 * @example
 * ```ts
 * const { calls } = await demoBatch(config)
 * await latch.sendCalls({ calls, fallback: 'sequential' })
 * ```
 */
export async function demoBatch(config: DemoConfig): Promise<DemoBatch> {
  const token = config.evmTokens.find((t) => t.symbol === 'LTK')?.address
  const spender = config.devWalletAddress
  const receiver = config.secondDevWallet?.address
  if (!token || !spender || !receiver)
    throw new DemoError('The demo world has no test token or dev wallets for a batch', 'NOT_SUPPORTED')
  // viem only loads for a visitor who sends a batch
  const { encodeFunctionData, erc20Abi, getAddress } = await import('viem')
  const approve = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender as `0x${string}`, DEMO_BATCH_ALLOWANCE],
  })
  return {
    calls: [
      // checksummed, as a wallet shows addresses (the world's deploy receipts give them lowercase)
      { to: getAddress(token), data: approve },
      { to: receiver, value: DEMO_BATCH_VALUE },
    ],
    token,
    spender,
    receiver,
  }
}

/**
 * What an EIP-5792 status code means, in the words the demo shows: 100 pending, 200 confirmed,
 * 400 failed (nothing landed), 500 reverted, 600 partly reverted.
 *
 * @param status - The batch's status code.
 * @returns Its name.
 * @example
 * ```ts
 * batchStatusName(200) // 'confirmed'
 * ```
 */
export function batchStatusName(status: number): string {
  if (status >= 100 && status < 200) return 'pending'
  if (status >= 200 && status < 300) return 'confirmed'
  if (status >= 400 && status < 500) return 'failed'
  if (status >= 500 && status < 600) return 'reverted'
  if (status >= 600 && status < 700) return 'partly reverted'
  return 'unknown'
}

/**
 * Reads a batch's status until it is no longer pending (or 10 s have passed), telling `onStatus`
 * each answer.
 *
 * @param read - `latch.getCallsStatus`.
 * @param id - The batch id `sendCalls` returned.
 * @param onStatus - Called with every status read.
 * @returns The last status read.
 * @example
 * ```ts
 * const final = await waitForBatch(latch.getCallsStatus, id, (s) => console.log(s.status))
 * ```
 */
export async function waitForBatch(
  read: (id: string) => Promise<CallsStatus>,
  id: string,
  onStatus: (status: CallsStatus) => void,
): Promise<CallsStatus> {
  for (let reads = 1; ; reads++) {
    const status = await read(id)
    onStatus(status)
    if (status.status >= 200 || reads >= STATUS_READS) return status
    await new Promise((resolve) => setTimeout(resolve, STATUS_INTERVAL_MS))
  }
}
