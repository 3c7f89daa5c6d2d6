// Issue 28, simulation slice: before Approve, the embedded wallet's approval simulates the frozen
// request through the app's own RPC (the dev chain: Hardhat 2.29/EDR has no eth_simulateV1, so
// core reads debug_traceCall's struct logs), shows the visitor's balance changes and the approvals
// granted, and flags what is risky. Every part is real: the auth service, the key frame logic,
// Hardhat with the test ERC-20.

import { type PendingApproval, UserRejectedRequestError } from '@latch/core'
import { frozenRequestHash } from '@latch/core/review'
import type { TestTokens } from '@latch/testing/evm'
import {
  type createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  http,
  maxUint256,
  parseAbi,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Browser, EmbeddedWalletWorld } from './embeddedWalletWorld'
import { pendingApproval, startTokenVisitor } from './fundedVisitor'

const abi = parseAbi([
  'function approve(address spender, uint256 value) returns (bool)',
  'function transfer(address to, uint256 value) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
])
const LTK = 10n ** 18n

let world: EmbeddedWalletWorld
let browser: Browser
let tokens: TestTokens
let evm: `0x${string}`
let client: ReturnType<typeof createPublicClient>

beforeAll(async () => {
  // with the app's "review before your wallet" step on: the embedded wallet keeps its one approval
  ;({ world, browser, evm, client, tokens } = await startTokenVisitor('simulation@example.com', 10n ** 19n, {
    review: true,
  }))
  // the visitor holds 100 LTK, sent by the deployer (an unlocked dev-chain account)
  const deployer = world.chain.accounts[0]?.address as `0x${string}`
  const wallet = createWalletClient({ account: deployer, transport: http(world.chain.url) })
  const hash = await wallet.writeContract({
    address: tokens.erc20.address,
    abi,
    functionName: 'transfer',
    args: [evm, 100n * LTK],
    chain: null,
  })
  await client.waitForTransactionReceipt({ hash })
}, 120_000)
afterAll(async () => {
  await world?.stop()
})

/** Sends `tx` from the visitor through the embedded wallet and waits for its review to finish. */
async function review(tx: Record<string, unknown>) {
  const sending = browser.adapter('eip155').request({
    connectorId: 'ID_AUTH',
    method: 'eth_sendTransaction',
    params: [{ from: evm, ...tx }],
  })
  sending.catch(() => undefined)
  const pending = await pendingApproval(browser.latch)
  const reviewed = await vi.waitFor(
    () => {
      const [waiting] = browser.latch.getState().approval.pending
      const status = waiting?.review?.simulation?.status
      if (!waiting?.review || status === 'loading') throw new Error('not simulated yet')
      return waiting as PendingApproval & { review: NonNullable<PendingApproval['review']> }
    },
    { timeout: 10_000 },
  )
  return { sending, pending, reviewed }
}

const balanceOf = (owner: `0x${string}`) =>
  client.readContract({ address: tokens.erc20.address, abi, functionName: 'balanceOf', args: [owner] })

describe('embedded wallet: simulated effects and risk flags before approval (ID_AUTH, Hardhat)', () => {
  it('an ERC-20 transfer shows "You send 5 LTK"; the simulated delta equals the balance change measured after the send, and the sent bytes are the frozen request’s; with features.review on the embedded wallet is asked once', async () => {
    const receiver = world.chain.accounts[3]?.address as `0x${string}`
    const data = encodeFunctionData({ abi, functionName: 'transfer', args: [receiver, 5n * LTK] })
    const before = await balanceOf(evm)
    const { sending, pending, reviewed } = await review({ to: tokens.erc20.address, data })
    expect(reviewed.review.simulation).toEqual({
      status: 'done',
      method: 'debug_traceCall',
      changes: [
        { asset: 'erc20', token: getAddress(tokens.erc20.address), amount: -5n * LTK, text: '5 LTK' },
      ],
      approvals: [],
    })
    expect(reviewed.review.flags).toEqual([])
    // the hash under details names this very frozen request
    expect(reviewed.review.hash).toBe(
      frozenRequestHash({
        method: pending.method,
        params: pending.params,
        caipNetworkId: pending.caipNetworkId,
      }),
    )
    const frozen = (pending.params as [{ to: string; data: string }])[0]
    // features.review is on: the embedded wallet is still asked once, in its own approval
    expect(browser.latch.getState().approval.pending).toHaveLength(1)
    expect(pending.beforeWallet).toBeUndefined()
    const signed = browser.frame.log.requests.filter((r) => r.method === 'evm_signTransaction').length
    expect(browser.latch.approval.approve(pending.id)).toBe(true)
    const hash = (await sending) as `0x${string}`
    expect(browser.frame.log.requests.filter((r) => r.method === 'evm_signTransaction')).toHaveLength(
      signed + 1,
    )
    expect(browser.latch.getState().approval.pending).toEqual([])
    await client.waitForTransactionReceipt({ hash })
    const sent = await client.getTransaction({ hash })
    expect(sent.input).toBe(frozen.data)
    expect(sent.to).toBe(frozen.to.toLowerCase())
    expect(sent.value).toBe(0n)
    const [change] = reviewed.review.simulation?.status === 'done' ? reviewed.review.simulation.changes : []
    expect((await balanceOf(evm)) - before).toBe(change?.amount)
  })

  it('an approve of the maximum is flagged unlimited and the simulation lists the allowance it grants', async () => {
    const spender = world.chain.accounts[5]?.address as `0x${string}`
    const data = encodeFunctionData({ abi, functionName: 'approve', args: [spender, maxUint256] })
    const { sending, pending, reviewed } = await review({ to: tokens.erc20.address, data })
    expect(reviewed.call?.kind === 'call' && reviewed.call.flags.map((f) => f.kind)).toEqual([
      'unlimitedApproval',
    ])
    expect(reviewed.review.simulation).toMatchObject({
      status: 'done',
      changes: [],
      approvals: [
        {
          kind: 'allowance',
          token: getAddress(tokens.erc20.address),
          spender,
          amount: maxUint256,
          text: 'Unlimited LTK',
        },
      ],
    })
    expect(browser.latch.approval.decline(pending.id)).toBe(true)
    await expect(sending).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('a call that reverts is flagged with its reason and can still be rejected or approved', async () => {
    const receiver = world.chain.accounts[3]?.address as `0x${string}`
    const data = encodeFunctionData({ abi, functionName: 'transfer', args: [receiver, 10n ** 30n] })
    const first = await review({ to: tokens.erc20.address, data })
    expect(first.reviewed.review.simulation?.status).toBe('reverted')
    expect(first.reviewed.review.flags).toMatchObject([
      { kind: 'reverts', detail: expect.stringMatching(/balance/i) },
    ])
    expect(browser.latch.approval.decline(first.pending.id)).toBe(true)
    await expect(first.sending).rejects.toBeInstanceOf(UserRejectedRequestError)

    const second = await review({ to: tokens.erc20.address, data, gas: '0x30000' })
    expect(second.reviewed.review.flags.map((f) => f.kind)).toEqual(['reverts'])
    // the flag never blocks: Approve lets the request go on to the wallet and the chain
    expect(browser.latch.approval.approve(second.pending.id)).toBe(true)
    const outcome = await second.sending.catch((error: unknown) => error)
    expect(outcome).not.toBeInstanceOf(UserRejectedRequestError)
  })

  it('a receiver that starts and ends like an address the account sent to, but differs, is flagged as poisoning', async () => {
    const friend = world.chain.accounts[8]?.address as `0x${string}`
    const { sending, pending } = await review({ to: friend, value: '0x38d7ea4c68000' })
    browser.latch.approval.approve(pending.id)
    const hash = (await sending) as `0x${string}`
    // the app records its send, as Latch's send flow does
    await browser.latch.accountData.addPendingTransaction({
      id: hash,
      metadata: { minedAt: Date.now(), chain: `eip155:${world.chain.chainId}`, status: 'pending', hash },
      transfers: [{ direction: 'out', symbol: 'ETH', amount: '0.001', from: evm, to: friend }],
    })
    const poison = `${friend.slice(0, 6)}${'0'.repeat(32)}${friend.slice(-4)}` as `0x${string}`
    const lookalike = await review({ to: poison, value: '0x1' })
    expect(lookalike.reviewed.review.flags).toEqual([
      { kind: 'lookalikeReceiver', why: expect.any(String), detail: friend.toLowerCase() },
    ])
    browser.latch.approval.decline(lookalike.pending.id)
    await expect(lookalike.sending).rejects.toBeInstanceOf(UserRejectedRequestError)
    // the friend itself raises nothing
    const again = await review({ to: friend, value: '0x1' })
    expect(again.reviewed.review.flags).toEqual([])
    browser.latch.approval.decline(again.pending.id)
  })

  it('a request naming another chain than the one shown is flagged', async () => {
    const { sending, pending, reviewed } = await review({
      to: world.chain.accounts[4]?.address,
      value: '0x1',
      chainId: '0x1',
    })
    expect(reviewed.review.flags).toEqual([{ kind: 'wrongChain', why: expect.any(String), detail: '1' }])
    browser.latch.approval.decline(pending.id)
    await expect(sending).rejects.toBeInstanceOf(UserRejectedRequestError)
  })
})
