import { MESSAGES } from '@latch/core'
import { useState } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useTranslation } from '../../hooks/useTranslation'
import { errorMessage } from '../../utils/errorMessage'
import type { LoginMethodProps } from './LoginMethodsContext'

// Our own line drawing of a key on the 24-unit grid of the help glyphs, stroked in the text colour.
// i18n-ignore: SVG path data
const KEY_PATH = 'M9.8 13.2 20 3M17 6l3 3M14.5 8.5l2 2M11 16a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z'

/**
 * Passkey login on the Connect view, with email (`features.passkey`): "Continue with a passkey"
 * signs in with a passkey the visitor has, "New here? Create a passkey" makes a new account with a
 * new one (core's `latch.auth.connectPasskey`). The wallet service asks in its own prompt (the
 * embedded wallet's key frame, over the modal) and the device verifies the visitor; then the core
 * connects and shows Account. A failure or a cancel is shown under the buttons.
 *
 * @example
 * ```tsx
 * <PasskeyLogin onStart={() => enterListNetwork(latch)} />
 * ```
 */
export function PasskeyLogin({ onStart }: LoginMethodProps) {
  const latch = useLatchInstance()
  const tr = useTranslation()
  const loading = useLatchSelector((s) => s.auth.loading)
  const [error, setError] = useState<string | undefined>(undefined)
  const start = (mode: 'signIn' | 'signUp') => {
    onStart()
    setError(undefined)
    latch.auth
      .connectPasskey(mode)
      .catch((cause: unknown) => setError(errorMessage(cause, MESSAGES.failedToConnect)))
  }
  return (
    <div data-latch-passkey-login="" data-state={loading ? 'loading' : error ? 'error' : 'idle'}>
      <button type="button" data-latch-passkey="" disabled={loading} onClick={() => start('signIn')}>
        <svg data-latch-passkey-glyph="" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d={KEY_PATH} />
        </svg>
        {tr.t('connect.passkey')}
      </button>
      <button type="button" data-latch-passkey-create="" disabled={loading} onClick={() => start('signUp')}>
        {tr.t('connect.passkeyCreate')}
      </button>
      {error ? (
        <p data-latch-error="" role="alert">
          {tr.message(error)}
        </p>
      ) : null}
    </div>
  )
}
