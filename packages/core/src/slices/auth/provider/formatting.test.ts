import { describe, expect, it } from 'vitest'
import { fromBase58, toBase58 } from '../../../shared/encoding/base58'
import { encodeNativeOrTokenTransfer, erc20TransferData } from './encodeTransfer'
import { truncateEmail } from './truncateEmail'
import { assertEmail, isValidEmail } from './validateEmail'

describe('email display and validation', () => {
  it('shows emails of up to 30 characters whole and truncates longer ones to 30 and one "…" (SPEC §9)', () => {
    const thirty = `${'a'.repeat(18)}@example.com`
    expect(thirty).toHaveLength(30)
    expect(truncateEmail(thirty)).toBe(thirty)
    expect(truncateEmail(`b${thirty}`)).toBe(`b${thirty.slice(0, 29)}…`)
    expect(truncateEmail(`b${thirty}`)).toHaveLength(31)
  })

  it('accepts plausible addresses only', () => {
    for (const ok of ['a@example.com', 'first.last+tag@sub.example.co.uk'])
      expect(isValidEmail(ok)).toBe(true)
    for (const bad of ['', 'a', 'a@', '@example.com', 'a@example', 'a b@example.com', 'a@@example.com', 42])
      expect(isValidEmail(bad), String(bad)).toBe(false)
    expect(assertEmail('  a@example.com ')).toBe('a@example.com')
    expect(() => assertEmail('nope')).toThrow('Invalid email')
  })
})

describe('base58 and transfer encoding', () => {
  it('round-trips base58 with leading zeros', () => {
    const bytes = Uint8Array.from([0, 0, 1, 2, 255])
    expect(fromBase58(toBase58(bytes))).toEqual(bytes)
    expect(toBase58(new TextEncoder().encode('hi'))).toBe('8wr')
    expect(() => fromBase58('0OIl')).toThrow('Invalid base58 string')
  })

  it('encodes native transfers as value and ERC20 transfers as transfer(receiver, amount)', () => {
    const to = '0x000000000000000000000000000000000000dEaD'
    expect(
      encodeNativeOrTokenTransfer({ to, amount: 10n ** 18n, token: { symbol: 'ETH', decimals: 18 } }),
    ).toEqual({
      to,
      value: '0xde0b6b3a7640000',
      data: '0x',
    })
    const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
    expect(
      encodeNativeOrTokenTransfer({
        to,
        amount: 1_500_000n,
        token: { address: usdc, symbol: 'USDC', decimals: 6 },
      }),
    ).toEqual({
      to: usdc,
      value: '0x0',
      data: `0xa9059cbb${'0'.repeat(24)}000000000000000000000000000000000000dead${(1_500_000).toString(16).padStart(64, '0')}`,
    })
  })

  it('builds ERC20 transfer calldata with exact base units, refusing a receiver that is not an address', () => {
    const data = erc20TransferData('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 10n ** 24n + 1n)
    expect(data).toBe(
      '0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8' +
        (10n ** 24n + 1n).toString(16).padStart(64, '0'),
    )
    expect(() => erc20TransferData('0x70997970c51812dc3A010C7d01b50e0d17dc79C8', 1n)).toThrow(
      expect.objectContaining({ name: 'ValidationError', code: 'INVALID_CHECKSUM' }),
    )
    expect(() => erc20TransferData('0x7099', 1n)).toThrow(
      expect.objectContaining({ code: 'INVALID_ADDRESS' }),
    )
  })

  it('refuses a receiver or token contract that is not an address, or whose mixed case breaks EIP-55', () => {
    const token = { symbol: 'USDC', decimals: 6, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }
    const to = '0x000000000000000000000000000000000000dEaD'
    for (const [params, code] of [
      [
        {
          to: '0x000000000000000000000000000000000000DEaD',
          amount: 1n,
          token: { symbol: 'ETH', decimals: 18 },
        },
        'INVALID_CHECKSUM',
      ],
      [{ to: '0xdead', amount: 1n, token: { symbol: 'ETH', decimals: 18 } }, 'INVALID_ADDRESS'],
      [
        { to, amount: 1n, token: { ...token, address: '0xa0B86991c6218b36c1d19D4a2e9Eb0cE3606eB48' } },
        'INVALID_CHECKSUM',
      ],
      [{ to: '0x000000000000000000000000000000000000DEaD', amount: 1n, token }, 'INVALID_CHECKSUM'],
    ] as const) {
      expect(() => encodeNativeOrTokenTransfer(params)).toThrow(
        expect.objectContaining({ name: 'ValidationError', code }),
      )
    }
    expect(encodeNativeOrTokenTransfer({ to: to.toLowerCase(), amount: 1n, token }).to).toBe(token.address)
  })
})
