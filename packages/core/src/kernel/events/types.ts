/**
 * Tracked event names (SPEC §8). Other controllers push their own through `latch.events.track`.
 *
 * @example
 * ```ts
 * TRACKED_EVENTS.includes('MODAL_OPEN') // true
 * ```
 */
export const TRACKED_EVENTS = [
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'CLICK_CANCEL_SIWX',
  /** Latch's own: a send failed (the SPEC lists only initiated and success). */
  'SEND_ERROR',
  /** Latch's own (the SPEC names none): the user connected one wallet; properties `id`, `namespace`, `connectorId`, `address`. */
  'CONNECT_SUCCESS',
  /** Latch's own: another connection became the active one of its namespace; same properties. */
  'SWITCH_CONNECTION',
  /** Latch's own: one connection ended (the user or the wallet itself); same properties. */
  'DISCONNECT_SUCCESS',
] as const

/**
 * A tracked event name.
 *
 * @example
 * ```ts
 * const name: TrackedEventName = 'SEND_SUCCESS'
 * ```
 */
export type TrackedEventName = (typeof TRACKED_EVENTS)[number]

/**
 * One tracked event.
 *
 * @example
 * ```ts
 * latch.watchEvents((e) => console.log(e.event, e.properties))
 * ```
 */
export type TrackedEvent = {
  event: TrackedEventName
  properties: Record<string, unknown>
  /** Milliseconds since the epoch. */
  timestamp: number
}

/**
 * Events state: the most recent events (bounded), newest last.
 *
 * @example
 * ```ts
 * latch.getState().events.items.at(-1)?.event // 'MODAL_OPEN'
 * ```
 */
export type EventsState = { items: TrackedEvent[] }

/**
 * Event actions (`latch.events`).
 *
 * @example
 * ```ts
 * latch.events.track('SEND_INITIATED', { network: 'eip155:1' })
 * ```
 */
export interface EventActions {
  /** Record an event and notify `watchEvents` listeners. */
  track(event: TrackedEventName, properties?: Record<string, unknown>): void
}
