// Issue 31, the embedded wallet as a smart account: a fresh embedded-wallet key with 0 ETH sends a
// batch as an ERC-4337 v0.8 user operation from its own address, delegated by EIP-7702 to
// Simple7702Account in its first operation, gas paid by the app's ERC-7677 paymaster. Every part is
// real and on loopback: the auth service, the key-frame logic (in process: only the iframe
// transport is replaced), Hardhat (Prague), EntryPoint v0.8, the alto bundler and the paymaster
// service over the test kit's verifying paymaster, in hostile modes too.

import { type AuthService, startAuthService } from '@latch/auth-server'
import { API_PATHS, type KeyFrameChannel } from '@latch/embedded-wallet'
import {
  type AccountAbstractionDeployment,
  type Bundler,
  type DevChain,
  deployAccountAbstraction,
  deployTestPaymaster,
  deployTestTokens,
  type PaymasterService,
  startBundler,
  startDevChain,
  startPaymasterService,
  type TestPaymaster,
  type TestTokens,
} from '@latch/testing/evm'
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  type PublicClient,
  parseAbi,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createSmartAccountSender,
  frameSmartAccountSigner,
  smartAccountDeployed,
} from '../../../packages/embedded-wallet/src/smartAccount/engine'
import { createBrowserVault, createInProcessFrame } from './createInProcessFrame'
import { APP_ORIGIN } from './embeddedWalletWorld'

let chain: DevChain
let aa: AccountAbstractionDeployment
let tokens: TestTokens
let paymaster: TestPaymaster
let bundler: Bundler
let service: PaymasterService
let hostile: { sender: PaymasterService; callData: PaymasterService }
let auth: AuthService
let frame: ReturnType<typeof createInProcessFrame>
let channel: KeyFrameChannel
let evm: `0x${string}`
let client: PublicClient

/** Signs `email` in at the auth service (code from the dev mailbox) and answers the session token. */
async function sessionToken(email: string): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${auth.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
      body: JSON.stringify(body),
    })
    return (await response.json()) as Record<string, unknown>
  }
  const { loginId } = await post(API_PATHS.emailStart, { email, deviceId: 'smart-account-browser' })
  const mails = await fetch(`${auth.url}/v1/dev/mailbox?to=${encodeURIComponent(email)}`)
  const { messages } = (await mails.json()) as { messages: { code: string }[] }
  const { token } = await post(API_PATHS.emailVerify, { loginId, otp: messages.at(-1)?.code })
  return token as string
}

beforeAll(async () => {
  chain = await startDevChain()
  const signerKey = generatePrivateKey()
  // one deployer account: its transactions go one after another
  aa = await deployAccountAbstraction(chain)
  tokens = await deployTestTokens(chain, { holders: 1 })
  auth = await startAuthService({ allowedOrigins: [APP_ORIGIN], mail: 'dev-mailbox', devMailbox: true })
  paymaster = await deployTestPaymaster(chain, aa, { signer: privateKeyToAccount(signerKey).address })
  const serviceOf = (alter?: 'sender' | 'callData') =>
    startPaymasterService({ chain, aa, paymaster, signerKey, ...(alter ? { alter } : {}) })
  let altersSender: PaymasterService
  let altersCallData: PaymasterService
  ;[bundler, service, altersSender, altersCallData] = await Promise.all([
    startBundler(chain, aa),
    serviceOf(),
    serviceOf('sender'),
    serviceOf('callData'),
  ])
  hostile = { sender: altersSender, callData: altersCallData }
  frame = createInProcessFrame({
    authUrl: auth.url,
    appOrigin: APP_ORIGIN,
    vault: createBrowserVault(),
    smartAccountImplementation: aa.simple7702Account,
  })
  channel = frame.createChannel()
  ;({ evm } = await channel.call('connect', { token: await sessionToken('smart@example.com') }))
  client = createPublicClient({ transport: http(chain.url) }) as PublicClient
}, 120_000)
afterAll(async () => {
  await Promise.allSettled([
    bundler?.stop(),
    service?.stop(),
    hostile?.sender.stop(),
    hostile?.callData.stop(),
  ])
  await Promise.allSettled([auth?.close(), chain?.stop()])
})

/** Every JSON-RPC call the engine made: where it went and which method. */
const rpcCalls: { url: string; method: string }[] = []
const recordingFetch: typeof fetch = async (input, init) => {
  rpcCalls.push({ url: String(input), method: (JSON.parse(String(init?.body)) as { method: string }).method })
  return fetch(input, init)
}

const senderWith = (paymasterUrl: string) =>
  createSmartAccountSender({
    bundlerUrl: bundler.url,
    paymasterUrl,
    implementation: aa.simple7702Account,
    chain: { id: chain.chainId, rpcUrl: chain.url },
    address: evm,
    signer: frameSmartAccountSigner(channel),
    fetch: recordingFetch,
  })
const deployed = () =>
  smartAccountDeployed({ rpcUrl: chain.url, address: evm, implementation: aa.simple7702Account, fetch })
const signings = () => frame.log.requests.filter((r) => r.method.startsWith('evm_sign')).map((r) => r.method)
const ltkOf = (owner: `0x${string}`) =>
  client.readContract({
    address: tokens.erc20.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])

describe('embedded wallet as a smart account (EIP-7702 + ERC-4337 v0.8, sponsored)', () => {
  it('a paymaster that changes the sender or the calls is refused before the key frame signs anything', async () => {
    const batch = [
      {
        to: tokens.erc20.address,
        data: encodeFunctionData({ abi: mintAbi, functionName: 'mint', args: [evm, 1n] }),
      },
    ]
    for (const [field, paymasterService] of Object.entries(hostile)) {
      const error = await senderWith(paymasterService.url)
        .sendCalls(batch)
        .catch((e: unknown) => e)
      expect(error, field).toMatchObject({ name: 'SmartAccountError', code: 'PAYMASTER_ALTERED' })
      expect(paymasterService.requests.map((r) => r.method)).toEqual(['pm_getPaymasterStubData'])
    }
    expect(signings()).toEqual([])
    expect(await deployed()).toBe(false)
  })

  it('a fresh key with 0 ETH delegates in its first operation and mints and transfers in one sponsored batch; the receipt comes from the bundler', async () => {
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    expect(await client.getBalance({ address: evm })).toBe(0n)
    expect(await deployed()).toBe(false)
    const sender = senderWith(service.url)
    const userOpHash = await sender.sendCalls([
      {
        to: tokens.erc20.address,
        data: encodeFunctionData({ abi: mintAbi, functionName: 'mint', args: [evm, parseEther('10')] }),
      },
      {
        to: tokens.erc20.address,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [receiver, parseEther('4')],
        }),
        value: '0x0',
      },
    ])
    const receipt = await sender.waitForReceipt(userOpHash, { pollMs: 100, timeoutMs: 30_000 })
    expect(receipt).toMatchObject({ userOpHash, sender: evm, success: true })
    expect(receipt.paymaster?.toLowerCase()).toBe(paymaster.address.toLowerCase())
    // SPEC §7: operations, estimates and receipts go to the bundler, the account's state to the node
    const asked = (method: string) => rpcCalls.filter((c) => c.method === method).map((c) => c.url)
    for (const method of [
      'eth_estimateUserOperationGas',
      'eth_sendUserOperation',
      'eth_getUserOperationReceipt',
    ])
      expect(new Set(asked(method)), method).toEqual(new Set([bundler.url]))
    expect(new Set(asked('eth_getCode'))).toEqual(new Set([chain.url]))
    // the bundle transaction the bundler names is on chain
    expect((await client.getTransactionReceipt({ hash: receipt.transactionHash })).status).toBe('success')
    expect(signings()).toEqual(['evm_signAuthorization', 'evm_signUserOperation'])
    expect(await client.getCode({ address: evm })).toBe(
      `0xef0100${aa.simple7702Account.slice(2).toLowerCase()}`,
    )
    expect(await deployed()).toBe(true)
    expect([await ltkOf(evm), await ltkOf(receiver)]).toEqual([parseEther('6'), parseEther('4')])
    expect(await client.getBalance({ address: evm })).toBe(0n)
    // same address: the frame's account is the smart account
    expect(frame.handler.getAccounts()?.evm).toBe(evm)

    // once delegated, the next operation carries no authorisation
    const next = await sender.sendCalls([
      {
        to: tokens.erc20.address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, 1n] }),
      },
    ])
    expect((await sender.waitForReceipt(next, { pollMs: 100, timeoutMs: 30_000 })).success).toBe(true)
    expect(signings()).toEqual(['evm_signAuthorization', 'evm_signUserOperation', 'evm_signUserOperation'])
    expect(await ltkOf(receiver)).toBe(parseEther('4') + 1n)
  })
})
