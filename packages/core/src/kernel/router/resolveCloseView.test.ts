import { describe, expect, it } from 'vitest'
import { isCloseRefused, resolveCloseView } from './resolveCloseView'

describe('closing rules (SPEC §2)', () => {
  it('closing resets to Connect', () => {
    expect(resolveCloseView({ embedded: false, connected: true })).toBe('Connect')
    expect(resolveCloseView({ embedded: false, connected: false })).toBe('Connect')
  })

  it('in embedded mode closing shows Account when connected, else Connect', () => {
    expect(resolveCloseView({ embedded: true, connected: true })).toBe('Account')
    expect(resolveCloseView({ embedded: true, connected: false })).toBe('Connect')
  })

  it('closing is refused in the sign and approve views only when sign-in is required without a session', () => {
    expect(isCloseRefused({ view: 'SIWXSignMessage', signInRequiredWithoutSession: true })).toBe(true)
    expect(isCloseRefused({ view: 'ApproveTransaction', signInRequiredWithoutSession: true })).toBe(true)
    expect(isCloseRefused({ view: 'SIWXSignMessage', signInRequiredWithoutSession: false })).toBe(false)
    expect(isCloseRefused({ view: 'Account', signInRequiredWithoutSession: true })).toBe(false)
  })
})
