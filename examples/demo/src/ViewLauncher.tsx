import { ROUTER_VIEWS } from '@latch/core'
import { useLatch } from '@latch/react'

/**
 * Opens the modal on any of its views, so every view can be seen.
 *
 * @example
 * ```tsx
 * <ViewLauncher />
 * ```
 */
export function ViewLauncher() {
  const { open } = useLatch()
  return (
    <section className="demo-card" aria-labelledby="demo-views">
      <h2 id="demo-views">Every view</h2>
      <ul className="demo-views">
        {ROUTER_VIEWS.map((view) => (
          <li key={view}>
            <button type="button" onClick={() => void open({ view })}>
              {view}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
