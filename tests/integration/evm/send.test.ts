import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { MESSAGES, type TokenRef, UNTRUSTED_TEXT_MAX, ValidationError } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { createPublicClient, erc20Abi, getAddress, http } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
// the send slice's own rule (not public API): Max = balance − fee for the native currency
import { computeMaxSendAmount } from '../../../packages/core/src/slices/send/computeMaxSendAmount'
import { type EvmWorld, fakePage, startEvmWorld, walletFor } from './evmWorld'

let world: EvmWorld
beforeAll(async () => {
  world = await startEvmWorld({ second: false })
})
afterAll(async () => {
  await world?.stop()
})
afterEach(() => {
  vi.useRealTimers()
})

const ETH: TokenRef = { symbol: 'ETH', decimals: 18, name: 'Ether' }

/** The address with the case of its first letter flipped: same bytes, broken EIP-55 checksum. */
function flipCase(address: string): string {
  const i = [...address].findIndex((c, n) => n > 1 && /[a-fA-F]/.test(c))
  const c = address[i]!
  return (
    address.slice(0, i) + (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) + address.slice(i + 1)
  )
}

async function connected(index: number, options: Parameters<typeof evmAdapter>[0] = {}) {
  const { win, storage } = fakePage()
  const wallet = walletFor(world.chain, index, 'dev.latch.a')
  wallet.announce(win)
  const adapter = evmAdapter(options)
  await adapter.init({ networks: [world.network], storage, getWindow: () => win })
  const { accounts } = await adapter.connect({ connectorId: 'dev.latch.a' })
  const client = createPublicClient({ transport: http(world.chain.url) })
  return { wallet, adapter, from: accounts[0]!.address as `0x${string}`, client }
}

const tokenBalance = (
  client: ReturnType<typeof createPublicClient>,
  token: `0x${string}`,
  owner: `0x${string}`,
) => client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

describe('EVM sends on the dev chain', () => {
  it('sends ETH as a transaction with to, empty data and value; the balance changes on chain', async () => {
    const { wallet, adapter, from, client } = await connected(10)
    const to = world.chain.accounts[11]!.address
    const before = await client.getBalance({ address: to })
    const amount = 1_500_000_000_000_000n // 0.0015 ETH
    const { hash } = await adapter.send!({
      connectorId: 'dev.latch.a',
      network: world.network,
      from,
      to,
      amount,
      token: ETH,
    })
    const receipt = await client.waitForTransactionReceipt({
      hash: hash as `0x${string}`,
      pollingInterval: 50,
    })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(before + amount)
    const sent = wallet.calls.find((c) => c.method === 'eth_sendTransaction')
    // to, empty data and value (SPEC §7), and the gas limit the node estimated, so the wallet
    // reserves the fee the send form showed.
    expect(sent?.params).toEqual([
      {
        from,
        to,
        data: '0x',
        value: `0x${amount.toString(16)}`,
        gas: expect.stringMatching(/^0x[0-9a-f]+$/),
      },
    ])
    const [{ gas }] = (sent?.params ?? [{ gas: '0x0' }]) as [{ gas: string }]
    expect(BigInt(gas)).toBeGreaterThanOrEqual(receipt.gasUsed)
  })

  it('estimates the fee as estimated gas × max fee per gas; sending the whole balance minus that fee (Max) succeeds and leaves only the unspent fee', async () => {
    const { adapter, from, client } = await connected(14)
    const to = world.chain.accounts[15]!.address
    const balance = await client.getBalance({ address: from })
    const probe = { connectorId: 'dev.latch.a', network: world.network, from, to, amount: 1n, token: ETH }
    const fee = await adapter.estimateFee!(probe)
    const gasPrice = await client.getGasPrice()
    expect(fee).toBeGreaterThanOrEqual(21_000n * gasPrice)
    const max = computeMaxSendAmount({ balance, fee, native: true })
    expect(max).toBe(balance - fee)
    const { hash } = await adapter.send!({ ...probe, amount: max })
    const receipt = await client.waitForTransactionReceipt({
      hash: hash as `0x${string}`,
      pollingInterval: 50,
    })
    expect(receipt.status).toBe('success')
    const paid = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await client.getBalance({ address: from })).toBe(fee - paid)
    expect(paid).toBeLessThanOrEqual(fee)
  })

  it('estimates the fee of an ERC20 transfer from the gas of transfer(receiver, amount)', async () => {
    const { adapter, from, client } = await connected(0)
    const token: TokenRef = { address: world.tokens.erc20.address, symbol: 'LTK', decimals: 18 }
    const fee = await adapter.estimateFee!({
      connectorId: 'dev.latch.a',
      network: world.network,
      from,
      to: world.chain.accounts[17]!.address,
      amount: 1n,
      token,
    })
    // More gas than a plain transfer (the token's storage writes), priced like it.
    expect(fee).toBeGreaterThan(21_000n * (await client.getGasPrice()))
  })

  it('sends the ERC20 with transfer(receiver, amount)', async () => {
    const { adapter, from, client } = await connected(0)
    const to = world.chain.accounts[12]!.address
    const { erc20 } = world.tokens
    const before = await tokenBalance(client, erc20.address, to)
    const token = { address: erc20.address, symbol: erc20.symbol, decimals: erc20.decimals }
    const { hash } = await adapter.send!({
      connectorId: 'dev.latch.a',
      network: world.network,
      from,
      to,
      amount: 25n * 10n ** 18n,
      token,
    })
    await client.waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 50 })
    expect(await tokenBalance(client, erc20.address, to)).toBe(before + 25n * 10n ** 18n)
  })

  it('sends the USDT-shaped token (transfer returns nothing) once the app declares it, matched case-insensitively', async () => {
    const { usdt } = world.tokens
    const { adapter, from, client } = await connected(2, {
      usdtContracts: [usdt.address.toUpperCase().replace('0X', '0x')],
    })
    const to = world.chain.accounts[13]!.address
    const before = await tokenBalance(client, usdt.address, to)
    const token = { address: usdt.address.toLowerCase(), symbol: 'USDT', decimals: 6 }
    const { hash } = await adapter.send!({
      connectorId: 'dev.latch.a',
      network: world.network,
      from,
      to,
      amount: 1_234_567n,
      token,
    })
    await client.waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 50 })
    expect(await tokenBalance(client, usdt.address, to)).toBe(before + 1_234_567n)
  })

  it('sends an undeclared token whose transfer returns nothing (empty return data accepted, as SafeERC20 does)', async () => {
    const { usdt } = world.tokens
    const { adapter, from, client } = await connected(3)
    const to = world.chain.accounts[14]!.address
    const before = await tokenBalance(client, usdt.address, to)
    const token = { address: usdt.address, symbol: 'USDT', decimals: 6 }
    const { hash } = await adapter.send!({
      connectorId: 'dev.latch.a',
      network: world.network,
      from,
      to,
      amount: 7n,
      token,
    })
    await client.waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 50 })
    expect(await tokenBalance(client, usdt.address, to)).toBe(before + 7n)
  })

  it('refuses a token transfer that would revert (more than the balance) before the wallet is asked', async () => {
    const { erc20 } = world.tokens
    const { wallet, adapter, from } = await connected(2)
    const token = { address: erc20.address, symbol: 'LTK', decimals: 18 }
    const to = world.chain.accounts[13]!.address
    const error = await adapter.send!({
      connectorId: 'dev.latch.a',
      network: world.network,
      from,
      to,
      amount: erc20.minted + 1n,
      token,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).code).toBe('TRANSFER_WOULD_FAIL')
    expect(wallet.calls.map((c) => c.method)).not.toContain('eth_sendTransaction')
  })

  it("caps a node's revert text in the typed error when the transfer simulation fails", async () => {
    // The app's RPC node on loopback: the dev chain for every method, but `eth_call` fails with a
    // 100,000-character message.
    const proxy = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', async () => {
        const { id, method } = JSON.parse(body) as { id: number; method: string }
        if (method === 'eth_call') {
          const error = { code: -32000, message: `execution reverted: ${'x'.repeat(100_000)}` }
          response.end(JSON.stringify({ jsonrpc: '2.0', id, error }))
          return
        }
        const answer = await fetch(world.chain.url, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json' },
        })
        response.end(await answer.text())
      })
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
      const network = { ...world.network, rpcUrls: { default: { http: [url] } } }
      const { wallet, adapter, from } = await connected(3)
      const error = await adapter.send!({
        connectorId: 'dev.latch.a',
        network,
        from,
        to: world.chain.accounts[14]!.address,
        amount: 1n,
        token: { address: world.tokens.erc20.address, symbol: 'LTK', decimals: 18 },
      }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).code).toBe('TRANSFER_WOULD_FAIL')
      expect(String((error as ValidationError).details).length).toBeLessThanOrEqual(UNTRUSTED_TEXT_MAX)
      expect(wallet.calls.map((c) => c.method)).not.toContain('eth_sendTransaction')
    } finally {
      await new Promise((resolve) => proxy.close(resolve))
    }
  })

  it('rejects bad input with the catalogue messages before anything is sent', async () => {
    const { wallet, adapter, from } = await connected(0)
    const base = { connectorId: 'dev.latch.a', network: world.network, from, token: ETH }
    await expect(adapter.send!({ ...base, to: '', amount: 1n })).rejects.toThrow(
      MESSAGES.amountAndReceiverRequired,
    )
    await expect(adapter.send!({ ...base, to: from, amount: 0n })).rejects.toThrow(
      MESSAGES.amountAndReceiverRequired,
    )
    await expect(adapter.send!({ ...base, to: '0x1234', amount: 1n })).rejects.toBeInstanceOf(ValidationError)
    await expect(
      adapter.send!({
        ...base,
        to: from,
        amount: 1n,
        network: { ...world.network, chainNamespace: 'solana' },
      }),
    ).rejects.toThrow(MESSAGES.unsupportedChain)
    expect(wallet.calls.map((c) => c.method)).not.toContain('eth_sendTransaction')
  })

  it('refuses a receiver or token address whose mixed case breaks its EIP-55 checksum before the wallet is asked; all-lower and all-upper pass', async () => {
    const { wallet, adapter, from, client } = await connected(4)
    const to = getAddress(world.chain.accounts[19]!.address)
    const { erc20 } = world.tokens
    const base = { connectorId: 'dev.latch.a', network: world.network, from, amount: 1n, token: ETH }
    const nonce = await client.getTransactionCount({ address: from })
    const balance = await client.getBalance({ address: to })
    for (const [receiver, token] of [
      [flipCase(to), ETH],
      [to, { address: flipCase(getAddress(erc20.address)), symbol: 'LTK', decimals: 18 }],
      [flipCase(to), { address: erc20.address, symbol: 'LTK', decimals: 18 }],
    ] as const) {
      const error = await adapter.send!({ ...base, to: receiver, token }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ValidationError)
      expect(error).toMatchObject({ code: 'INVALID_CHECKSUM', shortMessage: MESSAGES.invalidChecksum })
    }
    expect(wallet.calls.map((c) => c.method)).not.toContain('eth_sendTransaction')
    expect(await client.getTransactionCount({ address: from })).toBe(nonce)
    expect(await client.getBalance({ address: to })).toBe(balance)

    for (const receiver of [to.toLowerCase(), `0x${to.slice(2).toUpperCase()}`]) {
      const { hash } = await adapter.send!({ ...base, to: receiver })
      await client.waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 50 })
    }
    expect(await client.getBalance({ address: to })).toBe(balance + 2n)
  })

  it('a rejected transaction yields UserRejectedRequestError with the wallet code kept', async () => {
    const { wallet, adapter, from } = await connected(0)
    wallet.rejectNext({ method: 'eth_sendTransaction' })
    const error = await adapter.send!({
      connectorId: 'dev.latch.a',
      network: world.network,
      from,
      to: world.chain.accounts[9]!.address,
      amount: 1n,
      token: ETH,
    }).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'UserRejectedRequestError', code: 4001, meta: { walletCode: 4001 } })
  })

  it('caches the native balance for 30 s, then reads it again through the app RPC', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { adapter, client } = await connected(0)
    const who = world.chain.accounts[15]!.address
    const first = await adapter.getBalance({ address: who, network: world.network })
    expect(first).toEqual({ value: await client.getBalance({ address: who }), decimals: 18, symbol: 'ETH' })
    const wallet = walletFor(world.chain, 16, 'dev.latch.other', { authorized: true })
    const hash = (await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: world.chain.accounts[16]!.address, to: who, value: '0x1' }],
    })) as `0x${string}`
    await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    vi.advanceTimersByTime(29_000)
    expect((await adapter.getBalance({ address: who, network: world.network })).value).toBe(first.value)
    vi.advanceTimersByTime(1_000)
    expect((await adapter.getBalance({ address: who, network: world.network })).value).toBe(first.value + 1n)
  })
})
