import { describe, expect, it } from 'vitest'
import { collectLiterals } from './collectLiterals'

describe('the React views (scripts/i18n-literals.ts --enforce)', () => {
  it('hold no user-visible literal: every string goes through t(key)', () => {
    const left = collectLiterals().map((l) => `${l.file}:${l.line} ${l.text}`)
    expect(left).toEqual([])
  })
})
