import type { Latch } from '@latch/core'
import { createPublicClient, createTestClient, http } from 'viem'
import { vi } from 'vitest'
import { type Browser, type EmbeddedWalletWorld, startEmbeddedWalletWorld } from './embeddedWalletWorld'

/**
 * A visitor signed in by email with the embedded wallet, its EVM account funded on the dev chain,
 * the modal closed: the starting point of the approval suites.
 */
export type FundedVisitor = {
  world: EmbeddedWalletWorld
  browser: Browser
  /** The embedded wallet's EVM address. */
  evm: `0x${string}`
  /** Its Solana address. */
  solana: string
  /** A reader of the dev chain. */
  client: ReturnType<typeof createPublicClient>
}

/**
 * Starts the embedded-wallet world and signs `email` in, giving its EVM account `wei` (Hardhat's
 * `hardhat_setBalance`). Stop it with `visitor.world.stop()`.
 *
 * @param email - The visitor's address.
 * @param wei - The EVM balance to set.
 * @returns The {@link FundedVisitor}.
 * @example
 * ```ts
 * beforeAll(async () => ({ world, browser, evm, client } = await startFundedVisitor('eve@example.com', 10n ** 19n)))
 * ```
 */
export async function startFundedVisitor(email: string, wei: bigint): Promise<FundedVisitor> {
  const world = await startEmbeddedWalletWorld()
  const client = createPublicClient({ transport: http(world.chain.url) })
  const browser = await world.openBrowser()
  await browser.signInByEmail(email)
  browser.latch.close()
  const accounts = browser.frame.handler.getAccounts()
  if (!accounts) throw new Error(`${email} is not signed in`)
  await createTestClient({ mode: 'hardhat', transport: http(world.chain.url) }).setBalance({
    address: accounts.evm,
    value: wei,
  })
  return { world, browser, evm: accounts.evm, solana: accounts.solana, client }
}

/**
 * The one request waiting in ApproveTransaction (waits until there is one).
 *
 * @param latch - The visitor's instance.
 * @returns The pending approval.
 * @example
 * ```ts
 * const pending = await pendingApproval(browser.latch)
 * ```
 */
export function pendingApproval(latch: Latch) {
  return vi.waitFor(() => {
    const [pending] = latch.getState().approval.pending
    if (!pending) throw new Error('no pending approval yet')
    return pending
  })
}
