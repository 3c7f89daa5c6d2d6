// EIP-5792 on a Safe (a batch is one Safe transaction). Safe{Wallet} is an outside web app that
// cannot run here: `framedPage` stands in for its side of the Safe Apps message protocol.
import { MethodNotSupportedError, UnknownWalletError, ValidationError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { framedSafe, TEST_SAFE } from './testing/framedSafe'

const SAFE = TEST_SAFE
const TO = '0x2222222222222222222222222222222222222222'
const TOKEN = '0x3333333333333333333333333333333333333333'
const SAFE_TX_HASH = `0x${'ab'.repeat(32)}`
const TX_HASH = `0x${'cd'.repeat(32)}`
const RECEIPT = {
  status: '0x1',
  blockHash: `0x${'01'.repeat(32)}`,
  blockNumber: '0x10',
  gasUsed: '0x5208',
  transactionHash: TX_HASH,
  logs: [],
}

const approve = `0x095ea7b3${TO.slice(2).padStart(64, '0')}${'0'.repeat(63)}5`

describe('EIP-5792 on a Safe', () => {
  it('proposes a whole batch as one Safe transaction; its id is the safeTxHash', async () => {
    const { provider, posted } = framedSafe({ sendTransactions: () => ({ safeTxHash: SAFE_TX_HASH }) })
    const answer = await provider.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: SAFE,
          atomicRequired: true,
          calls: [
            { to: TOKEN, data: approve },
            { to: TO, value: '0x2386f26fc10000' },
          ],
        },
      ],
    })
    expect(answer).toEqual({ id: SAFE_TX_HASH })
    expect(posted.map((p) => p.message)).toMatchObject([
      {
        method: 'sendTransactions',
        params: {
          txs: [
            { to: TOKEN, value: '0', data: approve },
            { to: TO, value: '10000000000000000', data: '0x' },
          ],
        },
      },
    ])
  })

  it('says it executes batches atomically, on its own chain', async () => {
    const { provider, posted } = framedSafe({})
    await expect(provider.request({ method: 'wallet_getCapabilities', params: [SAFE] })).resolves.toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
    })
    expect(posted).toEqual([])
  })

  it.each([
    ['no object', 'calls'],
    ['no calls', { calls: [] }],
    ['101 calls', { calls: Array.from({ length: 101 }, () => ({ to: TO })) }],
    ['a call without a receiver', { calls: [{ data: '0x00' }] }],
    ['a call with a float value', { calls: [{ to: TO, value: 1.5 }] }],
    ['another chain', { chainId: '0x1', calls: [{ to: TO }] }],
    ['a chain id that is not hex', { chainId: 'mainnet', calls: [{ to: TO }] }],
    ['another sender', { from: TO, calls: [{ to: TO }] }],
    [
      'a required capability',
      { capabilities: { paymasterService: { url: 'http://x' } }, calls: [{ to: TO }] },
    ],
    ['a call with a required capability', { calls: [{ to: TO, capabilities: { auxiliaryFunds: {} } }] }],
  ])('refuses a batch with %s before anything is posted', async (_what, batch) => {
    const { provider, posted } = framedSafe({ sendTransactions: () => ({ safeTxHash: SAFE_TX_HASH }) })
    await expect(provider.request({ method: 'wallet_sendCalls', params: [batch] })).rejects.toBeInstanceOf(
      ValidationError,
    )
    expect(posted).toEqual([])
  })

  it('takes optional capabilities it does not have and the atomic one', async () => {
    const { provider } = framedSafe({ sendTransactions: () => ({ safeTxHash: SAFE_TX_HASH }) })
    const batch = { capabilities: { atomic: {}, paymasterService: { optional: true } }, calls: [{ to: TO }] }
    await expect(provider.request({ method: 'wallet_sendCalls', params: [batch] })).resolves.toEqual({
      id: SAFE_TX_HASH,
    })
  })

  it('reads a queued batch as pending (100) and an executed one as confirmed (200) with its receipt', async () => {
    let txStatus = 'AWAITING_CONFIRMATIONS'
    const { provider, posted } = framedSafe({
      getTxBySafeTxHash: () => ({ txStatus, ...(txStatus === 'SUCCESS' ? { txHash: TX_HASH } : {}) }),
      rpcCall: () => RECEIPT,
    })
    const status = (id: string) => provider.request({ method: 'wallet_getCallsStatus', params: [id] })
    await expect(status(SAFE_TX_HASH)).resolves.toEqual({
      version: '2.0.0',
      id: SAFE_TX_HASH,
      chainId: '0x7a69',
      status: 100,
      atomic: true,
    })
    expect(posted.at(-1)?.message).toMatchObject({
      method: 'getTxBySafeTxHash',
      params: { safeTxHash: SAFE_TX_HASH },
    })
    txStatus = 'SUCCESS'
    await expect(status(SAFE_TX_HASH)).resolves.toMatchObject({
      status: 200,
      atomic: true,
      receipts: [RECEIPT],
    })
    expect(posted.at(-1)?.message).toMatchObject({
      method: 'rpcCall',
      params: { call: 'eth_getTransactionReceipt', params: [TX_HASH] },
    })
    txStatus = 'CANCELLED'
    await expect(status(SAFE_TX_HASH)).resolves.toMatchObject({ status: 400 })
  })

  it('refuses an id that is not a safeTxHash, a state it does not know and an execution without its hash', async () => {
    let details: unknown = { txStatus: 'SOMETHING_ELSE' }
    const { provider, posted } = framedSafe({ getTxBySafeTxHash: () => details })
    const status = (id: string) => provider.request({ method: 'wallet_getCallsStatus', params: [id] })
    await expect(status('batch-1')).rejects.toBeInstanceOf(ValidationError)
    expect(posted).toEqual([])
    await expect(status(SAFE_TX_HASH)).rejects.toBeInstanceOf(UnknownWalletError)
    details = { txStatus: 'toString' }
    await expect(status(SAFE_TX_HASH)).rejects.toBeInstanceOf(UnknownWalletError)
    details = { txStatus: 'SUCCESS', txHash: 'pending' }
    await expect(status(SAFE_TX_HASH)).rejects.toBeInstanceOf(UnknownWalletError)
  })

  it('does not show a batch itself (Safe{Wallet} shows its queue)', async () => {
    const { provider } = framedSafe({})
    await expect(
      provider.request({ method: 'wallet_showCallsStatus', params: [SAFE_TX_HASH] }),
    ).rejects.toBeInstanceOf(MethodNotSupportedError)
  })
})
