import { readEmailCapture, writeEmailCapture } from './emailCaptureSetting'

/**
 * The "Ask for email before sign-in" switch: with sign-in on, the modal shows DataCapture (an
 * optional email) before the sign-in prompt. Changing it reloads the page.
 *
 * @example
 * ```tsx
 * <EmailCaptureToggle />
 * ```
 */
export function EmailCaptureToggle() {
  return (
    <label className="demo-switch">
      <input
        type="checkbox"
        defaultChecked={readEmailCapture()}
        data-demo-email-capture=""
        onChange={(event) => {
          writeEmailCapture(event.target.checked)
          window.location.reload()
        }}
      />
      Ask for email before sign-in
    </label>
  )
}
