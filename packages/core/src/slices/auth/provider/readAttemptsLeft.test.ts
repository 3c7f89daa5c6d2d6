import { describe, expect, it } from 'vitest'
import { MAX_ATTEMPTS_LEFT, readAttemptsLeft } from './readAttemptsLeft'

describe('readAttemptsLeft: the count of wrong codes a service says a code still allows', () => {
  it('keeps a whole number from 0 to the cap', () => {
    expect(readAttemptsLeft(0)).toBe(0)
    expect(readAttemptsLeft(2)).toBe(2)
    expect(readAttemptsLeft(MAX_ATTEMPTS_LEFT)).toBe(MAX_ATTEMPTS_LEFT)
  })

  it('drops anything else, so no odd count is ever shown', () => {
    for (const value of [-1, 1.5, MAX_ATTEMPTS_LEFT + 1, Number.NaN, Infinity, '2', null, undefined, {}, [2]])
      expect(readAttemptsLeft(value)).toBeUndefined()
  })
})
