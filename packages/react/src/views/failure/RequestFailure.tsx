import { useT } from '../../hooks/useT'
import type { FailureDescription } from './describeFailure'

/**
 * A failed wallet request, explained where the user acted: what happened (title), the error as
 * the alert, one line on what to do, and "Try again". Shown only here, never also as a toast.
 *
 * @param props - The description (see `describeFailure`) and what "Try again" does.
 * @example
 * ```tsx
 * {failure ? <RequestFailure {...failure} onRetry={() => setAttempt((n) => n + 1)} /> : <Waiting />}
 * ```
 */
export function RequestFailure({
  title,
  detail,
  guidance,
  onRetry,
}: FailureDescription & { onRetry: () => void }) {
  const t = useT()
  return (
    <div data-latch-failure="">
      {detail === undefined ? (
        <p data-latch-status="" role="alert">
          {title}
        </p>
      ) : (
        <>
          <p data-latch-status="">{title}</p>
          <p data-latch-error="" role="alert">
            {detail}
          </p>
        </>
      )}
      <p data-latch-hint="">{guidance}</p>
      <button type="button" data-latch-retry="" data-latch-primary="" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  )
}
