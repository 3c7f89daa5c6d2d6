import type { EventActions, EventsState, TrackedEvent } from './types'

/**
 * Tracked events kept in state; older ones drop off (listeners still see every event).
 *
 * @example
 * ```ts
 * latch.getEvents().length <= MAX_TRACKED_EVENTS // true
 * ```
 */
export const MAX_TRACKED_EVENTS = 100

/**
 * The events controller: records tracked events in its slice and notifies listeners.
 *
 * @param state - The instance's events slice.
 * @param deps - The clock.
 * @returns `actions` (`track` and `watch`, a listener registration).
 * @example
 * ```ts
 * const events = createEventsController(state.events, { now: Date.now })
 * events.actions.track('MODAL_OPEN', { connected: false })
 * ```
 */
export function createEventsController(state: EventsState, deps: { now: () => number }) {
  const { now } = deps
  const listeners = new Set<(event: TrackedEvent) => void>()
  const publicActions: EventActions = {
    track(event, properties = {}) {
      const item: TrackedEvent = { event, properties, timestamp: now() }
      state.items.push(item)
      if (state.items.length > MAX_TRACKED_EVENTS)
        state.items.splice(0, state.items.length - MAX_TRACKED_EVENTS)
      for (const listener of listeners) listener(item)
    },
  }
  return {
    actions: {
      ...publicActions,
      /** Register a listener for every new event; returns unsubscribe. */
      watch(listener: (event: TrackedEvent) => void): () => void {
        listeners.add(listener)
        return () => {
          listeners.delete(listener)
        }
      },
    },
  }
}

/**
 * What {@link createEventsController} returns.
 *
 * @example
 * ```ts
 * const events: EventsController = createEventsController(state.events, { now: Date.now })
 * ```
 */
export type EventsController = ReturnType<typeof createEventsController>
