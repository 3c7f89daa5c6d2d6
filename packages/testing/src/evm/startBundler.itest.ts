// The ERC-4337 test world: a real bundler (alto) and an ERC-7677 paymaster service over the
// test kit's verifying paymaster, on the dev chain. A fresh EOA with 0 ETH delegates to
// Simple7702Account in its first user operation and runs a sponsored batch, with viem's
// account-abstraction client.
import { encodeFunctionData, http, parseAbi } from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint08Address,
  toSimple7702SmartAccount,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AccountAbstractionDeployment, deployAccountAbstraction } from './deployAccountAbstraction'
import { deployTestPaymaster, type TestPaymaster } from './deployTestPaymaster'
import { deployTestTokens, type TestTokens } from './deployTestTokens'
import { devChainClients } from './devChainClients'
import { type Bundler, startBundler } from './startBundler'
import { type DevChain, startDevChain } from './startDevChain'
import { type PaymasterService, startPaymasterService } from './startPaymasterService'

let chain: DevChain
let aa: AccountAbstractionDeployment
let bundler: Bundler
let paymaster: TestPaymaster
let service: PaymasterService
let tokens: TestTokens
const signerKey = generatePrivateKey()

beforeAll(async () => {
  chain = await startDevChain()
  aa = await deployAccountAbstraction(chain)
  tokens = await deployTestTokens(chain, { holders: 1 })
  paymaster = await deployTestPaymaster(chain, aa, { signer: privateKeyToAccount(signerKey).address })
  ;[bundler, service] = await Promise.all([
    startBundler(chain, aa),
    startPaymasterService({ chain, aa, paymaster, signerKey }),
  ])
}, 60_000)
afterAll(async () => {
  await Promise.all([bundler?.stop(), service?.stop()])
  await chain?.stop()
})

const nftAbi = parseAbi([
  'function mint(address to) returns (uint256)',
  'function ownerOf(uint256) view returns (address)',
])
const depositAbi = parseAbi(['function balanceOf(address) view returns (uint256)'])

describe('ERC-4337 test world (alto + ERC-7677 paymaster service)', () => {
  it('a fresh EOA with 0 ETH delegates by EIP-7702 in its first user operation and mints two NFTs in one sponsored batch; the receipt comes from the bundler', async () => {
    const { client } = await devChainClients(chain)
    const owner = privateKeyToAccount(generatePrivateKey())
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const account = await toSimple7702SmartAccount({ client, owner, implementation: aa.simple7702Account })
    expect(account.address).toBe(owner.address)
    const bundlerClient = createBundlerClient({
      client,
      transport: http(bundler.url),
      paymaster: createPaymasterClient({ transport: http(service.url) }),
      pollingInterval: 100,
    })
    const depositBefore = await client.readContract({
      address: entryPoint08Address,
      abi: depositAbi,
      functionName: 'balanceOf',
      args: [paymaster.address],
    })
    const mint = (to: `0x${string}`) =>
      ({
        to: tokens.nft.address,
        data: encodeFunctionData({ abi: nftAbi, functionName: 'mint', args: [to] }),
      }) as const
    const hash = await bundlerClient.sendUserOperation({
      account,
      calls: [mint(owner.address), mint(receiver)],
      authorization: await owner.signAuthorization({
        chainId: chain.chainId,
        contractAddress: aa.simple7702Account,
        nonce: 0,
      }),
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash })
    expect(receipt).toMatchObject({ success: true, userOpHash: hash })
    expect(receipt.paymaster?.toLowerCase()).toBe(paymaster.address.toLowerCase())
    expect(receipt.sender.toLowerCase()).toBe(owner.address.toLowerCase())
    expect(await client.getCode({ address: owner.address })).toBe(
      `0xef0100${aa.simple7702Account.slice(2).toLowerCase()}`,
    )
    expect(await client.getBalance({ address: owner.address })).toBe(0n)
    // two Transfer events from the NFT contract: to the account and to the receiver
    const minted = receipt.logs.filter(
      (log) => log.address.toLowerCase() === tokens.nft.address.toLowerCase(),
    )
    expect(minted).toHaveLength(2)
    const depositAfter = await client.readContract({
      address: entryPoint08Address,
      abi: depositAbi,
      functionName: 'balanceOf',
      args: [paymaster.address],
    })
    expect(depositAfter).toBeLessThan(depositBefore)
    expect(service.requests.map((r) => r.method)).toEqual(['pm_getPaymasterStubData', 'pm_getPaymasterData'])
  }, 60_000)

  it('the service sponsors only its EntryPoint and chain, and a hostile one adds a changed sender to its answers', async () => {
    const ask = async (url: string, params: unknown[]) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'pm_getPaymasterStubData', params }),
      })
      return (await response.json()) as { result?: Record<string, unknown>; error?: { message: string } }
    }
    const op = { sender: chain.accounts[3]!.address, nonce: '0x0', callData: '0x' }
    const chainIdHex = `0x${chain.chainId.toString(16)}`
    await expect(
      ask(service.url, [op, '0x0000000071727De22E5E9d8BAf0edAc6f37da032', chainIdHex, {}]),
    ).resolves.toMatchObject({
      error: { message: 'Not sponsored on this EntryPoint' },
    })
    await expect(ask(service.url, [op, aa.entryPoint, '0x1', {}])).resolves.toMatchObject({
      error: { message: 'Not sponsored on this chain' },
    })
    const good = await ask(service.url, [op, aa.entryPoint, chainIdHex, {}])
    expect(good.result).toMatchObject({ paymaster: paymaster.address, isFinal: false })
    expect(good.result).not.toHaveProperty('sender')
    const hostile = await startPaymasterService({ chain, aa, paymaster, signerKey, alter: 'sender' })
    try {
      const altered = await ask(hostile.url, [op, aa.entryPoint, chainIdHex, {}])
      expect(altered.result?.sender).not.toBe(op.sender)
      expect(altered.result).toHaveProperty('paymaster', paymaster.address)
    } finally {
      await hostile.stop()
    }
  })
})
