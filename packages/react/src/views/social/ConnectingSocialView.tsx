import { enSocial } from '@latch/i18n/views'
import { RetryableError } from '../../components/RetryableError'
import { SocialIcon } from '../../components/SocialIcon'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useViewTranslation } from '../../hooks/useViewTranslation'
import { ProgressMark } from '../progress/ProgressMark'
import { SOCIAL_LABELS } from './socialLabels'
import { startSocialLogin } from './startSocialLogin'

/**
 * ConnectingSocial: the social login popup is open; the view shows the provider's mark ringed by a
 * spinner and waits for its result (SPEC §4). On failure ("Popup closed", "Failed to initiate
 * social connection") the core goes back to where the login started, whose social buttons show the
 * error; should this view still be shown then, it shows the error itself with "Try again", which
 * reopens the popup within the click.
 *
 * @example
 * ```tsx
 * <ConnectingSocialView />
 * ```
 */
export function ConnectingSocialView() {
  const latch = useLatchInstance()
  const tr = useViewTranslation(enSocial)
  const { router, auth } = useLatchSelector((s) => ({ router: s.router, auth: s.auth }))
  const provider = router.data.socialProvider ?? auth.socialProvider
  const name = provider ? tr.isolate(SOCIAL_LABELS[provider]) : undefined
  const failed = !auth.loading && auth.error !== undefined
  return (
    <div data-latch-view="ConnectingSocial" data-state={failed ? 'error' : 'connecting'}>
      {provider ? (
        <ProgressMark
          state={failed ? 'error' : 'waiting'}
          label={tr.t('social.waitingForWindow', { provider: name ?? '' })}
        >
          <SocialIcon provider={provider} label={SOCIAL_LABELS[provider]} />
        </ProgressMark>
      ) : null}
      {failed ? (
        <RetryableError
          message={auth.error}
          {...(provider ? { onRetry: () => startSocialLogin(latch, provider) } : {})}
        />
      ) : (
        <>
          <p data-latch-status="" aria-busy="true">
            {name
              ? tr.t('social.continueInWindow', { provider: name })
              : tr.t('social.continueInLoginWindow')}
          </p>
          <p data-latch-hint="">
            {name ? tr.t('social.signInInWindow', { provider: name }) : tr.t('social.signInInLoginWindow')}
          </p>
        </>
      )}
    </div>
  )
}
