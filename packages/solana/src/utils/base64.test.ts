import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeBase64, encodeBase64 } from './base64'

describe('base64 of wire transactions (what wallet requests carry)', () => {
  it('round-trips any bytes, as Node encodes them', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = encodeBase64(bytes)
        expect(text).toBe(Buffer.from(bytes).toString('base64'))
        expect(decodeBase64(text, 400)).toEqual(bytes)
      }),
    )
  })

  it('reads an untrusted value as undefined unless it is padded base64 within the cap', () => {
    expect(decodeBase64('AQID', 4)).toEqual(new Uint8Array([1, 2, 3]))
    expect(decodeBase64('AQIDBA==', 7)).toBeUndefined()
    for (const value of ['AQI', 'AQ=D', 'not base64!', 'AQID\n', 42, null, undefined, ['AQID']])
      expect(decodeBase64(value, 100)).toBeUndefined()
  })
})
