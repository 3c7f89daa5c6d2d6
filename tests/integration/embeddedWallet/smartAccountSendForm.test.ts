// Issue 31, the send form of the embedded wallet's smart account through the app's Latch: with the
// app's ERC-7677 paymaster paying the gas, the form keeps no ETH fee out of the balance and says the
// app pays; a token send from an account with 0 ETH passes its checks and leaves the ETH at 0, and
// Max of the native currency is the whole balance, which arrives exactly. Real parts on loopback:
// the auth service, the key-frame logic (in process), Hardhat (Prague), EntryPoint v0.8, the alto
// bundler and the paymaster service.

import type { TokenBalance } from '@latch/core'
import type { TestTokens } from '@latch/testing/evm'
import {
  createWalletClient,
  defineChain,
  erc20Abi,
  type PublicClient,
  parseEther,
  http as viemHttp,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Browser, EmbeddedWalletWorld } from './embeddedWalletWorld'
import { type SmartAccountWorld, startSmartAccountWorld } from './smartAccountWorld'

let sa: SmartAccountWorld
let world: EmbeddedWalletWorld
let tokens: TestTokens
let browser: Browser
let evm: `0x${string}`
let client: PublicClient

beforeAll(async () => {
  sa = await startSmartAccountWorld('smart-send-form@example.com')
  ;({ world, tokens, browser, evm, client } = sa)
  await browser.latch.auth.setPreferredAccountType('smartAccount')
}, 120_000)
afterAll(() => sa?.stop())

/** The dev chain's account 0, which holds the test tokens, as a viem wallet. */
const holder = () =>
  createWalletClient({
    account: privateKeyToAccount(world.chain.accounts[0]!.privateKey),
    chain: defineChain({
      id: world.chain.chainId,
      name: 'Latch dev',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [world.chain.url] } },
    }),
    transport: viemHttp(world.chain.url),
  })
const mined = async (hash: `0x${string}`) =>
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address
/** The form's send, approved once its approval shows the app's paymaster. */
async function sendApproved() {
  const { latch } = browser
  const sent = latch.send.send()
  const waiting = await sa.pendingApproval()
  await vi.waitFor(() =>
    expect(latch.getState().approval.pending[0]?.smartAccount).toMatchObject({ sponsored: true }),
  )
  expect(latch.approval.approve(waiting.id)).toBe(true)
  return sent
}
const balanceOf = (numeric: string, token: Omit<TokenBalance, 'quantity' | 'chainId'>): TokenBalance => ({
  ...token,
  chainId: world.evmNetwork.caipNetworkId,
  quantity: { decimals: String(token.decimals), numeric },
})

describe('the send form of a sponsored smart account (alto, ERC-7677 paymaster, Hardhat Prague)', () => {
  it('with tokens and 0 ETH: no ETH fee, "sponsored", the checks pass, and the approved send moves the tokens with the ETH still 0', async () => {
    const { latch } = browser
    await mined(
      await holder().writeContract({
        address: tokens.erc20.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [evm, parseEther('5')],
      }),
    )
    expect(await client.getBalance({ address: evm })).toBe(0n)
    const receiver = freshAddress()
    latch.send.setToken(
      balanceOf('5', {
        name: tokens.erc20.name,
        symbol: tokens.erc20.symbol,
        address: tokens.erc20.address,
        decimals: tokens.erc20.decimals,
      }),
    )
    await latch.send.setReceiver(receiver)
    expect(await latch.send.estimateFee()).toBeUndefined()
    expect(latch.getState().send).toMatchObject({ fee: undefined, feeSponsored: true })
    expect(await latch.send.setMaxAmount()).toBe(parseEther('5'))
    latch.send.setTokenAmount('3')
    expect(latch.send.check().ready).toBe(true)
    await sendApproved()
    expect(await sa.ltkOf(receiver)).toBe(parseEther('3'))
    expect(await sa.ltkOf(evm)).toBe(parseEther('2'))
    expect(await client.getBalance({ address: evm })).toBe(0n)
  })

  it('Max of ETH is the whole balance: it passes the checks and arrives exactly, leaving 0', async () => {
    const { latch } = browser
    const funds = parseEther('0.01')
    await mined(await holder().sendTransaction({ to: evm, value: funds }))
    expect(await client.getBalance({ address: evm })).toBe(funds)
    const receiver = freshAddress()
    latch.send.setToken(balanceOf('0.01', { name: 'Ether', symbol: 'ETH', decimals: 18 }))
    await latch.send.setReceiver(receiver)
    expect(await latch.send.setMaxAmount()).toBe(funds)
    expect(latch.getState().send).toMatchObject({
      sendTokenAmount: '0.01',
      fee: undefined,
      feeSponsored: true,
    })
    const check = latch.send.check()
    expect(check).toMatchObject({ ready: true })
    await sendApproved()
    expect(await client.getBalance({ address: receiver })).toBe(funds)
    expect(await client.getBalance({ address: evm })).toBe(0n)
  })
})
