import { assertOnrampAmount } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { apiServerPerTest } from './apiServerPerTest'

const { server, latchWith } = apiServerPerTest()

const swap = {
  chainId: 'eip155:1' as const,
  userAddress: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
  from: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  to: '0x6b175474e89094c44da98b954eedeac495271d0f',
  amount: 12_500_000n,
}

describe('transaction builders and bundler receipts (SPEC §7)', () => {
  it('builds a swap and an approval with the amount in exact base units', async () => {
    const latch = latchWith('proj')
    const tx = await latch.transactionBuilder.buildSwap(swap)
    expect(tx.value).toBe(0n)
    expect(tx.data).toMatch(/^0x/)
    await latch.transactionBuilder.buildApprove({ ...swap, token: swap.from })
    expect(server().requests.map((r) => [r.path, r.query.amount])).toEqual([
      ['/v1/convert/build-transaction', '12500000'],
      ['/v1/convert/build-approve', '12500000'],
    ])
  })

  it('reads a user-operation receipt from the bundler', async () => {
    const receipt = await latchWith('proj').transactionBuilder.getUserOperationReceipt({
      chainId: 'eip155:1',
      userOpHash: `0x${'12'.repeat(32)}`,
    })
    expect(receipt).toEqual({ success: true, transactionHash: `0x${'ab'.repeat(32)}` })
  })

  it('refuses a zero amount, a malformed hash and a missing projectId before any request', async () => {
    const latch = latchWith('proj')
    await expect(latch.transactionBuilder.buildSwap({ ...swap, amount: 0n })).rejects.toMatchObject({
      code: 'INVALID_AMOUNT',
    })
    await expect(
      latch.transactionBuilder.getUserOperationReceipt({ chainId: 'eip155:1', userOpHash: '0x12' }),
    ).rejects.toMatchObject({ code: 'INVALID_USER_OP_HASH' })
    await expect(latchWith().transactionBuilder.buildSwap(swap)).rejects.toThrow('Project ID Missing')
    expect(server().requests).toHaveLength(0)
  })
})

describe('onramp (SPEC §7) within the SPEC §9 sample limits', () => {
  it('card: 10 to 7500 USD; bank transfer: 10 to 25000 USD, to the cent', () => {
    for (const ok of ['10', '7500', '7499.99']) expect(() => assertOnrampAmount(ok, 'card')).not.toThrow()
    for (const bad of ['9.99', '7500.01', '-10', '1e3', '', '10.001'])
      expect(() => assertOnrampAmount(bad, 'card')).toThrow('Enter an amount from 10 to 7500 USD')
    expect(() => assertOnrampAmount('25000', 'bankTransfer')).not.toThrow()
    expect(() => assertOnrampAmount('25000.01', 'bankTransfer')).toThrow(
      'Enter an amount from 10 to 25000 USD',
    )
  })

  it('quotes an amount within the limits, and refuses one outside them without a request', async () => {
    const latch = latchWith('proj')
    const quotes = await latch.onramp.getQuotes({
      chainId: 'eip155:1',
      symbol: 'ETH',
      amount: '150',
      method: 'card',
    })
    expect(quotes[0]).toMatchObject({ paymentAmount: '150', receiveSymbol: 'ETH' })
    expect(server().requests).toHaveLength(1)
    await expect(
      latch.onramp.getQuotes({ chainId: 'eip155:1', symbol: 'ETH', amount: '8000', method: 'card' }),
    ).rejects.toMatchObject({ code: 'ONRAMP_AMOUNT' })
    expect(server().requests).toHaveLength(1)
  })
})

describe('smart sessions (SPEC §7)', () => {
  const account = 'eip155:1:0x70997970c51812dc3a010c7d01b50e0d17dc79c8' as const

  it('lists the account smart sessions, dropping expired ones, and revokes one', async () => {
    const latch = latchWith('proj')
    const sessions = await latch.smartSessions.list(account)
    expect(sessions.map((s) => s.pci)).toEqual(['live-session'])
    await latch.smartSessions.revoke(account, 'live-session')
    const revoke = server().requests.find((r) => r.path.endsWith('/revoke'))
    expect(revoke).toMatchObject({ method: 'POST', body: { pci: 'live-session' } })
  })

  it('a failed revoke is an error, not a silent success', async () => {
    server().fail(`/v1/sessions/${encodeURIComponent(account)}/revoke`, { status: 500 })
    await expect(latchWith('proj').smartSessions.revoke(account, 'live-session')).rejects.toMatchObject({
      status: 500,
    })
  })
})
