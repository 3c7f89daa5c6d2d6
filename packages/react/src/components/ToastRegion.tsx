import { useLatchSelector } from '../hooks/useLatchSelector'
import { useTranslation } from '../hooks/useTranslation'

/**
 * The toast region: a polite live region showing the current toast (SPEC §8 success, error and
 * loading toasts such as "Authenticating..."). Errors are announced assertively. It floats over the
 * top of the modal (the theme positions it), so a toast never changes the modal's height. An error
 * shows here only when no view shows it inline (errors once, see core's `SnackActions`).
 *
 * @example
 * ```tsx
 * <ToastRegion />
 * ```
 */
export function ToastRegion() {
  const snack = useLatchSelector((s) => s.snack)
  const tr = useTranslation()
  return (
    <div
      data-latch-toast-region=""
      role="status"
      aria-live={snack.variant === 'error' ? 'assertive' : 'polite'}
    >
      {snack.open ? (
        <p data-latch-toast="" data-variant={snack.variant}>
          {tr.message(snack.message)}
        </p>
      ) : null}
    </div>
  )
}
