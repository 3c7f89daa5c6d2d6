import { useId } from 'react'
import { readSignInMode, type SignInMode, writeSignInMode } from './signInSetting'

/**
 * The sign-in mode picker (off, optional, required, on the demo server); changing it reloads the page.
 *
 * @example
 * ```tsx
 * <SignInSetting />
 * ```
 */
export function SignInSetting() {
  const id = useId()
  return (
    <p className="demo-switch">
      <label htmlFor={id}>Sign-in</label>
      <select
        id={id}
        data-demo-sign-in=""
        defaultValue={readSignInMode()}
        onChange={(event) => {
          writeSignInMode(event.target.value as SignInMode)
          window.location.reload()
        }}
      >
        <option value="off">Off</option>
        <option value="optional">Optional</option>
        <option value="required">Required</option>
        <option value="server">Server (required)</option>
      </select>
    </p>
  )
}
