import { offersWalletHelp } from '@latch/core/views'
import { useLatchInstance } from '../hooks/useLatchInstance'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { useT } from '../hooks/useT'
import { usePreloadView } from '../viewCache/usePreloadView'

/**
 * Props of {@link ModalHeader}.
 *
 * @example
 * ```tsx
 * <ModalHeader titleId={id} title="Connect Wallet" canGoBack={false} onBack={back} onClose={close} canClose />
 * ```
 */
export type ModalHeaderProps = {
  titleId: string
  title: string
  canGoBack: boolean
  onBack: () => void
  onClose: () => void
  /** False where closing would be refused (a required sign-in waits): no close button is offered. */
  canClose: boolean
}

/**
 * The modal header: back button (when there is history; else, where core offers the no-wallet
 * help, a "?" that opens WhatIsAWallet, named "What is a wallet?"), the view title (animated by the theme on
 * change: it is keyed by the title; focusable so a view change can move focus to it) and the close
 * button, left out where closing would be refused (the view offers its own way out).
 *
 * @example
 * ```tsx
 * <ModalHeader titleId="t" title="Account" canGoBack onBack={goBack} onClose={close} canClose />
 * ```
 */
export function ModalHeader({ titleId, title, canGoBack, onBack, onClose, canClose }: ModalHeaderProps) {
  const latch = useLatchInstance()
  const t = useT()
  const help = useLatchSelector((s) => offersWalletHelp(s.router))
  const preloadHelp = usePreloadView('WhatIsAWallet')
  return (
    <div data-latch-header="">
      {canGoBack ? (
        <button type="button" data-latch-back="" aria-label={t('common.back')} onClick={onBack}>
          <span aria-hidden="true">‹</span>
        </button>
      ) : help ? (
        <button
          type="button"
          data-latch-help=""
          aria-label={t('title.whatIsAWallet')}
          {...preloadHelp}
          onClick={() => latch.router.push('WhatIsAWallet')}
        >
          <span aria-hidden="true">?</span>
        </button>
      ) : (
        <span data-latch-header-spacer="" />
      )}
      <h2 id={titleId} key={title} data-latch-title="" tabIndex={-1}>
        {title}
      </h2>
      {canClose ? (
        <button type="button" data-latch-close="" aria-label={t('common.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      ) : (
        <span data-latch-header-spacer="" />
      )}
    </div>
  )
}
