import { describe, expect, it } from 'vitest'
import { isolate } from './isolate'

describe('isolate', () => {
  it('wraps text in FSI … PDI, so an address keeps its direction inside Arabic text', () => {
    const address = '0xAb58…9B'
    const sentence = `إلى ${isolate(address)} على Ethereum`
    expect(isolate(address)).toBe('\u20680xAb58…9B\u2069')
    expect(sentence).toContain('\u2068')
    expect(sentence.indexOf('\u2069')).toBe(sentence.indexOf(address) + address.length)
  })

  it('leaves empty text empty', () => {
    expect(isolate('')).toBe('')
  })
})
