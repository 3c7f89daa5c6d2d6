import { proxy } from 'valtio/vanilla'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MESSAGES } from '../../shared/errors/catalogue'
import { createSnackController, SNACK_AUTO_CLOSE_MS } from './createSnackController'
import type { SnackState } from './types'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function setup() {
  const state = proxy<SnackState>({ open: false, message: '', variant: 'success', autoClose: true })
  return { state, snack: createSnackController(state).actions }
}

describe('toasts', () => {
  it('shows success, error and loading toasts', () => {
    const { state, snack } = setup()
    snack.showSuccess('Copied')
    expect(state).toMatchObject({ open: true, message: 'Copied', variant: 'success', autoClose: true })
    snack.hide()
    snack.showError(MESSAGES.failedToConnect)
    expect(state).toMatchObject({ open: true, variant: 'error' })
    snack.hide()
    snack.showLoading(MESSAGES.siwxAuthenticating)
    expect(state).toMatchObject({
      open: true,
      message: 'Authenticating...',
      variant: 'loading',
      autoClose: false,
    })
  })

  it('a new toast replaces the current one after 150 ms', () => {
    const { state, snack } = setup()
    snack.showLoading(MESSAGES.siwxAuthenticating)
    snack.showError(MESSAGES.siwxSignFailed)
    expect(state.open).toBe(false)
    vi.advanceTimersByTime(149)
    expect(state.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(state).toMatchObject({ open: true, message: 'Error signing message', variant: 'error' })
  })

  it('a loading toast does not close by itself; others do', () => {
    const { state, snack } = setup()
    snack.showLoading(MESSAGES.siwxAuthenticating)
    vi.advanceTimersByTime(60_000)
    expect(state.open).toBe(true)
    snack.hide()
    snack.showSuccess('Done')
    vi.advanceTimersByTime(SNACK_AUTO_CLOSE_MS)
    expect(state.open).toBe(false)
  })
})
