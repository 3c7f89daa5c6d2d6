import { describe, expect, it } from 'vitest'
import { apiServerPerTest } from './apiServerPerTest'

const { server, latchWith } = apiServerPerTest()

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const USER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

describe('swap calls of SPEC §7 against the local data API', () => {
  it('reads the swap token list of the active network by chain id, with the common query params', async () => {
    const tokens = await latchWith('proj').swap.getSwapTokens('eip155:1')
    expect(tokens.map((t) => t.symbol)).toEqual(['USDC', 'DAI'])
    const request = server().requests.find((r) => r.path === '/v1/convert/tokens')
    expect(request?.query).toMatchObject({ chainId: 'eip155:1', projectId: 'proj' })
    expect(request?.query.st).toBeTruthy()
    expect(request?.query.sv).toBeTruthy()
  })

  it('reads the gas price on EVM and the fee estimate on Solana, as exact base-unit strings', async () => {
    const latch = latchWith('proj')
    expect(await latch.swap.getGasPrice('eip155:1')).toEqual({
      standard: '1000000000',
      fast: '1500000000',
      instant: '2000000000',
    })
    expect((await latch.swap.getGasPrice('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).standard).toBe('5000')
    expect(server().requests.map((r) => r.path)).toEqual([
      '/v1/convert/gas-price',
      '/v1/convert/fee-estimate',
    ])
  })

  it('checks the allowance by token and user address against the amount in base units', async () => {
    const latch = latchWith('proj')
    const enough = await latch.swap.checkAllowance({
      chainId: 'eip155:1',
      tokenAddress: USDC,
      userAddress: USER,
      amount: 5_000_000n,
    })
    expect(enough).toEqual({ allowance: 5_000_000n, sufficient: true })
    const short = await latch.swap.checkAllowance({
      chainId: 'eip155:1',
      tokenAddress: USDC,
      userAddress: USER,
      amount: 5_000_001n,
    })
    expect(short.sufficient).toBe(false)
    expect(server().requests[0]?.query).toMatchObject({ tokenAddress: USDC, userAddress: USER })
  })

  it('an invalid answer is ignored, never trusted', async () => {
    server().fail('/v1/convert/allowance', 'malformed')
    await expect(
      latchWith('proj').swap.checkAllowance({
        chainId: 'eip155:1',
        tokenAddress: USDC,
        userAddress: USER,
        amount: 1n,
      }),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
  })

  it('bad input and a missing projectId are refused before any request', async () => {
    await expect(
      latchWith('proj').swap.checkAllowance({
        chainId: 'eip155:1',
        tokenAddress: USDC,
        userAddress: USER,
        amount: -1n,
      }),
    ).rejects.toMatchObject({ code: 'INVALID_AMOUNT' })
    await expect(latchWith('proj').swap.getSwapTokens('nope' as 'eip155:1')).rejects.toMatchObject({
      code: 'INVALID_CAIP_NETWORK',
    })
    await expect(latchWith().swap.getSwapTokens('eip155:1')).rejects.toThrow('Project ID Missing')
    expect(server().requests).toHaveLength(0)
  })
})
