import { CONSTANTS } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { isUsdtContract, USDT_CONTRACTS } from './usdtContracts'

describe('USDT contract list', () => {
  it('has the SPEC count of seven distinct contracts', () => {
    expect(USDT_CONTRACTS).toHaveLength(CONSTANTS.usdtContractCount)
    expect(new Set(USDT_CONTRACTS.map((a) => a.toLowerCase())).size).toBe(7)
  })

  it('matches case-insensitively (lowercase, checksummed or uppercase)', () => {
    expect(isUsdtContract('0xdac17f958d2ee523a2206206994597c13d831ec7')).toBe(true)
    expect(isUsdtContract('0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBe(true)
    expect(isUsdtContract('0xFD086BC7CD5C481DCC9C85EBE478A1C0B69FCBB9')).toBe(true)
    expect(isUsdtContract('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toBe(false)
  })

  it('includes contracts the app declares USDT-shaped', () => {
    const local = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    expect(isUsdtContract(local)).toBe(false)
    expect(isUsdtContract(local, [local.toLowerCase()])).toBe(true)
  })
})
