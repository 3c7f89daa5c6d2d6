import { useLatchEvents } from '@latch/react'

/**
 * The event log: every tracked event (MODAL_OPEN, SEND_SUCCESS, SIWX_AUTH_SUCCESS…), newest first.
 *
 * @example
 * ```tsx
 * <EventLog />
 * ```
 */
export function EventLog() {
  const events = useLatchEvents()
  return (
    <section className="demo-card" aria-labelledby="demo-events">
      <h2 id="demo-events">Events</h2>
      {events.length === 0 ? (
        <p className="demo-hint">No events yet.</p>
      ) : (
        <ol className="demo-events" data-demo-events="">
          {[...events].reverse().map((event, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows, so the position from the start is a stable identity
            <li key={events.length - index}>
              <time dateTime={new Date(event.timestamp).toISOString()}>
                {new Date(event.timestamp).toLocaleTimeString('en-US')}
              </time>{' '}
              <code>{event.event}</code>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
