import type { Latch } from '@latch/core'
import { deployTestTokens, type TestTokens } from '@latch/testing/evm'
import { createPublicClient, createTestClient, http } from 'viem'
import { vi } from 'vitest'
import {
  type Browser,
  type BrowserOptions,
  type EmbeddedWalletWorld,
  startEmbeddedWalletWorld,
} from './embeddedWalletWorld'

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
 * @param options - `browser`: the app's options for its browser, made once the world runs.
 * @returns The {@link FundedVisitor}.
 * @example
 * ```ts
 * beforeAll(async () => ({ world, browser, evm, client } = await startFundedVisitor('eve@example.com', 10n ** 19n)))
 * ```
 */
export async function startFundedVisitor(
  email: string,
  wei: bigint,
  options: { browser?: (world: EmbeddedWalletWorld) => Promise<BrowserOptions> } = {},
): Promise<FundedVisitor> {
  const world = await startEmbeddedWalletWorld()
  const client = createPublicClient({ transport: http(world.chain.url) })
  const browser = await world.openBrowser(options.browser ? await options.browser(world) : {})
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
 * A {@link FundedVisitor} of an app with the test tokens deployed on the dev chain, which ships an
 * ERC-7730 descriptor for its ERC-20 contract (`metadata.token` names its amounts): the starting
 * point of the clear-signing and simulation suites.
 *
 * @param email - The visitor's address.
 * @param wei - The EVM balance to set.
 * @param options - `review`: the app also turns on `features.review`.
 * @returns The visitor and the tokens.
 * @example
 * ```ts
 * beforeAll(async () => ({ world, browser, evm, client, tokens } = await startTokenVisitor('eve@example.com', 10n ** 19n)))
 * ```
 */
export async function startTokenVisitor(
  email: string,
  wei: bigint,
  options: { review?: boolean } = {},
): Promise<FundedVisitor & { tokens: TestTokens }> {
  let tokens: TestTokens | undefined
  const visitor = await startFundedVisitor(email, wei, {
    async browser(world) {
      tokens = await deployTestTokens(world.chain, { holders: 1 })
      const { erc20 } = tokens
      return {
        ...(options.review ? { review: true } : {}),
        clearSigning: {
          descriptors: [
            {
              context: {
                contract: { deployments: [{ chainId: world.chain.chainId, address: erc20.address }] },
              },
              metadata: {
                owner: 'Latch',
                token: { name: erc20.name, ticker: erc20.symbol, decimals: erc20.decimals },
              },
              display: { formats: {} },
            },
          ],
        },
      }
    },
  })
  return { ...visitor, tokens: tokens as TestTokens }
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
  // a send reaches the approval after its reads of the dev chain (nonce, fee, balance): under the
  // 2-core CI machine's full load that took over waitFor's default second once
  return vi.waitFor(
    () => {
      const [pending] = latch.getState().approval.pending
      if (!pending) throw new Error('no pending approval yet')
      return pending
    },
    { timeout: 10_000 },
  )
}
