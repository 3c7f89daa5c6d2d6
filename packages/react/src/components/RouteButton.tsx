import type { RouterView } from '@latch/core'
import type { ReactNode } from 'react'
import { useLatchInstance } from '../hooks/useLatchInstance'
import { usePreloadView } from '../viewCache/usePreloadView'

/**
 * Props of {@link RouteButton}.
 *
 * @example
 * ```tsx
 * const props: RouteButtonProps = { view: 'Networks', hook: 'network-button', children: 'Network' }
 * ```
 */
export type RouteButtonProps = {
  /** The view it opens (pushed on the modal's history, so Back returns). */
  view: RouterView
  /** Names its `data-latch-<hook>` attribute, which the theme and tests find it by. */
  hook: string
  /** The theme's button look (`data-latch-primary`, `-secondary`, `-quiet`); default the plain button. */
  look?: 'primary' | 'secondary' | 'quiet'
  children: ReactNode
}

/**
 * A button that opens another view of the modal: Account's Network, Send and Wallets buttons, the
 * wallet switcher, Change email, the no-wallet help's ways on. Hover, focus or a press loads the
 * view's code, so the click usually finds it ready.
 *
 * @example
 * ```tsx
 * <RouteButton view="ProfileWallets" hook="profile-button">{t('account.wallets')}</RouteButton>
 * ```
 */
export function RouteButton({ view, hook, look, children }: RouteButtonProps) {
  const latch = useLatchInstance()
  const preload = usePreloadView(view)
  const attribute = { [`data-latch-${hook}`]: '', ...(look ? { [`data-latch-${look}`]: '' } : {}) }
  return (
    <button type="button" {...attribute} {...preload} onClick={() => latch.router.push(view)}>
      {children}
    </button>
  )
}
