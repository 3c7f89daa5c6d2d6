import { ConnectionError } from '@latch/core'
import { getEip1193Provider, getWalletClient } from '@latch/wagmi'
import { BrowserProvider, parseEther as ethersParseEther } from 'ethers'
import { createPublicClient, type EIP1193Provider, http, parseEther, verifyMessage } from 'viem'
import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { evmWorldPerSuite, viemChain, wagmiApp } from './wagmiWorld'

const world = evmWorldPerSuite()

/** Latch connected to the test wallet of `account` (the wagmi config of the app is not used here). */
async function connectedLatch(account: number) {
  const app = await wagmiApp(world(), account)
  await app.latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.a' })
  return app
}

describe("the typed EIP-1193 provider of Latch's eip155 connection", () => {
  it("is viem's EIP1193Provider type, which ethers' BrowserProvider takes as it is", () => {
    expectTypeOf(getEip1193Provider).returns.toExtend<EIP1193Provider>()
    expectTypeOf(getEip1193Provider).returns.toExtend<ConstructorParameters<typeof BrowserProvider>[0]>()
  })

  it('ethers v6 BrowserProvider sends a transaction on the dev chain through it', async () => {
    const app = await connectedLatch(7)
    const from = world().chain.accounts[7]!.address
    const to = world().chain.accounts[16]!.address
    const client = createPublicClient({ transport: http(world().chain.url) })
    const before = await client.getBalance({ address: to })
    const provider = new BrowserProvider(getEip1193Provider(app.latch))
    const signer = await provider.getSigner()
    expect(signer.address).toBe(from)
    expect((await provider.getNetwork()).chainId).toBe(31337n)
    const tx = await signer.sendTransaction({ to, value: ethersParseEther('0.5') })
    const receipt = await client.waitForTransactionReceipt({
      hash: tx.hash as `0x${string}`,
      pollingInterval: 50,
    })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(before + parseEther('0.5'))
    expect(app.wallet.calls.map((c) => c.method)).toContain('eth_sendTransaction')
    provider.destroy()
    app.unmount()
  })

  it('a viem WalletClient from getWalletClient sends and signs as the active account', async () => {
    const app = await connectedLatch(8)
    const from = world().chain.accounts[8]!.address
    const to = world().chain.accounts[15]!.address
    const chain = viemChain(world().chain.chainId, world().chain.url)
    const client = createPublicClient({ chain, transport: http(world().chain.url) })
    const before = await client.getBalance({ address: to })
    const wallet = await getWalletClient(app.latch, { chain })
    expect(wallet.account?.address).toBe(from)
    const hash = await wallet.sendTransaction({ account: from, chain, to, value: parseEther('0.125') })
    await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(await client.getBalance({ address: to })).toBe(before + parseEther('0.125'))
    const signature = await wallet.signMessage({ account: from, message: 'typed provider' })
    expect(await verifyMessage({ address: from, message: 'typed provider', signature })).toBe(true)
    app.unmount()
  })

  it("emits accountsChanged and chainChanged from Latch's state, and disconnect when Latch disconnects", async () => {
    const app = await connectedLatch(0)
    const provider = getEip1193Provider(app.latch)
    const events: [string, unknown][] = []
    provider.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]))
    provider.on('disconnect', () => events.push(['disconnect', undefined]))
    const second = world().chain.accounts[1]!.address
    app.wallet.switchAccount(second)
    await vi.waitFor(() =>
      expect(events).toContainEqual(['accountsChanged', [second, world().chain.accounts[0]!.address]]),
    )
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([
      second,
      world().chain.accounts[0]!.address,
    ])
    await app.latch.disconnect({ namespace: 'eip155' })
    await vi.waitFor(() => expect(events).toContainEqual(['disconnect', undefined]))
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    app.unmount()
  })

  it('a wallet request with nothing connected is a ConnectionError NOT_CONNECTED, and asks no wallet', async () => {
    const app = await wagmiApp(world(), 0)
    const provider = getEip1193Provider(app.latch)
    const error = await provider
      .request({ method: 'personal_sign', params: ['0x6869', world().chain.accounts[0]!.address] })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionError)
    expect((error as ConnectionError).code).toBe('NOT_CONNECTED')
    expect(app.wallet.calls).toEqual([])
    // the chain id answers from Latch's active network before any connect (ethers reads it first)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    app.unmount()
  })
})
