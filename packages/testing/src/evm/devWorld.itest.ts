import { spawn } from 'node:child_process'
import { createPublicClient, erc20Abi, http, recoverMessageAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type CreateTestWalletOptions, createTestWallet } from './createTestWallet'
import { deployTestTokens, type TestTokens } from './deployTestTokens'
import { type DevChain, startDevChain } from './startDevChain'
import { TEST_WALLET_ICON, TestWalletRpcError } from './testWalletTypes'

let chain: DevChain
let second: DevChain
let tokens: TestTokens

beforeAll(async () => {
  ;[chain, second] = await Promise.all([startDevChain(), startDevChain({ chainId: 31338 })])
  tokens = await deployTestTokens(chain)
})
afterAll(async () => {
  await Promise.all([chain?.stop(), second?.stop()])
})

const info = { uuid: 'wallet-a', name: 'Wallet A', icon: TEST_WALLET_ICON, rdns: 'dev.latch.a' }

/** The test wallet on the dev chain, with what each test varies (accounts, keys, authorisation). */
const walletOnChain = (options: Omit<CreateTestWalletOptions, 'rpcUrl' | 'chainId' | 'info'>) =>
  createTestWallet({ rpcUrl: chain.url, chainId: chain.chainId, info, ...options })

describe('EVM dev chain', () => {
  it('serves JSON-RPC on 127.0.0.1 with a random port and the requested chain id', async () => {
    expect(chain.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(second.url).not.toBe(chain.url)
    const client = createPublicClient({ transport: http(second.url) })
    expect(await client.getChainId()).toBe(31338)
    expect(chain.accounts).toHaveLength(20)
    expect(await client.getBalance({ address: chain.accounts[0]!.address })).toBe(10_000n * 10n ** 18n)
  })

  it('has the test tokens deployed and minted to the accounts', async () => {
    const client = createPublicClient({ transport: http(chain.url) })
    const balance = await client.readContract({
      address: tokens.usdt.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [chain.accounts[3]!.address],
    })
    expect(balance).toBe(tokens.usdt.minted)
    const owner = await client.readContract({
      address: tokens.nft.address,
      abi: tokens.nft.abi,
      functionName: 'ownerOf',
      args: [3n],
    })
    expect(owner).toBe(chain.accounts[1]!.address)
  })

  it('a node whose test process dies without stop() exits too (nothing left running)', async () => {
    const script = `import { startDevChain } from ${JSON.stringify(new URL('./startDevChain.ts', import.meta.url).pathname)}
const chain = await startDevChain({ chainId: 31340 }); console.log(chain.url); setInterval(() => {}, 1000)`
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', script],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    const url = await new Promise<string>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        const found = /http:\/\/127\.0\.0\.1:\d+/.exec(chunk.toString())
        if (found) resolve(found[0])
      })
    })
    const ask = () =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
      })
    expect(((await (await ask()).json()) as { result: string }).result).toBe('0x7a6c')
    child.kill('SIGKILL')
    await new Promise((resolve) => child.once('exit', resolve))
    await expect
      .poll(
        async () =>
          ask().then(
            () => 'up',
            () => 'down',
          ),
        { timeout: 10_000, interval: 100 },
      )
      .toBe('down')
  })

  it('a Ctrl+C to the starting process group does not kill a node mid-start: its starter decides', async () => {
    // The starter ignores SIGINT (as `pnpm demo` does until it has closed what it started); the
    // node, started before the signal and not yet serving, must still come up.
    const script = `import { startDevChain } from ${JSON.stringify(new URL('./startDevChain.ts', import.meta.url).pathname)}
process.on('SIGINT', () => console.log('interrupted'))
const starting = startDevChain({ chainId: 31341 }); console.log('spawned')
const chain = await starting; console.log('up', chain.url); await chain.stop(); console.log('stopped')`
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', script],
      { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    await expect.poll(() => output, { timeout: 20_000, interval: 20 }).toContain('spawned')
    process.kill(-child.pid!, 'SIGINT')
    expect(await exited, output).toBe(0)
    expect(output).toContain('interrupted')
    expect(output).toMatch(/up http:\/\/127\.0\.0\.1:\d+\nstopped/)
  })

  it('stop() ends the node and can be called twice', async () => {
    const extra = await startDevChain({ chainId: 31339 })
    await extra.stop()
    await extra.stop()
    await expect(fetch(extra.url, { method: 'POST', body: '{}' })).rejects.toThrow()
  })
})

describe('test wallet (Node)', () => {
  it('exposes no account until eth_requestAccounts, then the active one first', async () => {
    const wallet = walletOnChain({
      privateKeys: [chain.accounts[5]!.privateKey],
    })
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([
      chain.accounts[5]!.address,
    ])
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('signs personal_sign with the real key', async () => {
    const wallet = walletOnChain({
      privateKeys: [chain.accounts[5]!.privateKey],
      authorized: true,
    })
    const address = chain.accounts[5]!.address
    const signature = (await wallet.provider.request({
      method: 'personal_sign',
      params: ['0x6869', address],
    })) as `0x${string}`
    expect(await recoverMessageAddress({ message: 'hi', signature })).toBe(address)
  })

  it('sends a transaction signed in the wallet and it is mined on the chain', async () => {
    const wallet = walletOnChain({
      privateKeys: [chain.accounts[6]!.privateKey],
      authorized: true,
    })
    const to = chain.accounts[7]!.address
    const client = createPublicClient({ transport: http(chain.url) })
    const before = await client.getBalance({ address: to })
    const hash = (await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: chain.accounts[6]!.address, to, value: '0x64' }],
    })) as `0x${string}`
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(before + 100n)
  })

  it('rejects with code 4001 when scripted to, once', async () => {
    const wallet = walletOnChain({
      accounts: [chain.accounts[0]!.address],
      authorized: true,
    })
    wallet.rejectNext({ method: 'personal_sign' })
    const params = ['0x6869', chain.accounts[0]!.address]
    const error = await wallet.provider.request({ method: 'personal_sign', params }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TestWalletRpcError)
    expect((error as TestWalletRpcError).code).toBe(4001)
    // with no key the node signs (its accounts are unlocked)
    expect(await wallet.provider.request({ method: 'personal_sign', params })).toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('switches to a known chain with chainChanged, answers 4902 for an unknown one and adds it', async () => {
    const wallet = walletOnChain({
      accounts: [chain.accounts[0]!.address],
    })
    const seen: unknown[] = []
    wallet.provider.on('chainChanged', (id) => seen.push(id))
    const error = await wallet.provider
      .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
      .catch((e: unknown) => e)
    expect((error as TestWalletRpcError).code).toBe(4902)
    await wallet.provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x7a6a', rpcUrls: [second.url] }],
    })
    expect(seen).toEqual(['0x7a6a'])
    expect(await wallet.provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('waits the scripted delay before answering (fake timers apply)', async () => {
    vi.useFakeTimers()
    try {
      const wallet = walletOnChain({
        accounts: [chain.accounts[0]!.address],
      })
      wallet.setDelay(5_000)
      let answer: unknown
      const pending = wallet.provider.request({ method: 'eth_chainId' }).then((v) => {
        answer = v
      })
      await vi.advanceTimersByTimeAsync(4_999)
      expect(answer).toBeUndefined()
      await vi.advanceTimersByTimeAsync(1)
      await pending
      expect(answer).toBe('0x7a69')
    } finally {
      vi.useRealTimers()
    }
  })

  it('announces over EIP-6963 on install and on each requestProvider, and disconnects', async () => {
    const target = new EventTarget()
    const wallet = walletOnChain({
      accounts: [chain.accounts[0]!.address],
      authorized: true,
    })
    const announced: { info: { rdns: string } }[] = []
    target.addEventListener('eip6963:announceProvider', (e) => announced.push((e as CustomEvent).detail))
    const uninstall = wallet.announce(target)
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced.map((d) => d.info.rdns)).toEqual(['dev.latch.a', 'dev.latch.a'])
    uninstall()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced).toHaveLength(2)
    const events: string[] = []
    wallet.provider.on('accountsChanged', () => events.push('accountsChanged'))
    wallet.provider.on('disconnect', () => events.push('disconnect'))
    wallet.disconnect()
    expect(events).toEqual(['accountsChanged', 'disconnect'])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
  })
})
