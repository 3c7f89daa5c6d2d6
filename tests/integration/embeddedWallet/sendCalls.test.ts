// Issue 31, EIP-5792 slice: the embedded wallet answers wallet_sendCalls itself. The batch waits in
// ApproveTransaction as what it is (each call in words, the total, who pays the fee); one approval
// sends every call from the embedded key, and wallet_getCallsStatus answers from the receipts.
// Every part is real: the auth service, the key frame logic, Hardhat with the test ERC-20.

import { UserRejectedRequestError } from '@latch/core'
import { deployTestTokens, type TestTokens } from '@latch/testing/evm'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  type PublicClient,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Browser, EmbeddedWalletWorld } from './embeddedWalletWorld'
import { startFundedVisitor } from './fundedVisitor'

let world: EmbeddedWalletWorld
let browser: Browser
let tokens: TestTokens
let evm: `0x${string}`
let client: PublicClient

beforeAll(async () => {
  ;({ world, browser, evm } = await startFundedVisitor('batch@example.com', 10n ** 19n))
  client = createPublicClient({ transport: http(world.chain.url) }) as PublicClient
  tokens = await deployTestTokens(world.chain, { holders: 1 })
  // the visitor holds 10 LTK, sent from the token's holder
  const holder = createWalletClient({
    account: privateKeyToAccount(world.chain.accounts[0]!.privateKey),
    transport: http(world.chain.url),
  })
  const hash = await holder.writeContract({
    chain: null,
    address: tokens.erc20.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [evm, parseEther('10')],
  })
  await client.waitForTransactionReceipt({ hash })
}, 120_000)
afterAll(async () => {
  await world?.stop()
})

const signedTransactions = () => browser.frame.log.requests.filter((r) => r.method === 'evm_signTransaction')
const ltkOf = (owner: `0x${string}`) =>
  client.readContract({
    address: tokens.erc20.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

/** A batch: approve `spender` for 1 LTK, transfer 2 LTK to `to`, and send `to` 0.25 ETH. */
function batch(spender: `0x${string}`, to: `0x${string}`) {
  const token = tokens.erc20.address
  return [
    {
      to: token,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, parseEther('1')] }),
    },
    {
      to: token,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseEther('2')] }),
    },
    { to, value: parseEther('0.25') },
  ]
}

/** The batch waiting in ApproveTransaction, once its calls are read into words. */
const readBatch = () =>
  vi.waitFor(() => {
    const [waiting] = browser.latch.getState().approval.pending
    if (!waiting?.batch) throw new Error('the batch is not read yet')
    return { pending: waiting, batch: waiting.batch }
  })

describe('embedded wallet: EIP-5792 batches through latch.sendCalls (ID_AUTH, Hardhat)', () => {
  it('reports its capabilities honestly: calls are not atomic', async () => {
    const capabilities = await browser.latch.getCapabilities()
    expect(capabilities[`0x${world.chain.chainId.toString(16)}`]).toMatchObject({
      atomic: { status: 'unsupported' },
    })
  })

  it('one approval for the batch: ApproveTransaction shows each call in words and the total, then every call lands from the embedded key and the status is 200', async () => {
    const [spender, to] = [world.chain.accounts[7]!.address, world.chain.accounts[8]!.address]
    const [ethBefore, ltkBefore, nonce] = await Promise.all([
      client.getBalance({ address: to }),
      ltkOf(to),
      client.getTransactionCount({ address: evm }),
    ])
    const signedBefore = signedTransactions().length

    const sending = browser.latch.sendCalls({ calls: batch(spender, to) })
    const { pending, batch: shown } = await readBatch()
    expect(pending.method).toBe('wallet_sendCalls')
    expect(shown.from?.toLowerCase()).toBe(evm.toLowerCase())
    expect(shown.calls.map((c) => (c.call?.kind === 'call' ? c.call.intent : c.call?.kind))).toEqual([
      'Approve',
      'Send',
      undefined,
    ])
    // the transfer's receiver and amount (base units: this app names no token metadata)
    expect(shown.calls[1]!.call).toMatchObject({
      fields: [
        { label: 'To', value: to },
        { label: 'Amount', value: expect.stringContaining(parseEther('2').toString()) },
      ],
    })
    expect(shown.calls[2]).toMatchObject({ to, value: `0x${parseEther('0.25').toString(16)}` })
    expect(shown.total).toBe(`0x${parseEther('0.25').toString(16)}`)
    expect(shown.gasPaidBy).toBe('account')
    // nothing is signed while the batch waits
    expect(signedTransactions().length).toBe(signedBefore)

    expect(browser.latch.approval.approve(pending.id)).toBe(true)
    const { id } = await sending
    // one approval: nothing else waited for the user
    expect(browser.latch.getState().approval.pending).toEqual([])
    expect(signedTransactions().length).toBe(signedBefore + 3)
    expect(await client.getTransactionCount({ address: evm })).toBe(nonce + 3)

    const status = await browser.latch.getCallsStatus(id)
    expect(status).toMatchObject({ id, status: 200, atomic: false })
    expect(status.receipts?.map((r) => r.status)).toEqual(['0x1', '0x1', '0x1'])
    expect(await client.getBalance({ address: to })).toBe(ethBefore + parseEther('0.25'))
    expect(await ltkOf(to)).toBe(ltkBefore + parseEther('2'))
    expect(
      await client.readContract({
        address: tokens.erc20.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [evm, spender],
      }),
    ).toBe(parseEther('1'))
  })

  it('declining the batch sends nothing: the user-rejected error, no signature, the nonce unchanged', async () => {
    const [spender, to] = [world.chain.accounts[9]!.address, world.chain.accounts[10]!.address]
    const nonce = await client.getTransactionCount({ address: evm })
    const signedBefore = signedTransactions().length
    const sending = browser.latch.sendCalls({ calls: batch(spender, to) })
    sending.catch(() => undefined)
    const { pending } = await readBatch()
    expect(browser.latch.approval.decline(pending.id)).toBe(true)
    await expect(sending).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(signedTransactions().length).toBe(signedBefore)
    expect(await client.getTransactionCount({ address: evm })).toBe(nonce)
  })

  it("a status call for an id the embedded wallet never sent fails with SPEC §8's text", async () => {
    await expect(browser.latch.getCallsStatus(`0x${'3'.repeat(64)}`)).rejects.toMatchObject({
      name: 'MethodNotSupportedError',
      shortMessage: 'Fetching call status not approved by the wallet.',
    })
  })
})
