import { ALERTS } from '../../shared/errors/catalogue'
import type { AlertActions, AlertsState } from './types'

/**
 * The alerts controller: shows one alert at a time (SPEC §8 library alerts and advice alerts).
 *
 * @param state - The instance's alerts slice.
 * @returns The actions.
 * @example
 * ```ts
 * createAlertsController(state.alerts).raise('RateLimited')
 * ```
 */
export function createAlertsController(state: AlertsState): AlertActions {
  return {
    raise(name, advice) {
      const { code, message } = ALERTS[name]
      state.current =
        advice === undefined
          ? { code, message, variant: 'error' }
          : { code, message, advice, variant: 'error' }
    },
    show(alert) {
      state.current = { ...alert }
    },
    dismiss() {
      state.current = undefined
    },
  }
}
