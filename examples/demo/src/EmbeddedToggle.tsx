import { readEmbedded, writeEmbedded } from './embeddedSetting'

/**
 * The "Embedded modal" switch: shows the modal inline in the page (closing shows Account or
 * Connect) instead of as a dialog. Changing it reloads the page.
 *
 * @example
 * ```tsx
 * <EmbeddedToggle />
 * ```
 */
export function EmbeddedToggle() {
  return (
    <label className="demo-switch">
      <input
        type="checkbox"
        defaultChecked={readEmbedded()}
        data-demo-embedded=""
        onChange={(event) => {
          writeEmbedded(event.target.checked)
          window.location.reload()
        }}
      />
      Embedded modal
    </label>
  )
}
