import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'

/**
 * SwitchActiveChain (SPEC §2): switching to a network of another chain family that is not
 * connected yet. Confirming makes that namespace active and goes on to `navigateTo` (replacing
 * this view when `navigateWithReplace`).
 *
 * @example
 * ```tsx
 * <SwitchActiveChainView />
 * ```
 */
export function SwitchActiveChainView() {
  const latch = useLatchInstance()
  const { switchToChain, navigateTo, navigateWithReplace, network } = useLatchSelector((s) => ({
    switchToChain: s.router.data.switchToChain,
    navigateTo: s.router.data.navigateTo,
    navigateWithReplace: s.router.data.navigateWithReplace,
    network: s.router.data.network,
  }))
  const onConfirm = () => {
    if (switchToChain) latch.chains.setActiveNamespace(switchToChain)
    const target = navigateTo ?? 'Connect'
    if (navigateWithReplace) latch.router.replace(target)
    else latch.router.push(target)
  }
  return (
    <div data-latch-view="SwitchActiveChain">
      <p data-latch-status="">Switch to {network?.name ?? switchToChain}</p>
      <p data-latch-hint="">Connect a wallet for this network to continue.</p>
      <button type="button" data-latch-primary="" onClick={onConfirm}>
        Switch
      </button>
    </div>
  )
}
