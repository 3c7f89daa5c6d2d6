import { type CaipNetwork, MESSAGES, type SendParameters, ValidationError } from '@latch/core'
import { decodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildTransferRequest } from './buildTransferRequest'
import { USDT_TRANSFER_ABI } from './usdtContracts'

const network: CaipNetwork = {
  id: '1',
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}
const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const base: SendParameters = {
  connectorId: 'x',
  network,
  from,
  to,
  amount: 10n ** 17n,
  token: { symbol: 'ETH', decimals: 18 },
}

describe('building EVM transfers', () => {
  it('native: a transaction with to, empty data and value in hex base units', async () => {
    expect(await buildTransferRequest(base)).toEqual({
      kind: 'native',
      from,
      to,
      data: '0x',
      value: '0x16345785d8a0000',
      chainId: '0x1',
    })
  })

  it('ERC20: transfer(receiver, amount) on the token contract, no value', async () => {
    const token = { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', decimals: 6 }
    const tx = await buildTransferRequest({ ...base, amount: 1_500_000n, token })
    expect(tx).toMatchObject({ kind: 'erc20', to: token.address })
    expect(tx.value).toBeUndefined()
    expect(decodeFunctionData({ abi: erc20Abi, data: tx.data })).toEqual({
      functionName: 'transfer',
      args: [to, 1_500_000n],
    })
  })

  it('USDT (lowercase address): the USDT ABI with recipient/amount', async () => {
    const token = { address: '0xdac17f958d2ee523a2206206994597c13d831ec7', symbol: 'USDT', decimals: 6 }
    const tx = await buildTransferRequest({ ...base, amount: 5n, token })
    expect(tx.kind).toBe('usdt')
    expect(decodeFunctionData({ abi: USDT_TRANSFER_ABI, data: tx.data }).args).toEqual([to, 5n])
  })

  it('refuses missing or zero amounts and receivers with "An amount and receiver address are required"', async () => {
    await expect(buildTransferRequest({ ...base, amount: 0n })).rejects.toThrow(
      MESSAGES.amountAndReceiverRequired,
    )
    await expect(buildTransferRequest({ ...base, amount: -1n })).rejects.toThrow(
      MESSAGES.amountAndReceiverRequired,
    )
    await expect(buildTransferRequest({ ...base, to: '' })).rejects.toThrow(
      MESSAGES.amountAndReceiverRequired,
    )
  })

  it('refuses a missing token with "A token is required" and non-EVM chains with "Unsupported chain"', async () => {
    const noToken = { ...base, token: undefined } as unknown as SendParameters
    await expect(buildTransferRequest(noToken)).rejects.toThrow(MESSAGES.tokenRequired)
    const solana = { ...network, chainNamespace: 'solana' as const }
    await expect(buildTransferRequest({ ...base, network: solana })).rejects.toThrow(
      MESSAGES.unsupportedChain,
    )
  })

  it('refuses malformed addresses and amounts over 256 bits with a ValidationError', async () => {
    await expect(buildTransferRequest({ ...base, to: '0x123' })).rejects.toBeInstanceOf(ValidationError)
    await expect(
      buildTransferRequest({ ...base, token: { address: 'nope', symbol: 'X', decimals: 1 } }),
    ).rejects.toBeInstanceOf(ValidationError)
    await expect(buildTransferRequest({ ...base, amount: 2n ** 256n })).rejects.toBeInstanceOf(
      ValidationError,
    )
  })
})
