import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../errors/catalogue'
import { ValidationError } from '../errors/errors'
import { cloneFrozen, deepFreeze } from './cloneFrozen'

describe('cloneFrozen: Latch’s own frozen copy of a caller’s value', () => {
  it('copies deeply and freezes every level; the caller’s object stays its own and writable', () => {
    const original = { tx: [{ to: '0xabc', value: 1n }], memo: 'hi' }
    const copy = cloneFrozen(original)
    expect(copy).toEqual(original)
    expect(copy).not.toBe(original)
    expect([copy, copy.tx, copy.tx[0]].every(Object.isFrozen)).toBe(true)
    original.tx[0]!.to = '0xdef'
    expect(copy.tx[0]?.to).toBe('0xabc')
  })

  it('reads a getter once and keeps its value', () => {
    let reads = 0
    const copy = cloneFrozen({
      get to() {
        reads += 1
        return reads === 1 ? '0xabc' : '0xdef'
      },
    })
    expect(copy.to).toBe('0xabc')
    expect(copy.to).toBe('0xabc')
    expect(reads).toBe(1)
  })

  it('keeps typed arrays (their bytes cannot be frozen) and freezes what holds them', () => {
    const copy = cloneFrozen({ bytes: new Uint8Array([1, 2, 3]) })
    expect(Object.isFrozen(copy)).toBe(true)
    expect([...copy.bytes]).toEqual([1, 2, 3])
  })

  it('refuses values that are not plain data with "Invalid request parameters", never a raw error', () => {
    let deep: Record<string, unknown> = {}
    const root = deep
    for (let i = 0; i < 200_000; i++) {
      const next = {}
      deep.n = next
      deep = next
    }
    for (const value of [() => 1, Symbol('x'), new Proxy({}, {}), root]) {
      const error = (() => {
        try {
          cloneFrozen(value)
        } catch (e) {
          return e
        }
      })()
      expect(error).toBeInstanceOf(ValidationError)
      expect(error).toMatchObject({ code: 'INVALID_PARAMS', shortMessage: MESSAGES.invalidRequestParams })
    }
  })

  it('deepFreeze freezes a very deep value without overflowing the stack', () => {
    const root: Record<string, unknown> = {}
    let deep = root
    for (let i = 0; i < 100_000; i++) {
      const next = {}
      deep.n = next
      deep = next
    }
    expect(() => deepFreeze(root)).not.toThrow()
    expect(Object.isFrozen(deep)).toBe(true)
  })
})
