import { SocialIcon } from '../../components/SocialIcon'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useTranslation } from '../../hooks/useTranslation'
import { usePreloadView } from '../../viewCache/usePreloadView'
import { SOCIAL_LABELS } from '../social/socialLabels'
import { startSocialLogin } from '../social/startSocialLogin'
import type { LoginMethodProps } from './LoginMethodsContext'

/**
 * The social login buttons of the Connect view, in the app's order (after `onStart`: the view enters
 * the network a SwitchActiveChain list is for, core's `enterListNetwork`). A click starts the login in
 * the core synchronously (the popup must open inside the click); Farcaster shows its own view.
 * When a social login failed and the core came back here ("Popup closed"), the error is shown with
 * "Try again" for that provider.
 *
 * @example
 * ```tsx
 * <SocialButtons onStart={() => enterListNetwork(latch)} />
 * ```
 */
export function SocialButtons({ onStart }: LoginMethodProps) {
  const latch = useLatchInstance()
  const preloadSocial = usePreloadView('ConnectingSocial')
  const tr = useTranslation()
  const { options, router, auth } = useLatchSelector((s) => ({
    options: s.options,
    router: s.router,
    auth: s.auth,
  }))
  const socials = options.features.socials || []
  // the core goes back from ConnectingSocial on failure, keeping its router data and the error
  const failedProvider = !auth.loading && auth.error ? router.data.socialProvider : undefined
  return (
    <section data-latch-social-login="" aria-label={tr.t('connect.socialLabel')}>
      {failedProvider ? (
        <div data-latch-social-error="" data-state="error">
          <p data-latch-error="" role="alert">
            {tr.message(auth.error)}
          </p>
          <button type="button" data-latch-retry="" onClick={() => startSocialLogin(latch, failedProvider)}>
            {tr.t('connect.tryAgainWith', { provider: tr.isolate(SOCIAL_LABELS[failedProvider]) })}
          </button>
        </div>
      ) : null}
      <ul data-latch-socials="">
        {socials.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              data-latch-social={provider}
              {...preloadSocial}
              onClick={() => {
                onStart()
                startSocialLogin(latch, provider)
              }}
            >
              <SocialIcon provider={provider} label={SOCIAL_LABELS[provider]} />
              {tr.t('connect.continueWith', { provider: tr.isolate(SOCIAL_LABELS[provider]) })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
