// latch.getProvider('eip155') with a browser wallet on the Hardhat dev chain: the EIP-1193 provider
// routed through Latch is what ethers v6 and viem take as they are, and it sends real transactions.
import { ConnectionError, createLatch, createMemoryStore } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { BrowserProvider, parseEther as ethersParseEther } from 'ethers'
import {
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  http,
  parseEther,
  verifyMessage,
} from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { walletFor } from '../evm/evmWorld'
import { evmWorldPerSuite } from '../evm/evmWorldPerSuite'

const world = evmWorldPerSuite({ second: false })

/** A page where the test wallet of dev chain account `account` announces itself, and Latch mounted on it. */
async function app(account: number) {
  const win = new EventTarget()
  vi.stubGlobal('window', win)
  const wallet = walletFor(world().chain, account, 'dev.latch.p')
  wallet.announce(win)
  const latch = createLatch({
    adapters: [evmAdapter()],
    networks: [world().network],
    storage: createMemoryStore(),
  })
  const unmount = latch.mount()
  await latch.ready()
  return { latch, wallet, unmount }
}

const publicClient = () => createPublicClient({ transport: http(world().chain.url) })

describe("latch.getProvider('eip155') on the dev chain", () => {
  it('ethers v6 BrowserProvider over it sends ETH: the receiver gains exactly the amount', async () => {
    const { latch, wallet, unmount } = await app(3)
    await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.p' })
    const from = world().chain.accounts[3]!.address
    const to = world().chain.accounts[13]!.address
    const before = await publicClient().getBalance({ address: to })
    const provider = latch.getProvider('eip155')
    if (!provider) throw new Error('connected, so getProvider answers')
    const ethers = new BrowserProvider(provider)
    const signer = await ethers.getSigner()
    expect(signer.address).toBe(from)
    expect((await ethers.getNetwork()).chainId).toBe(31337n)
    const tx = await signer.sendTransaction({ to, value: ethersParseEther('0.5') })
    const receipt = await publicClient().waitForTransactionReceipt({
      hash: tx.hash as `0x${string}`,
      pollingInterval: 50,
    })
    expect(receipt.status).toBe('success')
    expect(await publicClient().getBalance({ address: to })).toBe(before + parseEther('0.5'))
    // it went to the wallet through Latch's adapter
    expect(wallet.calls.map((c) => c.method)).toContain('eth_sendTransaction')
    ethers.destroy()
    unmount()
  })

  it('a viem WalletClient on custom(provider) sends ETH and signs as the connected account', async () => {
    const { latch, unmount } = await app(4)
    await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.p' })
    const from = world().chain.accounts[4]!.address
    const to = world().chain.accounts[14]!.address
    const chain = defineChain({
      id: world().chain.chainId,
      name: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [world().chain.url] } },
    })
    const before = await publicClient().getBalance({ address: to })
    const provider = latch.getProvider('eip155')
    if (!provider) throw new Error('connected, so getProvider answers')
    const client = createWalletClient({ account: from, chain, transport: custom(provider) })
    expect((await client.getAddresses())[0]).toBe(from)
    const hash = await client.sendTransaction({ to, value: parseEther('0.125') })
    await publicClient().waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(await publicClient().getBalance({ address: to })).toBe(before + parseEther('0.125'))
    const signature = await client.signMessage({ message: 'typed providers' })
    expect(await verifyMessage({ address: from, message: 'typed providers', signature })).toBe(true)
    unmount()
  })

  it("emits accountsChanged from Latch's state to its listeners, and nothing after removeListener", async () => {
    const { latch, wallet, unmount } = await app(7)
    await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.p' })
    const provider = latch.getProvider('eip155')
    if (!provider) throw new Error('connected, so getProvider answers')
    const seen: unknown[] = []
    const listener = (accounts: unknown) => seen.push(accounts)
    provider.on('accountsChanged', listener)
    const second = world().chain.accounts[8]!.address
    wallet.switchAccount(second)
    await vi.waitFor(() => expect(seen).toContainEqual([second, world().chain.accounts[7]!.address]))
    provider.removeListener('accountsChanged', listener)
    const count = seen.length
    wallet.switchAccount(world().chain.accounts[7]!.address)
    await vi.waitFor(() =>
      expect(latch.getAccount({ namespace: 'eip155' }).address).toBe(world().chain.accounts[7]!.address),
    )
    expect(seen.length).toBe(count)
    unmount()
  })

  it('is undefined until a wallet connects, then the same object on every call, and undefined again after disconnect', async () => {
    const { latch, wallet, unmount } = await app(5)
    expect(latch.getProvider('eip155')).toBeUndefined()
    await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.p' })
    const provider = latch.getProvider('eip155')
    expect(provider).toBeDefined()
    expect(latch.getProvider('eip155')).toBe(provider)
    // not the wallet's own object: Latch's routed provider, which answers accounts from Latch's state
    expect(provider).not.toBe(latch.adapters[0]!.getProvider?.('dev.latch.p'))
    expect(await provider!.request({ method: 'eth_accounts' })).toEqual([
      world().chain.accounts[5]!.address,
      world().chain.accounts[6]!.address,
    ])
    await latch.disconnect({ namespace: 'eip155' })
    expect(latch.getProvider('eip155')).toBeUndefined()
    // a provider kept from before asks no wallet once nothing is connected
    const calls = wallet.calls.length
    const error = await provider!
      .request({ method: 'personal_sign', params: ['0x6869', world().chain.accounts[5]!.address] })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionError)
    expect((error as ConnectionError).code).toBe('NOT_CONNECTED')
    expect(wallet.calls.length).toBe(calls)
    unmount()
  })
})
