import { BUILT_IN_LOCALES } from '@latch/i18n'
import { useLatchInstance, useLatchSelector } from '@latch/react'

/**
 * The modal's language, one of the 21 shipped locales by its own name: picking one calls
 * `latch.setLocale()`, which loads only that locale's strings and switches an open modal in place.
 *
 * @example
 * ```tsx
 * <LanguagePicker />
 * ```
 */
export function LanguagePicker() {
  const latch = useLatchInstance()
  const locale = useLatchSelector((s) => s.i18n.locale)
  return (
    <label className="demo-language">
      <span>Language</span>
      <select
        data-demo-locale=""
        value={locale}
        onChange={(event) => void latch.setLocale(event.target.value).catch((error) => console.error(error))}
      >
        {BUILT_IN_LOCALES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code} dir={l.dir}>
            {l.name} ({l.code})
          </option>
        ))}
      </select>
    </label>
  )
}
