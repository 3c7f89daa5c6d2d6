import { RetryableError } from '../../components/RetryableError'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { startSocialLogin } from './startSocialLogin'

/**
 * ConnectingFarcaster: the Farcaster sign-in link (`state.auth.farcasterUri`) to open or scan on
 * the phone, as a link and as text; the view waits until the core connects and shows Account. On
 * failure it shows the error with "Try again".
 *
 * @example
 * ```tsx
 * <ConnectingFarcasterView />
 * ```
 */
export function ConnectingFarcasterView() {
  const latch = useLatchInstance()
  const auth = useLatchSelector((s) => s.auth)
  const uri = auth.farcasterUri
  const failed = !auth.loading && auth.error !== undefined
  return (
    <div data-latch-view="ConnectingFarcaster" data-state={failed ? 'error' : uri ? 'waiting' : 'loading'}>
      {failed ? (
        <RetryableError message={auth.error} onRetry={() => startSocialLogin(latch, 'farcaster')} />
      ) : uri ? (
        <>
          <p data-latch-status="">Sign in with Farcaster</p>
          <p data-latch-hint="">Open this link on the phone that has Farcaster, or scan it from there.</p>
          <a data-latch-farcaster-link="" href={uri} target="_blank" rel="noopener noreferrer">
            Open in Farcaster
          </a>
          <code data-latch-farcaster-uri="">{uri}</code>
        </>
      ) : (
        <p data-latch-status="" aria-busy="true">
          Preparing the sign-in link…
        </p>
      )}
    </div>
  )
}
