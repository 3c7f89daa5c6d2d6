import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useT } from '../../hooks/useT'

/**
 * SwitchActiveChain (SPEC §2): switching to a network of another chain family that is not
 * connected yet. Confirming makes the router's `network` the active one (its namespace with it) and
 * goes on to `navigateTo` (replacing this view when `navigateWithReplace`), through
 * `latch.chains.confirmSwitch`.
 *
 * @example
 * ```tsx
 * <SwitchActiveChainView />
 * ```
 */
export function SwitchActiveChainView() {
  const latch = useLatchInstance()
  const t = useT()
  const onConfirm = () => void latch.chains.confirmSwitch()
  return (
    <div data-latch-view="SwitchActiveChain">
      <p data-latch-hint="">{t('networks.connectForNetwork')}</p>
      <button type="button" data-latch-primary="" onClick={onConfirm}>
        {t('networks.switch')}
      </button>
    </div>
  )
}
