import type { ApiClient } from '../../../http/types'
import type { Alert } from '../../../kernel/alerts/types'
import type { Clock } from '../../../shared/clock/clock'
import { MESSAGES } from '../../../shared/errors/catalogue'
import { getAnalyticsConfig } from '../project/projectApi'

/**
 * An analytics event as sent to `POST /e`.
 *
 * @example
 * ```ts
 * analytics.send({ event: 'MODAL_OPEN', properties: { connected: false } })
 * ```
 */
export type AnalyticsEvent = {
  /** Event name, e.g. `MODAL_OPEN`. */
  event: string
  /** Event data. */
  properties?: Record<string, unknown>
  /** Connected address, if any. */
  address?: string | undefined
  /** Events the modal itself created are never sent (SPEC §7); so is an event named `MODAL_CREATED`. */
  modalCreated?: boolean
}

/**
 * Analytics: off unless the app turns it on and the project's `/getAnalyticsConfig` allows it.
 *
 * @example
 * ```ts
 * await analytics.enable()
 * analytics.send({ event: 'SEND_SUCCESS', properties: { network: 'eip155:1' }, address })
 * ```
 */
export interface Analytics {
  /** Ask `/getAnalyticsConfig`; analytics is on only when it says so (any failure: off). */
  enable(): Promise<boolean>
  /** True when events are sent. */
  isEnabled(): boolean
  /** Send one event (skipped when off or modal-created). Never throws. */
  send(event: AnalyticsEvent): Promise<void>
}

/**
 * Makes the analytics client. A 403 from `POST /e` (origin not on the project's allowlist) shows
 * "Invalid App Configuration" once, with debug text naming the cause (SPEC §8).
 *
 * @param parameters - API client, clock, page location, alert sink, event id generator.
 * @returns The client (disabled).
 * @example
 * ```ts
 * const analytics = createAnalytics({ api, clock, location: () => window.location, showAlert: latch.alerts.show })
 * ```
 */
export function createAnalytics(parameters: {
  api: ApiClient
  clock: Pick<Clock, 'now'>
  location: () => { href: string; host: string } | undefined
  showAlert: (alert: Alert) => void
  newEventId?: () => string
}): Analytics {
  let enabled = false
  let forbiddenShown = false
  const newEventId = parameters.newEventId ?? (() => globalThis.crypto.randomUUID())
  return {
    async enable() {
      enabled = await getAnalyticsConfig(parameters.api)
      return enabled
    },
    isEnabled: () => enabled,
    async send(event) {
      if (!enabled || event.modalCreated || event.event === 'MODAL_CREATED') return
      const location = parameters.location()
      const body = {
        eventId: newEventId(),
        url: location?.href ?? '',
        domain: location?.host ?? '',
        timestamp: parameters.clock.now(),
        props: { ...event.properties, event: event.event, address: event.address },
      }
      let status: number
      try {
        status = await parameters.api.postJson('e', body, { service: 'analytics' })
      } catch {
        return
      }
      if (status === 403 && !forbiddenShown) {
        forbiddenShown = true
        parameters.showAlert({
          code: 'INVALID_APP_CONFIGURATION',
          message: MESSAGES.invalidAppConfiguration,
          advice: MESSAGES.originNotAllowedDebug,
          variant: 'error',
        })
      }
    },
  }
}
