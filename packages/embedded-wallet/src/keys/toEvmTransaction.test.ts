import { parseTransaction, recoverTransactionAddress, type TransactionSerializedEIP1559 } from 'viem'
import { describe, expect, it } from 'vitest'
import type { FrameEvmTransaction } from '../protocol/frame'
import { deriveWalletKeys } from './deriveWalletKeys'
import { KeyError } from './KeyError'
import { toEvmTransaction } from './toEvmTransaction'

const keys = deriveWalletKeys(
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
)
const base: FrameEvmTransaction = {
  chainId: '0x7a69',
  nonce: '0x3',
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  value: '0xde0b6b3a7640001',
  data: '0xabcdef',
  gas: '0x5208',
  maxFeePerGas: '0x3b9aca00',
  maxPriorityFeePerGas: '0x1',
}

describe('toEvmTransaction', () => {
  it('keeps amounts exact as bigint and signs an EIP-1559 transaction that recovers to the account', async () => {
    const tx = toEvmTransaction(base)
    expect(tx.value).toBe(1_000_000_000_000_000_001n)
    const serialized = (await keys.evm.signTransaction(tx)) as TransactionSerializedEIP1559
    expect(await recoverTransactionAddress({ serializedTransaction: serialized })).toBe(keys.accounts.evm)
    const parsed = parseTransaction(serialized)
    expect(parsed).toMatchObject({
      type: 'eip1559',
      chainId: 31337,
      nonce: 3,
      value: 1_000_000_000_000_000_001n,
      data: '0xabcdef',
    })
  })

  it('accepts a contract creation without to, value or data', () => {
    const { to: _to, value: _value, data: _data, ...rest } = base
    expect(toEvmTransaction(rest)).not.toHaveProperty('to')
  })

  it.each([
    ['a decimal quantity', { value: '100' }],
    ['a float-looking quantity', { value: '0x1.5' }],
    ['a zero chain id', { chainId: '0x0' }],
    ['an unsafe nonce', { nonce: '0x20000000000000' }],
    ['a short address', { to: '0x1234' }],
    [
      'an address with one letter in the wrong case (EIP-55)',
      { to: '0x70997970c51812dc3A010C7d01b50e0d17dc79C8' },
    ],
    ['odd-length data', { data: '0xabc' }],
    ['a priority fee above the max fee', { maxPriorityFeePerGas: '0x3b9aca01' }],
  ])('rejects %s with INVALID_PARAMS', (_name, patch) => {
    const run = () => toEvmTransaction({ ...base, ...patch } as FrameEvmTransaction)
    expect(run).toThrow(KeyError)
    try {
      run()
    } catch (error) {
      expect((error as KeyError).code).toBe('INVALID_PARAMS')
    }
  })
})
