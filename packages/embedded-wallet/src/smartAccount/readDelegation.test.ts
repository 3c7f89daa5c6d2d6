import { describe, expect, it } from 'vitest'
import { readDelegation } from './readDelegation'

const IMPLEMENTATION = '0x882dd049E323AfA9F98d5553f2d267E5c084Daeb'

describe('readDelegation (smartAccountDeployed)', () => {
  it('reads no code as not delegated', () => {
    for (const code of ['0x', null, undefined])
      expect(readDelegation(code, IMPLEMENTATION)).toEqual({ kind: 'none' })
  })

  it('reads 0xef0100 ‖ implementation (any case) as delegated to the implementation', () => {
    expect(readDelegation(`0xef0100${IMPLEMENTATION.slice(2)}`, IMPLEMENTATION)).toEqual({
      kind: 'implementation',
    })
    expect(readDelegation(`0xEF0100${IMPLEMENTATION.slice(2).toUpperCase()}`, IMPLEMENTATION)).toEqual({
      kind: 'implementation',
    })
  })

  it('reads a delegation elsewhere, or contract code, as something else', () => {
    expect(readDelegation(`0xef0100${'de'.repeat(20)}`, IMPLEMENTATION)).toEqual({
      kind: 'other',
      target: `0x${'de'.repeat(20)}`,
    })
    expect(readDelegation('0x6080604052', IMPLEMENTATION)).toEqual({ kind: 'other', target: undefined })
    expect(readDelegation(`0xef0100${IMPLEMENTATION.slice(2)}00`, IMPLEMENTATION)).toEqual({
      kind: 'other',
      target: undefined,
    })
  })
})
