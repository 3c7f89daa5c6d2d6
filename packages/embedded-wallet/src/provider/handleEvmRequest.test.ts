import { ApiError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { handleEvmRequest } from './handleEvmRequest'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A node answering each method with a well-formed value, except `bad` for `method`. */
function context(method: string, bad: unknown) {
  const signed: unknown[] = []
  const answers: Record<string, unknown> = {
    eth_getTransactionCount: '0x1',
    eth_estimateGas: '0x5208',
    eth_getBlockByNumber: { baseFeePerGas: '0x3b9aca00' },
    eth_maxPriorityFeePerGas: '0x1',
    eth_sendRawTransaction: `0x${'ab'.repeat(32)}`,
  }
  return {
    signed,
    context: {
      address: ADDRESS as `0x${string}`,
      caipNetworkId: 'eip155:31337' as const,
      sign: (async (_m: string, params: unknown) => {
        signed.push(params)
        return '0x02f8'
      }) as never,
      rpc: async (m: string) => (m === method ? bad : answers[m]),
    },
  }
}

describe('handleEvmRequest: what the node answers while completing a transaction is untrusted', () => {
  it('completes a transaction from well-formed answers and signs it', async () => {
    const { context: ctx, signed } = context('none', undefined)
    await expect(handleEvmRequest('eth_sendTransaction', [{ to: TO, value: '0x1' }], ctx)).resolves.toBe(
      `0x${'ab'.repeat(32)}`,
    )
    expect(signed).toHaveLength(1)
  })

  it.each([
    ['eth_getTransactionCount', 'a word', 'lots'],
    ['eth_estimateGas', 'an object', { gas: 1 }],
    ['eth_estimateGas', 'a 100 000-digit number', `0x${'f'.repeat(100_000)}`],
    ['eth_getBlockByNumber', 'a float base fee', { baseFeePerGas: '1e99' }],
    ['eth_maxPriorityFeePerGas', 'a negative number', -5],
  ])('%s answering %s is an invalid response, and nothing is signed', async (method, _what, bad) => {
    const { context: ctx, signed } = context(method, bad)
    const error = await handleEvmRequest('eth_sendTransaction', [{ to: TO, value: '0x1' }], ctx).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE' })
    expect(signed).toEqual([])
  })
})
