// ERC-4337 v0.8 on the dev chain: EntryPoint and Simple7702Account from the package's artifacts at
// their public addresses, and an EOA delegated to Simple7702Account by a real EIP-7702 (type-4)
// transaction, which then runs a call as its own account.
import { encodeFunctionData, parseEther } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AccountAbstractionDeployment, deployAccountAbstraction } from './deployAccountAbstraction'
import { devChainClients } from './devChainClients'
import { type DevChain, startDevChain } from './startDevChain'

let chain: DevChain
let aa: AccountAbstractionDeployment

beforeAll(async () => {
  chain = await startDevChain()
  aa = await deployAccountAbstraction(chain)
})
afterAll(async () => {
  await chain?.stop()
})

describe('account abstraction on the dev chain', () => {
  it('puts EntryPoint v0.8 at its public address, whose Simple7702Account points back to it; a second deployment changes nothing', async () => {
    const { client } = await devChainClients(chain)
    expect(aa.entryPoint.toLowerCase()).toBe(entryPoint08Address.toLowerCase())
    await expect(
      client.readContract({
        address: aa.simple7702Account,
        abi: aa.abis.simple7702Account,
        functionName: 'entryPoint',
      }),
    ).resolves.toBe(entryPoint08Address)
    const again = await deployAccountAbstraction(chain)
    expect([again.entryPoint, again.simple7702Account]).toEqual([aa.entryPoint, aa.simple7702Account])
  })

  it('an EOA delegated by EIP-7702 keeps its address, carries 0xef0100 ‖ implementation, and executes as the account', async () => {
    const { client, wallet } = await devChainClients(chain)
    const eoa = privateKeyToAccount(generatePrivateKey())
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    await client.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ to: eoa.address, value: parseEther('1') }),
      pollingInterval: 50,
    })
    expect(await client.getCode({ address: eoa.address })).toBeUndefined()
    // the dev account relays: the EOA only signs the authorisation (nonce 0, its first)
    const authorization = await eoa.signAuthorization({
      chainId: chain.chainId,
      contractAddress: aa.simple7702Account,
      nonce: 0,
    })
    const hash = await wallet.sendTransaction({
      authorizationList: [authorization],
      to: eoa.address,
      data: '0x',
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.type).toBe('eip7702')
    expect(await client.getCode({ address: eoa.address })).toBe(
      `0xef0100${aa.simple7702Account.slice(2).toLowerCase()}`,
    )
    // Simple7702Account lets the account itself call execute: 0.25 ETH leaves the EOA's address
    const { createWalletClient, http } = await import('viem')
    const self = createWalletClient({ account: eoa, chain: wallet.chain, transport: http(chain.url) })
    const sent = await self.sendTransaction({
      to: eoa.address,
      data: encodeFunctionData({
        abi: aa.abis.simple7702Account,
        functionName: 'execute',
        args: [receiver, parseEther('0.25'), '0x'],
      }),
    })
    expect((await client.waitForTransactionReceipt({ hash: sent, pollingInterval: 50 })).status).toBe(
      'success',
    )
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.25'))
  })
})
