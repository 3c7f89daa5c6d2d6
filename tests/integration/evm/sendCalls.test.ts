import { createLatch, createMemoryStore, type Latch, type LatchError } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { type CreateTestWalletOptions, deployAccountAbstraction, type TestWallet } from '@latch/testing/evm'
import { createPublicClient, encodeFunctionData, erc20Abi, http, parseEther } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { type EvmWorld, latchWithWalletAnswer, walletFor } from './evmWorld'
import { evmWorldPerSuite } from './evmWorldPerSuite'

const world = evmWorldPerSuite({ second: false })
const SPEC_STATUS_REFUSED = 'Fetching call status not approved by the wallet.'

/** Latch connected (EIP-6963) to the test wallet of dev chain account `account`. */
async function connectedLatch(
  w: EvmWorld,
  account: number,
  calls: NonNullable<CreateTestWalletOptions['calls']>,
) {
  const win = new EventTarget()
  vi.stubGlobal('window', win)
  const wallet: TestWallet = walletFor(w.chain, account, 'dev.latch.a', { calls })
  wallet.announce(win)
  const latch: Latch = createLatch({
    adapters: [evmAdapter()],
    networks: [w.network],
    storage: createMemoryStore(),
  })
  latch.mount()
  await latch.ready()
  await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.a' })
  const from = w.chain.accounts[account]!.address
  return { latch, wallet, from }
}

const client = () => createPublicClient({ transport: http(world().chain.url) })
const ltkOf = (owner: `0x${string}`) =>
  client().readContract({
    address: world().tokens.erc20.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

/** An ERC-20 approve of `spender` and a transfer to `to` of the test token. */
function approveAndTransfer(spender: `0x${string}`, to: `0x${string}`, amount: bigint) {
  const token = world().tokens.erc20.address
  return [
    {
      to: token,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
    },
    { to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }) },
  ]
}

const walletMethods = (wallet: TestWallet) => wallet.calls.map((c) => c.method)

describe('latch.sendCalls (EIP-5792) on the dev chain', () => {
  it('an EIP-6963 wallet with EIP-5792 gets one wallet_sendCalls for an approve + transfer batch; the status comes back with both receipts and the balances move exactly', async () => {
    const { latch, wallet, from } = await connectedLatch(world(), 2, true)
    const [spender, to] = [world().chain.accounts[12]!.address, world().chain.accounts[13]!.address]
    const amount = parseEther('1.5')
    const [fromBefore, toBefore] = await Promise.all([ltkOf(from), ltkOf(to)])

    const capabilities = await latch.getCapabilities()
    expect(capabilities['0x7a69']).toEqual({ atomic: { status: 'unsupported' } })
    const { id } = await latch.sendCalls({ calls: approveAndTransfer(spender, to, amount) })

    const sent = wallet.calls.filter((c) => c.method === 'wallet_sendCalls')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.params).toEqual([
      {
        version: '2.0.0',
        from,
        chainId: '0x7a69',
        atomicRequired: false,
        calls: approveAndTransfer(spender, to, amount),
        capabilities: {},
      },
    ])
    expect(walletMethods(wallet)).not.toContain('eth_sendTransaction')
    const status = await latch.getCallsStatus(id)
    expect(status).toMatchObject({ id, chainId: '0x7a69', status: 200, atomic: false })
    expect(status.receipts).toHaveLength(2)
    expect(status.receipts!.every((r) => r.status === '0x1')).toBe(true)
    expect(await ltkOf(from)).toBe(fromBefore - amount)
    expect(await ltkOf(to)).toBe(toBefore + amount)
    const allowance = await client().readContract({
      address: world().tokens.erc20.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [from, spender],
    })
    expect(allowance).toBe(amount)
  })

  it('an EIP-6963 wallet with atomic batches (its account upgraded by its own EIP-7702 delegation) sends approve + transfer as one transaction with atomicRequired; the status says atomic with one receipt', async () => {
    const aa = await deployAccountAbstraction(world().chain)
    const { latch, wallet, from } = await connectedLatch(world(), 9, {
      atomic: { implementation: aa.simple7702Account },
    })
    const [spender, to] = [world().chain.accounts[16]!.address, world().chain.accounts[17]!.address]
    const amount = parseEther('0.75')
    const [fromBefore, toBefore] = await Promise.all([ltkOf(from), ltkOf(to)])
    expect((await latch.getCapabilities())['0x7a69']).toEqual({ atomic: { status: 'supported' } })
    const { id } = await latch.sendCalls({
      calls: approveAndTransfer(spender, to, amount),
      atomicRequired: true,
    })
    expect(wallet.calls.filter((c) => c.method === 'wallet_sendCalls')[0]!.params).toMatchObject([
      { atomicRequired: true },
    ])
    const status = await latch.getCallsStatus(id)
    expect(status).toMatchObject({ id, status: 200, atomic: true })
    expect(status.receipts).toHaveLength(1)
    // one transaction, from the account to itself, which carried its delegation (type 4)
    const tx = await client().getTransaction({ hash: status.receipts![0]!.transactionHash })
    expect(tx.type).toBe('eip7702')
    expect([tx.from.toLowerCase(), tx.to?.toLowerCase()]).toEqual([from.toLowerCase(), from.toLowerCase()])
    expect(await client().getCode({ address: from })).toBe(
      `0xef0100${aa.simple7702Account.slice(2).toLowerCase()}`,
    )
    expect(await ltkOf(from)).toBe(fromBefore - amount)
    expect(await ltkOf(to)).toBe(toBefore + amount)
    expect(
      await client().readContract({
        address: world().tokens.erc20.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [from, spender],
      }),
    ).toBe(amount)
    // a second batch: the account is delegated already, so a plain transaction to itself
    const second = await latch.sendCalls({ calls: approveAndTransfer(spender, to, 1n), atomicRequired: true })
    const again = await latch.getCallsStatus(second.id)
    expect(again).toMatchObject({ status: 200, atomic: true })
    expect((await client().getTransaction({ hash: again.receipts![0]!.transactionHash })).type).toBe(
      'eip1559',
    )
  })

  it("a wallet without EIP-5792 and fallback: 'sequential': both calls land one by one as eth_sendTransaction, and getCallsStatus answers per call in the EIP-5792 shape", async () => {
    const { latch, wallet, from } = await connectedLatch(world(), 3, false)
    const [spender, to] = [world().chain.accounts[14]!.address, world().chain.accounts[15]!.address]
    const amount = parseEther('2')
    const [fromBefore, toBefore] = await Promise.all([ltkOf(from), ltkOf(to)])

    const { id } = await latch.sendCalls({
      calls: approveAndTransfer(spender, to, amount),
      fallback: 'sequential',
    })

    expect(
      walletMethods(wallet).filter((m) => m === 'wallet_sendCalls' || m === 'eth_sendTransaction'),
    ).toEqual(['wallet_sendCalls', 'eth_sendTransaction', 'eth_sendTransaction'])
    const status = await latch.getCallsStatus(id)
    expect(status).toMatchObject({ id, chainId: '0x7a69', status: 200, atomic: false })
    expect(status.receipts?.map((r) => r.status)).toEqual(['0x1', '0x1'])
    expect(await ltkOf(from)).toBe(fromBefore - amount)
    expect(await ltkOf(to)).toBe(toBefore + amount)
    // the wallet cannot show a batch it never saw
    await expect(latch.showCallsStatus(id)).rejects.toMatchObject({ name: 'MethodNotSupportedError' })
  })

  it("the sequential fallback: a call the user refuses stops the rest, and the batch is status 400 with the sent call's receipt", async () => {
    const { latch, wallet, from } = await connectedLatch(world(), 4, false)
    const to = world().chain.accounts[16]!.address
    const nonce = await client().getTransactionCount({ address: from })
    let sends = 0
    const request = wallet.provider.request.bind(wallet.provider)
    wallet.provider.request = async (args) => {
      if (args.method === 'eth_sendTransaction' && ++sends === 2)
        wallet.rejectNext({ method: 'eth_sendTransaction' })
      return request(args)
    }
    const { id } = await latch.sendCalls({
      calls: [
        { to, value: 1000n },
        { to, value: 2000n },
        { to, value: 3000n },
      ],
      fallback: 'sequential',
    })
    expect(sends).toBe(2)
    expect(await client().getTransactionCount({ address: from })).toBe(nonce + 1)
    const status = await latch.getCallsStatus(id)
    expect(status.status).toBe(400)
    expect(status.receipts).toHaveLength(1)
  })

  it('a wallet without EIP-5792 and no fallback: the typed MethodNotSupportedError, nothing sent, the nonce unchanged; its status call fails with SPEC §8 text', async () => {
    const { latch, wallet, from } = await connectedLatch(world(), 5, false)
    const nonce = await client().getTransactionCount({ address: from })
    const error = (await latch
      .sendCalls({ calls: [{ to: world().chain.accounts[17]!.address, value: parseEther('0.1') }] })
      .catch((e: unknown) => e)) as LatchError
    expect(error).toMatchObject({ name: 'MethodNotSupportedError', code: -32601 })
    expect(walletMethods(wallet)).not.toContain('eth_sendTransaction')
    expect(await client().getTransactionCount({ address: from })).toBe(nonce)
    await expect(latch.getCallsStatus(`0x${'1'.repeat(64)}`)).rejects.toMatchObject({
      name: 'MethodNotSupportedError',
      shortMessage: SPEC_STATUS_REFUSED,
    })
  })

  it('an id the 5792 wallet does not know: the status call fails with SPEC §8 text', async () => {
    const { latch } = await connectedLatch(world(), 6, true)
    await expect(latch.getCallsStatus(`0x${'2'.repeat(64)}`)).rejects.toMatchObject({
      name: 'MethodNotSupportedError',
      shortMessage: SPEC_STATUS_REFUSED,
    })
  })

  it('each bad batch is a typed CallsError with its catalogue message, and nothing reaches the wallet', async () => {
    const { latch, wallet } = await connectedLatch(world(), 7, true)
    const to = world().chain.accounts[18]!.address
    const cases: [unknown, string, string][] = [
      [{ calls: [] }, 'EMPTY_BATCH', 'A batch needs at least one call'],
      [
        { calls: Array.from({ length: 101 }, () => ({ to, value: 1n })) },
        'TOO_MANY_CALLS',
        'A batch holds at most 100 calls',
      ],
      [
        { calls: [{ to: '0x1234', value: 1n }] },
        'INVALID_TO',
        'A call is to something that is not an address',
      ],
      [{ calls: [{ to: 'vitalik.eth' }] }, 'INVALID_TO', 'A call is to something that is not an address'],
      [
        { calls: [{ to, value: 2n ** 256n }] },
        'INVALID_VALUE',
        'A call value must be a whole amount within 256 bits',
      ],
      [
        { calls: [{ to, value: -1n }] },
        'INVALID_VALUE',
        'A call value must be a whole amount within 256 bits',
      ],
      [
        { calls: [{ to, value: '12' }] },
        'INVALID_VALUE',
        'A call value must be a whole amount within 256 bits',
      ],
      [
        { calls: [{ to, value: 1.5 }] },
        'INVALID_VALUE',
        'A call value must be a whole amount within 256 bits',
      ],
      [{ calls: [{ to, data: 'approve()' }] }, 'INVALID_DATA', 'Call data must be hex'],
      [{ calls: [{ to, data: '0xabc' }] }, 'INVALID_DATA', 'Call data must be hex'],
      [
        { calls: [{ to, value: 1n }], capabilities: { teleport: { destination: 'mars' } } },
        'UNSUPPORTED_CAPABILITY',
        'The batch asks for a capability Latch does not know',
      ],
    ]
    for (const [parameters, code, message] of cases) {
      const error = (await latch.sendCalls(parameters as never).catch((e: unknown) => e)) as LatchError
      expect({ name: error.name, code: error.code, shortMessage: error.shortMessage }).toEqual({
        name: 'CallsError',
        code,
        shortMessage: message,
      })
    }
    expect(
      walletMethods(wallet).filter((m) => m.startsWith('wallet_') || m === 'eth_sendTransaction'),
    ).toEqual([])
    // an unknown capability marked optional is the wallet's to ignore: sent as asked
    await latch.sendCalls({ calls: [{ to, value: 1n }], capabilities: { teleport: { optional: true } } })
    expect(walletMethods(wallet)).toContain('wallet_sendCalls')
  })

  it('the batch sent is Latch’s frozen copy, read in the same turn as the call once the slice has loaded: changing the caller’s objects afterwards changes nothing', async () => {
    const { latch, wallet } = await connectedLatch(world(), 8, true)
    const to = world().chain.accounts[19]!.address
    await latch.getCapabilities() // the calls slice is loaded
    const call = { to, value: 5n }
    const sending = latch.sendCalls({ calls: [call] })
    call.value = 10n ** 18n
    await sending
    const [sent] = wallet.calls.filter((c) => c.method === 'wallet_sendCalls')
    expect((sent!.params as [{ calls: unknown[] }])[0].calls).toEqual([{ to, value: '0x5' }])
  })

  it('the very first batch, sent before the slice has loaded, is the copy taken at the call: the caller’s changes while the code loads change nothing', async () => {
    const { latch, wallet } = await connectedLatch(world(), 8, true)
    const to = world().chain.accounts[19]!.address
    const call = { to, value: 5n }
    const calls = [call]
    const sending = latch.sendCalls({ calls })
    call.value = 10n ** 18n
    calls.push({ to: world().chain.accounts[18]!.address, value: 1n })
    await sending
    const [sent] = wallet.calls.filter((c) => c.method === 'wallet_sendCalls')
    expect((sent!.params as [{ calls: unknown[] }])[0].calls).toEqual([{ to, value: '0x5' }])
  })
})

describe("a wallet's EIP-5792 answers are untrusted", () => {
  const connect = async (method: string, answer: unknown) => {
    const latch = await latchWithWalletAnswer(world(), {
      rdns: 'dev.latch.a',
      account: 9,
      method,
      answer: async () => answer,
    })
    await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.a' })
    return latch
  }
  const invalid = { name: 'CallsError', code: 'INVALID_WALLET_ANSWER' }

  it('a capabilities answer over 64 capabilities on a chain, or keyed by something other than a hex chain id, is a typed error', async () => {
    const many = Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`cap${i}`, { supported: true }]))
    await expect(
      (await connect('wallet_getCapabilities', { '0x7a69': many })).getCapabilities(),
    ).rejects.toMatchObject(invalid)
    await expect(
      (await connect('wallet_getCapabilities', { mainnet: {} })).getCapabilities(),
    ).rejects.toMatchObject(invalid)
    await expect((await connect('wallet_getCapabilities', 'yes')).getCapabilities()).rejects.toMatchObject(
      invalid,
    )
    const fine = await connect('wallet_getCapabilities', { '0x7A69': { atomic: { status: 'supported' } } })
    expect(await fine.getCapabilities()).toEqual({ '0x7a69': { atomic: { status: 'supported' } } })
  })

  it('a status answer with an unknown code, over 100 receipts, an id over 4096 characters or a malformed receipt is a typed error', async () => {
    const receipt = {
      logs: [],
      status: '0x1',
      blockHash: `0x${'a'.repeat(64)}`,
      blockNumber: '0x1',
      gasUsed: '0x5208',
      transactionHash: `0x${'b'.repeat(64)}`,
    }
    const answer = {
      version: '2.0.0',
      id: '0x01',
      chainId: '0x7a69',
      atomic: false,
      status: 200,
      receipts: [receipt],
    }
    const ok = await connect('wallet_getCallsStatus', answer)
    expect(await ok.getCallsStatus('0x01')).toEqual(answer)
    for (const bad of [
      { ...answer, status: 201 },
      { ...answer, receipts: Array.from({ length: 101 }, () => receipt) },
      { ...answer, id: `0x${'1'.repeat(4096)}` },
      { ...answer, receipts: [{ ...receipt, transactionHash: 'nope' }] },
      null,
    ]) {
      await expect(
        (await connect('wallet_getCallsStatus', bad)).getCallsStatus('0x01'),
      ).rejects.toMatchObject(invalid)
    }
  })

  it('a sendCalls answer with no id, or an id over 4096 characters, is a typed error', async () => {
    const to = world().chain.accounts[19]!.address
    for (const bad of [{}, { id: 42 }, { id: 'x'.repeat(4097) }])
      await expect(
        (await connect('wallet_sendCalls', bad)).sendCalls({ calls: [{ to, value: 1n }] }),
      ).rejects.toMatchObject(invalid)
  })
})
