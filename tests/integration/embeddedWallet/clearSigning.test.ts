// Issue 28, first slice: the embedded wallet's approval reads a transaction's call in words from
// ERC-7730 descriptors, with its risk flags, before anything is signed; what is then signed and
// sent is the very request that was read. Every part is real: the auth service, the key frame
// logic, Hardhat with the test ERC-20 and ERC-721 contracts.

import { UserRejectedRequestError } from '@latch/core'
import { permit2SingleTypedData, type TestTokens } from '@latch/testing/evm'
import {
  type createPublicClient,
  encodeFunctionData,
  getAddress,
  maxUint256,
  parseAbi,
  recoverTypedDataAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Browser, EmbeddedWalletWorld } from './embeddedWalletWorld'
import { pendingApproval, startTokenVisitor } from './fundedVisitor'

const abi = parseAbi([
  'function approve(address spender, uint256 value) returns (bool)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function setApprovalForAll(address operator, bool approved)',
])

let world: EmbeddedWalletWorld
let browser: Browser
let tokens: TestTokens
let evm: `0x${string}`
let client: ReturnType<typeof createPublicClient>

beforeAll(async () => {
  ;({ world, browser, evm, client, tokens } = await startTokenVisitor(
    'clear-signing@example.com',
    10n ** 19n,
  ))
}, 120_000)
afterAll(async () => {
  await world?.stop()
})

const signedRequests = () => browser.frame.log.requests.filter((r) => r.method === 'evm_signTransaction')

describe('embedded wallet: calls in words with risk flags before approval (ID_AUTH, Hardhat)', () => {
  it('an ERC-20 approve of the maximum waits as "Unlimited LTK" with its flag before anything is signed; the sent bytes are the frozen request’s', async () => {
    const spender = world.chain.accounts[5]?.address as `0x${string}`
    const data = encodeFunctionData({ abi, functionName: 'approve', args: [spender, maxUint256] })
    const signedBefore = signedRequests().length
    const sending = browser.adapter('eip155').request({
      connectorId: 'ID_AUTH',
      method: 'eth_sendTransaction',
      params: [{ from: evm, to: tokens.erc20.address, data }],
    })
    const pending = await pendingApproval(browser.latch)
    const call = await vi.waitFor(() => {
      const [waiting] = browser.latch.getState().approval.pending
      if (!waiting?.call) throw new Error('the call is not read yet')
      return waiting.call
    })
    expect(call).toEqual({
      kind: 'call',
      intent: 'Approve',
      fields: [
        { label: 'Spender', value: spender },
        { label: 'Allowance', value: 'Unlimited LTK' },
      ],
      flags: [{ kind: 'unlimitedApproval', why: expect.any(String) }],
      selector: '0x095ea7b3',
      signature: 'approve(address,uint256)',
    })
    // read before anything was signed or sent
    expect(signedRequests().length).toBe(signedBefore)
    expect(
      await client.readContract({
        address: tokens.erc20.address,
        abi,
        functionName: 'allowance',
        args: [evm, spender],
      }),
    ).toBe(0n)

    const frozen = (pending.params as [{ to: string; data: string }])[0]
    expect(browser.latch.approval.approve(pending.id)).toBe(true)
    const hash = (await sending) as `0x${string}`
    const sent = await client.getTransaction({ hash })
    // what was read is what was signed and sent: the same call bytes to the same contract
    expect(sent.input).toBe(frozen.data)
    expect(sent.to).toBe(frozen.to.toLowerCase())
    expect(signedRequests().at(-1)?.params).toMatchObject({
      transaction: { to: frozen.to, data: frozen.data },
    })
    await client.waitForTransactionReceipt({ hash })
    expect(
      await client.readContract({
        address: tokens.erc20.address,
        abi,
        functionName: 'allowance',
        args: [evm, spender],
      }),
    ).toBe(maxUint256)
  })

  it('an NFT setApprovalForAll(operator, true) is flagged; rejecting it sends nothing', async () => {
    const operator = world.chain.accounts[6]?.address as `0x${string}`
    const data = encodeFunctionData({ abi, functionName: 'setApprovalForAll', args: [operator, true] })
    const signedBefore = signedRequests().length
    const sending = browser.adapter('eip155').request({
      connectorId: 'ID_AUTH',
      method: 'eth_sendTransaction',
      params: [{ from: evm, to: tokens.nft.address, data }],
    })
    sending.catch(() => undefined)
    const pending = await pendingApproval(browser.latch)
    const call = await vi.waitFor(() => {
      const waiting = browser.latch.getState().approval.pending[0]?.call
      if (!waiting) throw new Error('the call is not read yet')
      return waiting
    })
    expect(call).toMatchObject({
      kind: 'call',
      fields: [
        { label: 'Operator', value: operator },
        { label: 'Approved', value: 'true' },
      ],
      flags: [{ kind: 'approvalForAll' }],
    })
    expect(browser.latch.approval.decline(pending.id)).toBe(true)
    await expect(sending).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(signedRequests().length).toBe(signedBefore)
  })

  it('a Permit2 typed-data signature waits showing the spender, token, amount in its units and expiry; the signature is over that typed data', async () => {
    const { erc20 } = tokens
    const spender = world.chain.accounts[7]?.address as `0x${string}`
    const typedData = permit2SingleTypedData({
      chainId: world.chain.chainId,
      token: erc20.address,
      amount: 12n * 10n ** 17n,
      spender,
      deadline: 1767225600,
    })
    const signing = browser.adapter('eip155').request({
      connectorId: 'ID_AUTH',
      method: 'eth_signTypedData_v4',
      params: [evm, JSON.stringify(typedData)],
    })
    const pending = await pendingApproval(browser.latch)
    const words = await vi.waitFor(() => {
      const waiting = browser.latch.getState().approval.pending[0]?.message
      if (!waiting) throw new Error('the typed data is not read yet')
      return waiting
    })
    expect(words).toEqual({
      kind: 'typedData',
      primaryType: 'PermitSingle',
      intent: 'Permit',
      fields: [
        { label: 'Spender', value: spender },
        { label: 'Token', value: getAddress(erc20.address) },
        { label: 'Amount', value: '1.2 LTK' },
        { label: 'Expires', value: '2026-01-01T00:00:00Z' },
        { label: 'Sign before', value: '2026-01-01T00:00:00Z' },
      ],
      flags: [],
    })
    expect(browser.latch.approval.approve(pending.id)).toBe(true)
    const signature = (await signing) as `0x${string}`
    // the message carries its integers as decimal strings, as a dapp's JSON does
    expect(await recoverTypedDataAddress({ ...typedData, signature } as never)).toBe(evm)
  })
})
