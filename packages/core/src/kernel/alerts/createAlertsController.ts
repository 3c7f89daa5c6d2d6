import { ALERTS } from '../../shared/errors/firstLoadCatalogue'
import type { Alert, AlertActions, AlertsState } from './types'

/**
 * The alerts controller: shows one alert at a time (SPEC §8 library alerts and advice alerts).
 *
 * @param state - The instance's alerts slice.
 * @param options - `onShow`: told of every alert shown (the instance's log).
 * @returns `actions` and `selectors`.
 * @example
 * ```ts
 * createAlertsController(state.alerts).actions.raise('RateLimited')
 * ```
 */
export function createAlertsController(
  state: AlertsState,
  options: { onShow?: (alert: Readonly<Alert>) => void } = {},
) {
  const present = (alert: Alert) => {
    state.current = alert
    options.onShow?.(alert)
  }
  const actions: AlertActions = {
    raise(name, advice) {
      const { code, message } = ALERTS[name]
      present(
        advice === undefined
          ? { code, message, variant: 'error' }
          : { code, message, advice, variant: 'error' },
      )
    },
    show(alert) {
      present({ ...alert })
    },
    dismiss() {
      state.current = undefined
    },
  }
  return { actions, selectors: alertsSelectors }
}

/**
 * Pure reads of the alerts state (live state or snapshot).
 *
 * @example
 * ```ts
 * alertsSelectors.current(latch.getState().alerts) // undefined
 * ```
 */
export const alertsSelectors = {
  /** The alert shown, if any. */
  current: (state: Readonly<AlertsState>) => state.current,
}
