import { type SiwxMessageData, ValidationError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { formatEip4361Message } from './formatEip4361Message'
import { parseEip4361Message } from './parseEip4361Message'

const data: SiwxMessageData = {
  domain: 'app.example',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  uri: 'https://app.example',
  version: '1',
  chainId: 'eip155:1',
  nonce: 'abcdef12',
  issuedAt: '2026-01-01T00:00:00.000Z',
}

describe('EIP-4361 message format', () => {
  it('writes the minimal message exactly as the EIP-4361 grammar says (two empty lines without a statement)', () => {
    expect(formatEip4361Message(data)).toBe(
      [
        'app.example wants you to sign in with your Ethereum account:',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        '',
        '',
        'URI: https://app.example',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: abcdef12',
        'Issued At: 2026-01-01T00:00:00.000Z',
      ].join('\n'),
    )
    expect(parseEip4361Message(formatEip4361Message(data))).toEqual(data)
  })

  it('refuses invalid fields before anything is signed', () => {
    expect(() => formatEip4361Message({ ...data, nonce: 'short' })).toThrow(ValidationError)
    expect(() => formatEip4361Message({ ...data, chainId: 'solana:abc' })).toThrow(ValidationError)
    expect(() => formatEip4361Message({ ...data, statement: 'two\nlines' })).toThrow(ValidationError)
    expect(() => formatEip4361Message({ ...data, issuedAt: 'yesterday' })).toThrow(ValidationError)
    expect(() => formatEip4361Message({ ...data, accountAddress: '0x12' })).toThrow(ValidationError)
    expect(() => formatEip4361Message({ ...data, version: '2' })).toThrow(ValidationError)
  })

  it('refuses a message whose address line breaks its EIP-55 checksum (EIP-4361 requires it); all-lowercase parses', () => {
    const text = formatEip4361Message(data)
    const typo = text.replace(data.accountAddress, data.accountAddress.replace('0xf39Fd6', '0xf39fd6'))
    expect(() => parseEip4361Message(typo)).toThrow(ValidationError)
    const lower = text.replace(data.accountAddress, data.accountAddress.toLowerCase())
    expect(parseEip4361Message(lower).accountAddress).toBe(data.accountAddress.toLowerCase())
  })

  it('refuses malformed messages: missing header, missing field, fields out of order, trailing text', () => {
    const text = formatEip4361Message({ ...data, expirationTime: '2026-01-02T00:00:00.000Z' })
    expect(() => parseEip4361Message(text.replace(' wants you', ' wants'))).toThrow(ValidationError)
    expect(() => parseEip4361Message(text.replace('Nonce: abcdef12\n', ''))).toThrow(ValidationError)
    const swapped = text.replace('Version: 1\nChain ID: 1', 'Chain ID: 1\nVersion: 1')
    expect(() => parseEip4361Message(swapped)).toThrow(ValidationError)
    expect(() => parseEip4361Message(`${text}\nExtra: 1`)).toThrow(ValidationError)
  })
})
