// Issue 31, Activity of the embedded wallet as a smart account: its calls go as ERC-4337 v0.8 user
// operations in bundle transactions that a bundler sends to the EntryPoint, so they are not "from"
// the account. The EVM adapter's account data lists each user operation of the account (its
// EntryPoint's UserOperationEvent) with its own outcome, the bundle's hash for the explorer and the
// configured-token transfers it made; a send Latch recorded in such a bundle is that one row. Real
// parts on loopback: the auth service, the key-frame logic (in process), Hardhat (Prague),
// EntryPoint v0.8, the alto bundler and the ERC-7677 paymaster service. The failed operation is
// submitted to the same EntryPoint directly (handleOps from a funded account), as a bundler would.

import type { ActivityItem } from '@latch/core'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  zeroAddress,
} from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  toPackedUserOperation,
  toSimple7702SmartAccount,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mintAndTransfer, type SmartAccountWorld, startSmartAccountWorld } from './smartAccountWorld'

let sa: SmartAccountWorld

beforeAll(async () => {
  sa = await startSmartAccountWorld('smart-activity@example.com')
  await sa.browser.latch.auth.setPreferredAccountType('smartAccount')
}, 120_000)
afterAll(() => sa?.stop())

const activityOf = async (address: string) => {
  const data = sa.browser.adapter('eip155').accountData
  if (!data) throw new Error('the EVM adapter has no account data')
  return (await data.getActivity({ address, network: sa.world.evmNetwork })).items
}
const operationRows = (items: readonly ActivityItem[], hash: string) =>
  items.filter((item) => item.metadata.hash.toLowerCase() === hash.toLowerCase())
// The account's rows in `hash` once the RPC's block number (viem caches it for a few seconds)
// includes that transaction's block.
const rowsOnceListed = (address: string, hash: string) =>
  vi.waitFor(
    async () => {
      const items = await activityOf(address)
      const rows = operationRows(items, hash)
      if (rows.length === 0) throw new Error('not listed yet')
      return { items, rows }
    },
    { timeout: 15_000, interval: 500 },
  )

describe("the smart account's Activity: one row per user operation, with its status", () => {
  it('a sponsored mint and transfer batch is one confirmed row: its user operation hash is the batch id, its hash the bundle transaction, its transfers the two token moves', async () => {
    const { browser, evm, tokens, world } = sa
    const receiver = world.chain.accounts[11]!.address
    const sending = browser.latch.sendCalls({
      calls: mintAndTransfer(tokens.erc20.address, {
        minted: evm,
        receiver,
        mint: parseEther('10'),
        transfer: parseEther('4'),
      }),
    })
    const waiting = await sa.pendingApproval()
    await vi.waitFor(() =>
      expect(browser.latch.getState().approval.pending[0]?.smartAccount).toMatchObject({ sponsored: true }),
    )
    expect(browser.latch.approval.approve(waiting.id)).toBe(true)
    const { id } = await sending
    const status = await sa.settledStatus(id)
    const bundle = status.receipts?.[0]?.transactionHash
    if (!bundle) throw new Error('no bundle transaction')
    const receipt = await sa.client.getTransactionReceipt({ hash: bundle })
    // the bundle is the bundler's transaction to the EntryPoint, not the account's
    expect(receipt.from.toLowerCase()).not.toBe(evm.toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(entryPoint08Address.toLowerCase())

    const { items, rows } = await rowsOnceListed(evm, bundle)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toEqual({
      id,
      metadata: {
        minedAt: expect.any(Number),
        chain: world.evmNetwork.caipNetworkId,
        status: 'confirmed',
        hash: bundle,
        userOperation: { hash: id, sponsored: true },
      },
      transfers: [
        {
          direction: 'in',
          symbol: 'LTK',
          amount: '10',
          from: zeroAddress,
          to: evm,
          tokenAddress: tokens.erc20.address,
        },
        {
          direction: 'out',
          symbol: 'LTK',
          amount: '4',
          from: evm,
          to: receiver,
          tokenAddress: tokens.erc20.address,
        },
      ],
    })
    expect(rows[0]!.metadata.minedAt).toBeGreaterThan(0)
    // the batch is the account's newest activity
    expect(items[0]?.id).toBe(id)
  })

  it("a send through Latch's form is one row in Latch's Activity: the user operation, not a second row for the recorded send", async () => {
    const { browser, evm, tokens, world } = sa
    const { latch } = browser
    const receiver = world.chain.accounts[12]!.address
    latch.send.setToken({
      name: tokens.erc20.name,
      symbol: tokens.erc20.symbol,
      chainId: world.evmNetwork.caipNetworkId,
      address: tokens.erc20.address,
      decimals: tokens.erc20.decimals,
      quantity: { decimals: String(tokens.erc20.decimals), numeric: '6' },
    })
    latch.send.setTokenAmount('2')
    await latch.send.setReceiver(receiver)
    const sent = latch.send.send()
    const waiting = await sa.pendingApproval()
    expect(latch.approval.approve(waiting.id)).toBe(true)
    const { hash } = await sent
    await sa.client.waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 50 })
    // Latch recorded the send under the hash it was answered: the bundle transaction's
    expect(latch.getState().accountData.sent.map((s) => s.metadata.hash)).toContain(hash)

    const rows = await vi.waitFor(
      async () => {
        await latch.accountData.fetchActivity({ force: true })
        const { activity, pendingTransactions } = latch.getState().accountData
        const listed = [...pendingTransactions, ...activity].filter((item) => item.metadata.hash === hash)
        if (!listed.some((item) => item.metadata.userOperation)) throw new Error('not listed yet')
        return listed
      },
      { timeout: 15_000, interval: 500 },
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      metadata: { status: 'confirmed', userOperation: { sponsored: true } },
      transfers: [{ direction: 'out', symbol: 'LTK', amount: '2', from: evm, to: receiver }],
    })
    expect(rows[0]!.id).toBe(rows[0]!.metadata.userOperation?.hash)
    expect(rows[0]!.id).not.toBe(hash)
    expect(
      await sa.client.readContract({
        address: tokens.erc20.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [evm],
      }),
    ).toBe(parseEther('4'))
  })

  it('an operation whose calls revert is a failed row, though its bundle transaction succeeded', async () => {
    const { world, aa, tokens } = sa
    const chain = defineChain({
      id: world.chain.chainId,
      name: 'Latch dev',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [world.chain.url] } },
    })
    const client = createPublicClient({ chain, transport: http(world.chain.url) })
    // a funded account in the bundler's place: it submits the bundle and is paid its gas
    const submitter = privateKeyToAccount(world.chain.accounts[17]!.privateKey)
    const wallet = createWalletClient({ account: submitter, chain, transport: http(world.chain.url) })
    const owner = privateKeyToAccount(generatePrivateKey())
    // EIP-7702: the EOA delegates to Simple7702Account and gets ETH for its operation's gas
    const authorization = await wallet.signAuthorization({
      account: owner,
      contractAddress: aa.simple7702Account,
    })
    await client.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({
        to: owner.address,
        value: parseEther('1'),
        authorizationList: [authorization],
      }),
      pollingInterval: 50,
    })
    const account = await toSimple7702SmartAccount({ client, owner, implementation: aa.simple7702Account })
    // the owner holds no LTK: the transfer reverts when the EntryPoint runs the operation
    const fees = await client.estimateFeesPerGas()
    const operation = {
      sender: account.address,
      nonce: await account.getNonce(),
      callData: await account.encodeCalls([
        {
          to: tokens.erc20.address,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [world.chain.accounts[13]!.address, parseEther('1')],
          }),
        },
      ]),
      callGasLimit: 150_000n,
      verificationGasLimit: 150_000n,
      preVerificationGas: 60_000n,
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      signature: '0x' as const,
    }
    const packed = toPackedUserOperation({
      ...operation,
      signature: await account.signUserOperation(operation),
    })
    const userOpHash = await client.readContract({
      address: entryPoint08Address,
      abi: entryPoint08Abi,
      functionName: 'getUserOpHash',
      args: [packed],
    })
    const bundle = await wallet.writeContract({
      address: entryPoint08Address,
      abi: entryPoint08Abi,
      functionName: 'handleOps',
      args: [[packed], submitter.address],
    })
    const receipt = await client.waitForTransactionReceipt({ hash: bundle, pollingInterval: 50 })
    expect(receipt.status).toBe('success')

    const { rows } = await rowsOnceListed(owner.address, bundle)
    // a kept send's follow-up asks with its sender: the operation's outcome, not the bundle's
    const data = sa.browser.adapter('eip155').accountData!
    const lookup = { hash: bundle, network: world.evmNetwork }
    expect(await data.getTransactionStatus!({ ...lookup, from: owner.address })).toBe('failed')
    expect(await data.getTransactionStatus!(lookup)).toBe('confirmed')
    expect(rows).toEqual([
      {
        id: userOpHash,
        metadata: {
          minedAt: expect.any(Number),
          chain: world.evmNetwork.caipNetworkId,
          status: 'failed',
          hash: bundle,
          userOperation: { hash: userOpHash, sponsored: false },
        },
        transfers: [],
      },
    ])
  })
})
