import { ALERTS } from '../../shared/errors/alertsCatalogue'
import type { Alert, AlertActions, AlertsState } from './types'

/**
 * The alerts controller: shows one alert at a time (SPEC §8 library alerts and advice alerts).
 *
 * @param state - The instance's alerts slice.
 * @param deps - `onShow`: told of every alert shown (the instance's log).
 * @returns `actions`.
 * @example
 * ```ts
 * createAlertsController(state.alerts).actions.raise('RateLimited')
 * ```
 */
export function createAlertsController(
  state: AlertsState,
  deps: { onShow?: (alert: Readonly<Alert>) => void } = {},
) {
  const present = (alert: Alert) => {
    state.current = alert
    deps.onShow?.(alert)
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
  return { actions }
}
