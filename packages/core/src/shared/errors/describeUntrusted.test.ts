import { describe, expect, it } from 'vitest'
import { describeUntrusted, UNTRUSTED_TEXT_MAX } from './describeUntrusted'

describe('describeUntrusted: bounded text for values Latch does not trust', () => {
  it('keeps short strings and writes out other primitives', () => {
    expect(describeUntrusted('eth_sign')).toBe('eth_sign')
    expect(describeUntrusted(42)).toBe('42')
    expect(describeUntrusted(10n)).toBe('10')
    expect(describeUntrusted(undefined)).toBe('undefined')
    expect(describeUntrusted(null)).toBe('null')
  })

  it('cuts long strings to the cap', () => {
    const text = describeUntrusted('x'.repeat(1_000_000))
    expect(text).toHaveLength(UNTRUSTED_TEXT_MAX)
    expect(text.endsWith('…')).toBe(true)
  })

  it('never runs the value’s own code: throwing toString, Proxy traps and symbols are named by kind', () => {
    const hostile = {
      toString() {
        throw new Error('no')
      },
    }
    const trap = new Proxy(
      {},
      {
        get() {
          throw new Error('trap')
        },
      },
    )
    expect(describeUntrusted(hostile)).toBe('[object]')
    expect(describeUntrusted(trap)).toBe('[object]')
    expect(describeUntrusted(Symbol('personal_sign'))).toBe('[symbol]')
    expect(describeUntrusted(() => 1)).toBe('[function]')
  })
})
