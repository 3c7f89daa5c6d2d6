import { proxy } from 'valtio/vanilla'
import { describe, expect, it } from 'vitest'
import { createEventsController, MAX_TRACKED_EVENTS } from './createEventsController'
import type { EventsState, TrackedEvent } from './types'

describe('tracked events', () => {
  it('records events others push (SEND_*, SIWX_*) with a timestamp and notifies watchers', () => {
    const state = proxy<EventsState>({ items: [] })
    const events = createEventsController(state, { now: () => 1_700_000_000_000 })
    const seen: TrackedEvent[] = []
    const stop = events.actions.watch((e) => seen.push(e))
    events.actions.track('SEND_INITIATED', { network: 'eip155:1' })
    stop()
    events.actions.track('SIWX_AUTH_SUCCESS')
    expect(state.items.map((e) => e.event)).toEqual(['SEND_INITIATED', 'SIWX_AUTH_SUCCESS'])
    expect(seen).toEqual([
      { event: 'SEND_INITIATED', properties: { network: 'eip155:1' }, timestamp: 1_700_000_000_000 },
    ])
  })

  it('keeps a bounded history, newest last', () => {
    const state = proxy<EventsState>({ items: [] })
    const events = createEventsController(state, { now: () => 0 })
    for (let i = 0; i < MAX_TRACKED_EVENTS + 5; i++) events.actions.track('MODAL_OPEN', { i })
    expect(state.items).toHaveLength(MAX_TRACKED_EVENTS)
    expect(state.items.at(-1)?.properties).toEqual({ i: MAX_TRACKED_EVENTS + 4 })
  })
})
