import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../adapters/AccountDataSource'
import { ValidationError } from '../errors/errors'
import { assertAccountName, INVALID_ACCOUNT_NAME, isValidAccountName } from './accountName'
import { addressNamespace } from './addressNamespace'
import { stripNameSuffix, toNameServiceName } from './nameServiceName'
import { filterSendableTokens } from './tokenList'
import { normalizeWalletSearch } from './walletSearch'

describe('account name rule (letters, digits, hyphen, at least 4 characters)', () => {
  it('accepts letters, digits and hyphens from 4 characters', () => {
    for (const name of ['abcd', 'satoshi-21', 'A1-b', '----', '1234'])
      expect(isValidAccountName(name), name).toBe(true)
  })

  it('rejects names shorter than 4 characters or with other characters', () => {
    for (const name of ['', 'abc', 'ab_cd', 'ab cd', 'name.eth', 'námé', 'abcd!', ' abcd']) {
      expect(isValidAccountName(name), name).toBe(false)
    }
    expect(() => assertAccountName('abc')).toThrow(ValidationError)
    expect(() => assertAccountName('abc')).toThrow(INVALID_ACCOUNT_NAME)
  })
})

describe('name-service suffixes: .reown.id and the legacy .wcn.id (SPEC §9)', () => {
  it('checks an account name without its suffix, whichever of the two it carries', () => {
    for (const name of ['satoshi-21.reown.id', 'satoshi-21.wcn.id', 'Satoshi.REOWN.ID'])
      expect(isValidAccountName(name), name).toBe(true)
    for (const name of ['abc.reown.id', 'abc.wcn.id', '.reown.id', 'satoshi.eth', 'sat_oshi.reown.id'])
      expect(isValidAccountName(name), name).toBe(false)
  })

  it('looks a legacy name up as its .reown.id name; other names keep their suffix', () => {
    expect(toNameServiceName(' Alice.WCN.id ')).toBe('alice.reown.id')
    expect(toNameServiceName('alice.reown.id')).toBe('alice.reown.id')
    expect(toNameServiceName('Bob.eth')).toBe('bob.eth')
    expect(toNameServiceName('.wcn.id')).toBe('.wcn.id')
    expect(stripNameSuffix('alice.wcn.id')).toBe('alice')
    expect(stripNameSuffix('alice.eth')).toBe('alice.eth')
  })
})

describe('addresses starting with S are Stacks, others Bitcoin', () => {
  it('routes by the first character', () => {
    expect(addressNamespace('SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7')).toBe('stacks')
    expect(addressNamespace('ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG')).toBe('stacks')
    expect(addressNamespace('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('bip122')
    expect(addressNamespace('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe('bip122')
  })
})

describe('token list drops tokens whose decimals is the string "0"', () => {
  const token = (symbol: string, decimals: string): TokenBalance => ({
    name: symbol,
    symbol,
    chainId: 'eip155:1',
    decimals: Number(decimals),
    quantity: { decimals, numeric: '1' },
  })

  it('keeps every other token in order', () => {
    const list = [token('ETH', '18'), token('NFT', '0'), token('USDC', '6'), token('ZERO', '0')]
    expect(filterSendableTokens(list).map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
    expect(list).toHaveLength(4)
  })
})

describe('wallet search text is trimmed', () => {
  it('removes surrounding whitespace', () => {
    expect(normalizeWalletSearch('  meta mask \n')).toBe('meta mask')
    expect(normalizeWalletSearch('   ')).toBe('')
  })
})
