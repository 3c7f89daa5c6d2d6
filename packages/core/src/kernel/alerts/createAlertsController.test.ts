import { proxy } from 'valtio/vanilla'
import { describe, expect, it } from 'vitest'
import { ALERTS, type AlertName } from '../../shared/errors/catalogue'
import { createAlertsController } from './createAlertsController'
import type { AlertsState } from './types'

describe('library alerts', () => {
  it('raises each of the eight library alerts with its SPEC message', () => {
    const state = proxy<AlertsState>({ current: undefined })
    const alerts = createAlertsController(state).actions
    const shown: string[] = []
    for (const name of Object.keys(ALERTS) as AlertName[]) {
      alerts.raise(name)
      shown.push(state.current?.message ?? '')
    }
    expect(shown).toEqual([
      'Invalid Project ID',
      'Project ID Missing',
      'Session Expired',
      'Rate Limited',
      'Server Error',
      'Network Not Found',
      'Unverified Domain',
      'Wallet Request Timeout',
    ])
  })

  it('dismiss hides the current alert; show takes any alert with advice', () => {
    const state = proxy<AlertsState>({ current: undefined })
    const alerts = createAlertsController(state).actions
    alerts.show({ code: 'X', message: 'Something', advice: 'Do this', variant: 'info' })
    expect(state.current?.advice).toBe('Do this')
    alerts.dismiss()
    expect(state.current).toBeUndefined()
  })
})
