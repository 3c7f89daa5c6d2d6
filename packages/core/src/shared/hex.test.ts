import { describe, expect, it } from 'vitest'
import { bytesToHex } from './bytesToHex'
import { hexToBytes } from './hexToBytes'
import { utf8ToHex } from './utf8ToHex'

describe('hex helpers (one encoder and one decoder for every package)', () => {
  it('encodes bytes as two lowercase digits each and round-trips them', () => {
    const bytes = Uint8Array.from([0, 1, 15, 16, 171, 255])
    expect(bytesToHex(bytes)).toBe('00010f10abff')
    expect(hexToBytes(bytesToHex(bytes))).toEqual(bytes)
    expect(hexToBytes('0x00010F10ABFF')).toEqual(bytes)
    expect(bytesToHex([])).toBe('')
  })

  it('refuses text that is not whole bytes of hex instead of reading it as zeros', () => {
    for (const bad of ['0xabc', 'zz', '0x0g', '12 34']) expect(hexToBytes(bad), bad).toBeUndefined()
  })

  it('writes UTF-8 text as 0x hex', () => {
    expect(utf8ToHex('hi')).toBe('0x6869')
    expect(utf8ToHex('é')).toBe('0xc3a9')
    expect(utf8ToHex('')).toBe('0x')
  })
})
