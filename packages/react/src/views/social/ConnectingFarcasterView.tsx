import { MESSAGES } from '@latch/core'
import { enConnecting } from '@latch/i18n/connecting'
import { enSocial } from '@latch/i18n/views'
import { RetryableError } from '../../components/RetryableError'
import { SocialIcon } from '../../components/SocialIcon'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useViewTranslation } from '../../hooks/useViewTranslation'
import { ProgressMark } from '../progress/ProgressMark'
import { PairingQr } from '../walletconnect/PairingQr'
import { startSocialLogin } from './startSocialLogin'

/**
 * ConnectingFarcaster: the Farcaster mark ringed by a spinner while the sign-in link is prepared
 * and while the view waits for the sign-in; then the link (`state.auth.farcasterUri`) to open on
 * the phone, as a QR code beside a button and the text. The code is drawn with the app's QR
 * encoder, the one its pairing connector draws with (`createPairingQr` of `@latch/walletconnect`),
 * so this package loads no QR generator of its own; an app without one shows the link alone. The core connects and shows Account. On failure it shows
 * the error with "Try again". Opened where the app offers no Farcaster login, it says "Failed to
 * initiate social connection" at once instead of waiting for a link that never comes.
 *
 * @example
 * ```tsx
 * <ConnectingFarcasterView />
 * ```
 */
export function ConnectingFarcasterView() {
  const latch = useLatchInstance()
  const { t } = useViewTranslation(enSocial, enConnecting)
  const { auth, socials } = useLatchSelector((s) => ({ auth: s.auth, socials: s.options.features.socials }))
  const uri = auth.farcasterUri
  const createQr = latch.adapters.map((adapter) => adapter.pairing?.createQr).find((qr) => qr !== undefined)
  // opened where the app offers no Farcaster login (a plain `open({ view })`): no sign-in link is
  // coming, so the view says so instead of waiting for one
  const offered = socials !== false && socials !== undefined && socials.includes('farcaster')
  const unavailable = !offered && !uri && !auth.loading
  const failed = unavailable || (!auth.loading && auth.error !== undefined)
  return (
    <div data-latch-view="ConnectingFarcaster" data-state={failed ? 'error' : uri ? 'waiting' : 'loading'}>
      <ProgressMark
        state={failed ? 'error' : 'waiting'}
        label={uri ? t('farcaster.waiting') : t('farcaster.preparing')}
      >
        <SocialIcon provider="farcaster" label={t('title.farcaster')} />
      </ProgressMark>
      {failed ? (
        unavailable ? (
          <RetryableError message={MESSAGES.failedToInitiateSocial} />
        ) : (
          <RetryableError message={auth.error} onRetry={() => startSocialLogin(latch, 'farcaster')} />
        )
      ) : uri ? (
        <>
          <p data-latch-status="">{t('farcaster.signIn')}</p>
          <p data-latch-hint="">{t('farcaster.hint')}</p>
          {createQr ? (
            <PairingQr uri={uri} createQr={createQr} logo={undefined} label={t('farcaster.signIn')} />
          ) : null}
          <a data-latch-farcaster-link="" href={uri} target="_blank" rel="noopener noreferrer">
            {t('farcaster.open')}
          </a>
          <code data-latch-farcaster-uri="">{uri}</code>
        </>
      ) : (
        <p data-latch-status="" aria-busy="true">
          {t('farcaster.preparing')}
        </p>
      )}
    </div>
  )
}
