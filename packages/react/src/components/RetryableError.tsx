import { useTranslation } from '../hooks/useTranslation'

/**
 * A failed wallet or login request: the error as an alert and, when the request can be started
 * again, a "Try again" button. The connecting, switching, pairing and social views share it.
 *
 * @param props - The message, and what "Try again" does (no button without it).
 * @example
 * ```tsx
 * {error ? <RetryableError message={error} onRetry={() => setAttempt((n) => n + 1)} /> : <Waiting />}
 * ```
 */
export function RetryableError({ message, onRetry }: { message: string | undefined; onRetry?: () => void }) {
  const tr = useTranslation()
  return (
    <>
      <p data-latch-error="" role="alert">
        {message === undefined ? undefined : tr.message(message)}
      </p>
      {onRetry ? (
        <button type="button" data-latch-retry="" onClick={onRetry}>
          {tr.t('common.tryAgain')}
        </button>
      ) : null}
    </>
  )
}
