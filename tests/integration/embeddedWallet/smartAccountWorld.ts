// The smart-account test world of the embedded wallet through the app's Latch: the embedded-wallet
// world (auth service, in-process key frame, Hardhat Prague) plus EntryPoint v0.8 and
// Simple7702Account, the test tokens, the alto bundler and the ERC-7677 paymaster service over the
// test kit's verifying paymaster, with one visitor signed in by email; the EVM adapter's account
// data knows the test ERC20 (LTK). Every part is real and on loopback.

import type { CallsStatus, PendingApproval } from '@latch/core'
import {
  type AccountAbstractionDeployment,
  type Bundler,
  deployAccountAbstraction,
  deployTestPaymaster,
  deployTestTokens,
  type PaymasterService,
  startBundler,
  startPaymasterService,
  type TestTokens,
} from '@latch/testing/evm'
import { createPublicClient, encodeFunctionData, erc20Abi, http, type PublicClient, parseAbi } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { vi } from 'vitest'
import { type Browser, type EmbeddedWalletWorld, startEmbeddedWalletWorld } from './embeddedWalletWorld'

/**
 * A running smart-account world (see {@link startSmartAccountWorld}).
 *
 * @example
 * ```ts
 * const sa = await startSmartAccountWorld('smart@example.com')
 * await sa.browser.latch.auth.setPreferredAccountType('smartAccount')
 * ```
 */
export type SmartAccountWorld = {
  world: EmbeddedWalletWorld
  aa: AccountAbstractionDeployment
  tokens: TestTokens
  bundler: Bundler
  service: PaymasterService
  /** The app's page, signed in as `email`, its modal closed. */
  browser: Browser
  /** The visitor's EVM address (the EOA that becomes the smart account). */
  evm: `0x${string}`
  client: PublicClient
  /** The test token (LTK) balance of `owner`, read from the chain. */
  ltkOf(owner: `0x${string}`): Promise<bigint>
  /** The first request waiting in Latch's approval, once there is one. */
  pendingApproval(): Promise<PendingApproval>
  /** A batch's status through `latch.getCallsStatus` once it is no longer pending (up to 30 s). */
  settledStatus(id: string): Promise<CallsStatus>
  stop(): Promise<void>
}

const MINT_ABI = parseAbi(['function mint(address to, uint256 amount)'])

/**
 * The two calls the smart-account tests batch: a mint of the test token to `minted` and a transfer
 * of part of it to `receiver` (amounts in base units).
 *
 * @param token - The test token's address.
 * @param parts - Who gets the mint, the transfer's receiver, and the two amounts.
 * @returns The calls, for `latch.sendCalls`.
 * @example
 * ```ts
 * await latch.sendCalls({ calls: mintAndTransfer(tokens.erc20.address, { minted: evm, receiver, mint: 10n, transfer: 4n }) })
 * ```
 */
export function mintAndTransfer(
  token: `0x${string}`,
  parts: { minted: `0x${string}`; receiver: `0x${string}`; mint: bigint; transfer: bigint },
) {
  return [
    {
      to: token,
      data: encodeFunctionData({ abi: MINT_ABI, functionName: 'mint', args: [parts.minted, parts.mint] }),
    },
    {
      to: token,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [parts.receiver, parts.transfer],
      }),
    },
  ]
}

/**
 * Starts the world and signs `email` in with the smart-account options set (bundler and paymaster).
 *
 * @param email - The visitor's email.
 * @returns The {@link SmartAccountWorld}.
 * @example
 * ```ts
 * beforeAll(async () => { sa = await startSmartAccountWorld('smart@example.com') }, 120_000)
 * afterAll(() => sa?.stop())
 * ```
 */
export async function startSmartAccountWorld(email: string): Promise<SmartAccountWorld> {
  const world = await startEmbeddedWalletWorld()
  const signerKey = generatePrivateKey()
  const aa = await deployAccountAbstraction(world.chain)
  const tokens = await deployTestTokens(world.chain, { holders: 1 })
  const paymaster = await deployTestPaymaster(world.chain, aa, {
    signer: privateKeyToAccount(signerKey).address,
  })
  const [bundler, service] = await Promise.all([
    startBundler(world.chain, aa),
    startPaymasterService({ chain: world.chain, aa, paymaster, signerKey }),
  ])
  const browser = await world.openBrowser({
    smartAccount: {
      implementation: aa.simple7702Account,
      bundlerUrl: bundler.url,
      paymasterUrl: service.url,
    },
    // the account data lists the test token's transfers
    evmTokens: {
      [world.evmNetwork.caipNetworkId]: [
        {
          address: tokens.erc20.address,
          symbol: tokens.erc20.symbol,
          name: tokens.erc20.name,
          decimals: tokens.erc20.decimals,
        },
      ],
    },
  })
  await browser.signInByEmail(email)
  browser.latch.close()
  const evm = browser.frame.handler.getAccounts()!.evm as `0x${string}`
  const client = createPublicClient({ transport: http(world.chain.url) }) as PublicClient
  return {
    world,
    aa,
    tokens,
    bundler,
    service,
    browser,
    evm,
    client,
    ltkOf: (owner) =>
      client.readContract({
        address: tokens.erc20.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      }),
    pendingApproval: () =>
      vi.waitFor(() => {
        const [waiting] = browser.latch.getState().approval.pending
        if (!waiting) throw new Error('nothing waits for approval yet')
        return waiting
      }),
    settledStatus: (id) =>
      vi.waitFor(
        async () => {
          const read = await browser.latch.getCallsStatus(id)
          if (read.status < 200) throw new Error('still pending')
          return read
        },
        { timeout: 30_000, interval: 200 },
      ),
    stop: async () => {
      await Promise.allSettled([bundler.stop(), service.stop()])
      await world.stop()
    },
  }
}
