import { type CaipNetwork, createLatch, createMemoryStore, UserRejectedRequestError } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { createTestWallet, type DevChain, startDevChain, TEST_WALLET_ICON } from '@latch/testing/evm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

// Two real Hardhat chains and a real EIP-1193/6963 test wallet; only `window` is an EventTarget.
let first: DevChain
let second: DevChain
beforeAll(async () => {
  ;[first, second] = await Promise.all([startDevChain(), startDevChain({ chainId: 31338 })])
})
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()])
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const network = (chain: DevChain): CaipNetwork => ({
  id: String(chain.chainId),
  caipNetworkId: `eip155:${chain.chainId}`,
  chainNamespace: 'eip155',
  name: `Local ${chain.chainId}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [chain.url] } },
})

async function connectedApp(index: number) {
  const win = new EventTarget() as unknown as Window
  const wallet = createTestWallet({
    rpcUrl: first.url,
    chainId: first.chainId,
    chains: { [second.chainId]: second.url },
    privateKeys: [first.accounts[index]!.privateKey],
    info: { uuid: 'uuid-core', name: 'Core Test Wallet', icon: TEST_WALLET_ICON, rdns: 'dev.latch.core' },
  })
  wallet.announce(win)
  const adapter = evmAdapter()
  const networks = [network(first), network(second)]
  const latch = createLatch({ adapters: [adapter], networks, storage: createMemoryStore() })
  // mount() takes the window from the global scope and hands it to the adapter's init
  vi.stubGlobal('window', win)
  const stop = latch.mount()
  await latch.ready()
  await latch.open()
  await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.core' })
  return { latch, wallet, stop, networks, address: first.accounts[index]!.address }
}

describe('core routing with a real EVM wallet on two local chains', () => {
  it('connect from the modal closes it, shows the wallet on Account and reads the native balance from the chain', async () => {
    const { latch, stop, address } = await connectedApp(2)
    expect(latch.getState().modal.open).toBe(false)
    await latch.account.refreshBalance()
    const account = latch.getAccount()
    expect(account).toMatchObject({
      status: 'connected',
      address,
      caipAddress: `eip155:31337:${address}`,
      balance: '10000',
      balanceSymbol: 'ETH',
      connectedWalletInfo: { name: 'Core Test Wallet', connectorId: 'dev.latch.core' },
    })
    await latch.open()
    expect(latch.getState().router.view).toBe('Account')
    stop()
  })

  it('switching network shows SwitchNetwork; confirming asks the wallet, moves the account to the new chain and goes back', async () => {
    const { latch, wallet, stop, networks, address } = await connectedApp(3)
    await latch.open({ view: 'Networks' })
    await latch.switchNetwork(networks[1]!)
    expect(latch.getState().router.view).toBe('SwitchNetwork')
    expect(wallet.chainId).toBe(31337)
    await latch.chains.confirmSwitch()
    expect(wallet.chainId).toBe(31338)
    expect(wallet.calls.map((c) => c.method)).toContain('wallet_switchEthereumChain')
    expect(latch.getNetwork()?.caipNetworkId).toBe('eip155:31338')
    expect(latch.getAccount().caipAddress).toBe(`eip155:31338:${address}`)
    expect(latch.getState().router.view).toBe('Networks')
    stop()
  })

  it('a switch the user rejects in the wallet leaves the network, the account and the view as they were', async () => {
    const { latch, wallet, stop, networks, address } = await connectedApp(4)
    await latch.open({ view: 'Networks' })
    await latch.switchNetwork(networks[1]!)
    wallet.rejectNext({ method: 'wallet_switchEthereumChain' })
    await expect(latch.chains.confirmSwitch()).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(wallet.chainId).toBe(31337)
    expect(latch.getNetwork()?.caipNetworkId).toBe('eip155:31337')
    expect(latch.getAccount().caipAddress).toBe(`eip155:31337:${address}`)
    expect(latch.getState().router.view).toBe('SwitchNetwork')
    stop()
  })

  it('the user switching chain in the wallet moves the account; disconnecting in the wallet disconnects the namespace', async () => {
    const { latch, wallet, stop, address } = await connectedApp(5)
    wallet.switchChain(31338)
    await expect.poll(() => latch.getAccount().caipAddress).toBe(`eip155:31338:${address}`)
    wallet.disconnect()
    await expect.poll(() => latch.getAccount().status).toBe('disconnected')
    expect(latch.getConnections()).toEqual([])
    stop()
  })
})
