import { useLatchInstance } from '../hooks/useLatchInstance'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { useTranslation } from '../hooks/useTranslation'

/**
 * Shows the current library alert (SPEC §8: "Session Expired", "Multi-Wallet Not Enabled" with its
 * advice…) with a dismiss button.
 *
 * @example
 * ```tsx
 * <AlertBanner />
 * ```
 */
export function AlertBanner() {
  const latch = useLatchInstance()
  const alert = useLatchSelector((s) => s.alerts.current)
  const tr = useTranslation()
  if (!alert) return null
  return (
    <div data-latch-alert="" data-variant={alert.variant} role="alert">
      <p data-latch-alert-message="">{tr.message(alert.message)}</p>
      {alert.advice ? <p data-latch-alert-advice="">{tr.message(alert.advice)}</p> : null}
      <button type="button" data-latch-alert-dismiss="" onClick={() => latch.alerts.dismiss()}>
        {tr.t('common.dismiss')}
      </button>
    </div>
  )
}
