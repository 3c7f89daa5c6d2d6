import { describe, expect, it } from 'vitest'
import { readUntrustedField } from './readUntrustedField'

describe('readUntrustedField', () => {
  it('reads a plain field, and nothing from a non-object', () => {
    expect(readUntrustedField({ code: 4001 }, 'code')).toBe(4001)
    expect(readUntrustedField('text', 'length')).toBeUndefined()
    expect(readUntrustedField(null, 'code')).toBeUndefined()
  })

  it('reads a throwing getter or Proxy trap as undefined instead of throwing', () => {
    const getter = Object.defineProperty({}, 'message', {
      get() {
        throw new Error('no')
      },
    })
    const trap = new Proxy(
      {},
      {
        get() {
          throw new Error('trap')
        },
      },
    )
    expect(readUntrustedField(getter, 'message')).toBeUndefined()
    expect(readUntrustedField(trap, 'code')).toBeUndefined()
  })
})
