import { useEffect, useState } from 'react'

/**
 * Light/dark switch: sets `data-latch-theme` on `<html>`, which theme.css and the page's CSS follow.
 *
 * @example
 * ```tsx
 * <ThemeToggle />
 * ```
 */
export function ThemeToggle() {
  const [dark, setDark] = useState(false)
  useEffect(() => {
    document.documentElement.setAttribute('data-latch-theme', dark ? 'dark' : 'light')
  }, [dark])
  return (
    <label className="demo-switch">
      <input
        type="checkbox"
        checked={dark}
        onChange={(event) => setDark(event.target.checked)}
        data-demo-theme=""
      />
      Dark theme
    </label>
  )
}
