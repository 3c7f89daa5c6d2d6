import type { AlertName } from '../../shared/errors/catalogue'

/**
 * How serious an alert is.
 *
 * @example
 * ```ts
 * const v: AlertVariant = 'warning'
 * ```
 */
export type AlertVariant = 'error' | 'warning' | 'info'

/**
 * An alert shown to the developer/user: a library alert (SPEC §8) or a catalogue message with
 * advice (e.g. "Multi-Wallet Not Enabled").
 *
 * @example
 * ```ts
 * latch.getState().alerts.current?.message // 'Session Expired'
 * ```
 */
export type Alert = {
  code: string
  message: string
  advice?: string
  variant: AlertVariant
}

/**
 * Alerts state.
 *
 * @example
 * ```ts
 * const { current } = latch.getState().alerts
 * ```
 */
export type AlertsState = { current: Alert | undefined }

/**
 * Alert actions (`latch.alerts`).
 *
 * @example
 * ```ts
 * latch.alerts.raise('SessionExpired')
 * ```
 */
export interface AlertActions {
  /** Show one of the eight library alerts (SPEC §8). */
  raise(name: AlertName, advice?: string): void
  /** Show any alert. */
  show(alert: Alert): void
  /** Hide the current alert. */
  dismiss(): void
}
