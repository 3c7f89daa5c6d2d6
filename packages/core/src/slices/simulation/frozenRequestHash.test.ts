import { keccak_256 } from '@noble/hashes/sha3.js'
import { describe, expect, it } from 'vitest'
import { bytesToHex } from '../../shared/bytesToHex'
import { frozenRequestHash } from './frozenRequestHash'

describe('frozenRequestHash', () => {
  it('is keccak256 of the canonical JSON (keys sorted, no spaces): key order does not change it, any byte of the request does', () => {
    const a = frozenRequestHash({
      method: 'eth_sendTransaction',
      params: [{ to: '0xab', value: '0x1' }],
      caipNetworkId: 'eip155:1',
    })
    const text =
      '{"caipNetworkId":"eip155:1","method":"eth_sendTransaction","params":[{"to":"0xab","value":"0x1"}]}'
    expect(a).toBe(`0x${bytesToHex(keccak_256(new TextEncoder().encode(text)))}`)
    expect(
      frozenRequestHash({
        caipNetworkId: 'eip155:1',
        params: [{ value: '0x1', to: '0xab' }],
        method: 'eth_sendTransaction',
      }),
    ).toBe(a)
    expect(
      frozenRequestHash({
        method: 'eth_sendTransaction',
        params: [{ to: '0xab', value: '0x2' }],
        caipNetworkId: 'eip155:1',
      }),
    ).not.toBe(a)
  })
})
