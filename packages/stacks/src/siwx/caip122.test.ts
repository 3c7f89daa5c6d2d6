import type { SiwxMessageData } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { formatCaip122, parseCaip122 } from './caip122'

const data: SiwxMessageData = {
  accountAddress: 'ST2ZD731ANQZT6J4K3F5N8A40ZXWXC1XFXH4HF6PF',
  chainId: 'stacks:2147483648',
  domain: 'app.example',
  uri: 'https://app.example',
  version: '1',
  nonce: 'abcdefgh',
  issuedAt: '2026-11-22T10:00:00.000Z',
  requestId: 'r-1',
}

describe('CAIP-122 messages', () => {
  it('formats the SIWE layout with the chain name and the CAIP-2 reference, and parses back to the same data', () => {
    const text = formatCaip122(data, 'Stacks')
    expect(text).toBe(
      [
        'app.example wants you to sign in with your Stacks account:',
        data.accountAddress,
        '',
        'URI: https://app.example',
        'Version: 1',
        'Chain ID: 2147483648',
        'Nonce: abcdefgh',
        'Issued At: 2026-11-22T10:00:00.000Z',
        'Request ID: r-1',
      ].join('\n'),
    )
    expect(parseCaip122(text, 'Stacks', 'stacks')).toEqual(data)
  })

  it('refuses text of another chain or with unknown lines', () => {
    const text = formatCaip122(data, 'Stacks')
    expect(() => parseCaip122(text, 'Bitcoin', 'bip122')).toThrow(
      expect.objectContaining({ code: 'INVALID_SIWX_MESSAGE' }),
    )
    expect(() => parseCaip122(`${text}\nFoo: bar`, 'Stacks', 'stacks')).toThrow(
      expect.objectContaining({ code: 'INVALID_SIWX_MESSAGE' }),
    )
  })
})
