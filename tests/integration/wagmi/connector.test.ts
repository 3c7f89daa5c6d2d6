import {
  connect,
  disconnect,
  getAccount,
  getBalance,
  reconnect,
  sendTransaction,
  signMessage,
  switchChain,
  waitForTransactionReceipt,
  writeContract,
} from '@wagmi/core'
import {
  createPublicClient,
  http,
  parseEther,
  SwitchChainError,
  UserRejectedRequestError,
  verifyMessage,
} from 'viem'
import { describe, expect, it, vi } from 'vitest'
import {
  confirmSwitchInModal,
  evmWorldPerSuite,
  pickWalletInModal,
  until,
  wagmiApp,
  wagmiConfigFor,
} from './wagmiWorld'

const world = evmWorldPerSuite()

/** A wagmi app connected through Latch's modal to the test wallet of `account`. */
async function connectedApp(account: number) {
  const app = await wagmiApp(world(), account)
  const [result] = await Promise.all([
    connect(app.config, { connector: app.connector }),
    pickWalletInModal(app.latch),
  ])
  return { ...app, result }
}

describe('wagmi actions on the wallet connected through Latch (dev chain)', () => {
  it("wagmi's connect opens Latch's modal and resolves with the wallet the visitor picked there", async () => {
    const app = await wagmiApp(world(), 0)
    expect(getAccount(app.config).status).toBe('disconnected')
    const connecting = connect(app.config, { connector: app.connector })
    await until(app.latch, () => app.latch.getState().modal.open)
    expect(app.latch.getState().modal.namespace).toBe('eip155')
    await app.latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.a' })
    const result = await connecting
    const address = world().chain.accounts[0]!.address
    expect(result.accounts[0]).toBe(address)
    expect(result.chainId).toBe(31337)
    const account = getAccount(app.config)
    expect(account.status).toBe('connected')
    expect(account.address).toBe(address)
    expect(account.chainId).toBe(31337)
    expect(account.connector?.id).toBe('latch')
    app.unmount()
  })

  it("closing Latch's modal rejects wagmi's connect with viem's UserRejectedRequestError (4001)", async () => {
    const app = await wagmiApp(world(), 0)
    const connecting = connect(app.config, { connector: app.connector }).catch((e: unknown) => e)
    await until(app.latch, () => app.latch.getState().modal.open)
    app.latch.close()
    const error = await connecting
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).code).toBe(4001)
    expect(getAccount(app.config).status).toBe('disconnected')
    app.unmount()
  })

  it('connect takes the existing Latch connection without opening the modal', async () => {
    const app = await wagmiApp(world(), 0)
    await app.latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.a' })
    app.latch.close()
    // a wagmi config made once Latch is connected (it has seen no connect event)
    const config = wagmiConfigFor(world(), app.latch)
    expect(getAccount(config).status).toBe('disconnected')
    const result = await connect(config, { connector: config.connectors[0]! })
    expect(result.accounts[0]).toBe(world().chain.accounts[0]!.address)
    expect(app.latch.getState().modal.open).toBe(false)
    expect(getAccount(config).status).toBe('connected')
    app.unmount()
  })

  it('getBalance, signMessage (verified with viem), sendTransaction and a writeContract mint of the test NFT', async () => {
    const app = await connectedApp(4)
    const address = world().chain.accounts[4]!.address
    const client = createPublicClient({ transport: http(world().chain.url) })

    const balance = await getBalance(app.config, { address })
    expect(balance.value).toBe(await client.getBalance({ address }))

    const signature = await signMessage(app.config, { message: 'Latch and wagmi' })
    expect(await verifyMessage({ address, message: 'Latch and wagmi', signature })).toBe(true)

    const to = world().chain.accounts[18]!.address
    const before = await client.getBalance({ address: to })
    const hash = await sendTransaction(app.config, { to, value: parseEther('0.25') })
    const receipt = await waitForTransactionReceipt(app.config, { hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(await client.getBalance({ address: to })).toBe(before + parseEther('0.25'))

    const { nft } = world().tokens
    const supply = (await client.readContract({
      address: nft.address,
      abi: nft.abi,
      functionName: 'totalSupply',
    })) as bigint
    const mint = await writeContract(app.config, {
      address: nft.address,
      abi: nft.abi,
      functionName: 'mint',
      args: [address],
    })
    await waitForTransactionReceipt(app.config, { hash: mint, pollingInterval: 50 })
    const owner = await client.readContract({
      address: nft.address,
      abi: nft.abi,
      functionName: 'ownerOf',
      args: [supply + 1n],
    })
    expect(owner).toBe(address)
    // every wallet request went to the wallet the visitor connected in Latch
    expect(app.wallet.calls.map((c) => c.method)).toEqual(
      expect.arrayContaining(['personal_sign', 'eth_sendTransaction']),
    )
    app.unmount()
  })

  it("switchChain goes through Latch's network switch: the wallet, Latch and wagmi are on the second chain", async () => {
    const app = await connectedApp(0)
    const [chain] = await Promise.all([
      // the dev chains' ids are numbers known at run time, so wagmi types the answer loosely
      switchChain(app.config, { chainId: 31338 }) as Promise<{ id: number }>,
      confirmSwitchInModal(app.latch),
    ])
    expect(chain.id).toBe(31338)
    expect(app.wallet.chainId).toBe(31338)
    expect(app.latch.getNetwork({ namespace: 'eip155' })?.caipNetworkId).toBe('eip155:31338')
    await vi.waitFor(() => expect(getAccount(app.config).chainId).toBe(31338))
    app.unmount()
  })
})

describe('switchChain refusals', () => {
  it("closing Latch's SwitchNetwork view rejects switchChain with UserRejectedRequestError and keeps the chain", async () => {
    const app = await connectedApp(0)
    const switching = switchChain(app.config, { chainId: 31338 }).catch((e: unknown) => e)
    await until(app.latch, () => app.latch.getState().router.view === 'SwitchNetwork')
    app.latch.close()
    const error = await switching
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(app.wallet.chainId).toBe(31337)
    expect(getAccount(app.config).chainId).toBe(31337)
    app.unmount()
  })

  it('a chain missing from the wagmi config is a SwitchChainError, and nothing is asked of Latch or the wallet', async () => {
    const app = await connectedApp(0)
    const calls = app.wallet.calls.length
    const error = await switchChain(app.config, { chainId: 10 as 31337 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SwitchChainError)
    expect(app.latch.getState().modal.open).toBe(false)
    expect(app.wallet.calls.length).toBe(calls)
    app.unmount()
  })
})

describe('connection state shared by wagmi and Latch', () => {
  it("wagmi's disconnect closes Latch's eip155 connection", async () => {
    const app = await connectedApp(0)
    await disconnect(app.config)
    expect(getAccount(app.config).status).toBe('disconnected')
    expect(app.latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(false)
    app.unmount()
  })

  it("Latch's disconnect makes wagmi disconnected", async () => {
    const app = await connectedApp(0)
    await app.latch.disconnect({ namespace: 'eip155' })
    await vi.waitFor(() => expect(getAccount(app.config).status).toBe('disconnected'))
    app.unmount()
  })

  it('a connection made in Latch (not through wagmi) shows in wagmi', async () => {
    const app = await wagmiApp(world(), 2)
    await app.latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.a' })
    await vi.waitFor(() => expect(getAccount(app.config).address).toBe(world().chain.accounts[2]!.address))
    const account = getAccount(app.config)
    expect(account.connector?.id).toBe('latch')
    app.unmount()
  })

  it("an account change in the wallet shows in wagmi's getAccount", async () => {
    const app = await connectedApp(0)
    const second = world().chain.accounts[1]!.address
    app.wallet.switchAccount(second)
    await vi.waitFor(() => expect(getAccount(app.config).address).toBe(second))
    app.unmount()
  })

  it("wagmi's reconnect restores the connection Latch restored after a reload", async () => {
    const app = await wagmiApp(world(), 0)
    await app.latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.a' })
    // a fresh wagmi config over the same (connected) Latch, as after a reload with Latch's restore done
    const config = wagmiConfigFor(world(), app.latch)
    const restored = await reconnect(config)
    expect(restored[0]?.accounts[0]).toBe(world().chain.accounts[0]!.address)
    expect(getAccount(config).status).toBe('connected')
    app.unmount()
  })
})
