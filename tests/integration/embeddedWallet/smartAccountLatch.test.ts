// Issue 31, the embedded wallet as a smart account through the app's Latch: the visitor chooses
// `smartAccount` (ProfileWallets' switch, `latch.auth.setPreferredAccountType`), and with 0 ETH a
// batch of the app's calls goes, after one approval, as one sponsored ERC-4337 v0.8 user operation
// from the same address, delegated by EIP-7702 in that first operation; its status and receipts come
// from the bundler. Real parts on loopback: the auth service, the key-frame logic (in process),
// Hardhat (Prague), EntryPoint v0.8, the alto bundler and the ERC-7677 paymaster service.

import type { AccountAbstractionDeployment, TestTokens } from '@latch/testing/evm'
import { encodeFunctionData, erc20Abi, type PublicClient, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Browser, EmbeddedWalletWorld } from './embeddedWalletWorld'
import { mintAndTransfer, type SmartAccountWorld, startSmartAccountWorld } from './smartAccountWorld'

let sa: SmartAccountWorld
let world: EmbeddedWalletWorld
let aa: AccountAbstractionDeployment
let tokens: TestTokens
let browser: Browser
let evm: `0x${string}`
let client: PublicClient

beforeAll(async () => {
  sa = await startSmartAccountWorld('smart-latch@example.com')
  ;({ world, aa, tokens, browser, evm, client } = sa)
}, 120_000)
afterAll(() => sa?.stop())

const hexChain = (): `0x${string}` => `0x${world.chain.chainId.toString(16)}`

describe('the embedded wallet as a smart account, through latch (alto, ERC-7677 paymaster, Hardhat Prague)', () => {
  it('an EOA until the visitor chooses smartAccount; then the same address, atomic batches and a paymaster', async () => {
    expect((await browser.latch.getCapabilities())[hexChain()]).toMatchObject({
      atomic: { status: 'unsupported' },
    })
    await browser.latch.auth.setPreferredAccountType('smartAccount')
    expect(browser.latch.getAccount({ namespace: 'eip155' }).preferredAccountType).toBe('smartAccount')
    expect((await browser.latch.getCapabilities())[hexChain()]).toMatchObject({
      atomic: { status: 'supported' },
      paymasterService: { supported: true },
    })
    const user = await browser.provider.getUser()
    expect(user?.accounts.eip155).toEqual([{ address: evm, type: 'smartAccount' }])
    // nothing delegated yet: that happens with the first operation
    expect(user?.smartAccountDeployed).toBe(false)
    expect(await client.getCode({ address: evm })).toBeUndefined()
  })

  it('with 0 ETH, one approval sends a mint and a transfer as one sponsored user operation; its status and receipt come from the bundler, and the account is deployed', async () => {
    expect(await client.getBalance({ address: evm })).toBe(0n)
    const receiver = world.chain.accounts[11]!.address
    const receiverBefore = await sa.ltkOf(receiver)
    const calls = mintAndTransfer(tokens.erc20.address, {
      minted: evm,
      receiver,
      mint: parseEther('10'),
      transfer: parseEther('4'),
    })
    const signed = () =>
      browser.frame.log.requests.filter((r) => r.method.startsWith('evm_sign')).map((r) => r.method)
    const before = signed().length
    const sending = browser.latch.sendCalls({ calls })
    const waiting = await sa.pendingApproval()
    expect(waiting.method).toBe('wallet_sendCalls')
    // the approval names the delegation this first operation makes, and the app's paymaster
    await vi.waitFor(() =>
      expect(browser.latch.getState().approval.pending[0]?.smartAccount).toEqual({
        implementation: aa.simple7702Account,
        delegated: false,
        sponsored: true,
      }),
    )
    expect(signed().length).toBe(before)
    expect(browser.latch.approval.approve(waiting.id)).toBe(true)
    const { id } = await sending
    // the delegation, then the operation: nothing else was signed
    expect(signed().slice(before)).toEqual(['evm_signAuthorization', 'evm_signUserOperation'])
    const status = await sa.settledStatus(id)
    expect(status).toMatchObject({ id, status: 200, atomic: true })
    expect(status.receipts).toHaveLength(1)
    expect(status.receipts?.[0]?.status).toBe('0x1')
    expect(await sa.ltkOf(evm)).toBe(parseEther('6'))
    expect(await sa.ltkOf(receiver)).toBe(receiverBefore + parseEther('4'))
    expect(await client.getBalance({ address: evm })).toBe(0n)
    expect(await client.getCode({ address: evm })).toBe(
      `0xef0100${aa.simple7702Account.slice(2).toLowerCase()}`,
    )
    const user = await browser.provider.getUser()
    expect(user?.smartAccountDeployed).toBe(true)
    expect(user?.accounts.eip155?.[0]?.address).toBe(evm)
  })

  it('eth_sendTransaction from the smart account is a one-call operation answered with the hash of the transaction that included it', async () => {
    const receiver = world.chain.accounts[12]!.address
    const before = await sa.ltkOf(receiver)
    const provider = await browser.latch.getProvider('eip155')
    if (!provider) throw new Error('no EVM provider')
    const sending = provider.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: evm,
          to: tokens.erc20.address,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [receiver, parseEther('1')],
          }),
        },
      ],
    }) as Promise<`0x${string}`>
    const waiting = await sa.pendingApproval()
    await vi.waitFor(() =>
      expect(browser.latch.getState().approval.pending[0]?.smartAccount).toMatchObject({ delegated: true }),
    )
    expect(browser.latch.approval.approve(waiting.id)).toBe(true)
    const hash = await sending
    const receipt = await client.getTransactionReceipt({ hash })
    // the bundle transaction: sent by the bundler to the EntryPoint, not by the visitor's account
    expect(receipt.to?.toLowerCase()).toBe(aa.entryPoint.toLowerCase())
    expect(receipt.from.toLowerCase()).not.toBe(evm.toLowerCase())
    expect(await sa.ltkOf(receiver)).toBe(before + parseEther('1'))
    expect(await client.getBalance({ address: evm })).toBe(0n)
  })

  it('the send form on the smart account: an ERC-20 send with 0 ETH goes as a sponsored user operation after the same approval', async () => {
    const { latch } = browser
    const receiver = world.chain.accounts[13]!.address
    const before = await sa.ltkOf(receiver)
    const held = await sa.ltkOf(evm)
    latch.send.setToken({
      name: tokens.erc20.name,
      symbol: tokens.erc20.symbol,
      chainId: world.evmNetwork.caipNetworkId,
      address: tokens.erc20.address,
      decimals: tokens.erc20.decimals,
      quantity: { decimals: String(tokens.erc20.decimals), numeric: (held / 10n ** 18n).toString() },
    })
    latch.send.setTokenAmount('2')
    await latch.send.setReceiver(receiver)
    const sent = latch.send.send()
    const waiting = await sa.pendingApproval()
    await vi.waitFor(() =>
      expect(browser.latch.getState().approval.pending[0]?.smartAccount).toMatchObject({
        delegated: true,
        sponsored: true,
      }),
    )
    expect(latch.approval.approve(waiting.id)).toBe(true)
    await sent
    expect(await sa.ltkOf(receiver)).toBe(before + parseEther('2'))
    expect(await sa.ltkOf(evm)).toBe(held - parseEther('2'))
    expect(await client.getBalance({ address: evm })).toBe(0n)
  })

  it('after sign-out, the next visitor on this device gets the remembered type on their own address, not yet deployed', async () => {
    await browser.latch.auth.signOut()
    await browser.signInByEmail('next-visitor@example.com')
    const user = await browser.provider.getUser()
    const [account] = user?.accounts.eip155 ?? []
    // the device remembers the preferred type (SPEC §3); the smart account is the new visitor's own
    expect(account?.type).toBe('smartAccount')
    expect(account?.address).not.toBe(evm)
    expect(user?.smartAccountDeployed).toBe(false)
    expect(await client.getCode({ address: account!.address as `0x${string}` })).toBeUndefined()
  })
})
