import type { ChainNamespace, RouterView } from '@latch/core'
import { useLatchSelector } from './useLatchSelector'

/**
 * The modal's public state: open, loading, current view, active namespace and network id.
 * Re-renders only when one of these fields changes.
 *
 * @returns The modal state.
 * @example
 * ```tsx
 * const { open, view } = useLatchState()
 * ```
 */
export function useLatchState(): {
  open: boolean
  loading: boolean
  view: RouterView
  activeNamespace: ChainNamespace
  selectedNetworkId: string | undefined
} {
  const open = useLatchSelector((s) => s.modal.open)
  const loading = useLatchSelector((s) => s.modal.loading)
  const view = useLatchSelector((s) => s.router.view)
  const activeNamespace = useLatchSelector((s) => s.chains.activeNamespace)
  const selectedNetworkId = useLatchSelector((s) => s.chains.activeNetworkIds[s.chains.activeNamespace])
  return { open, loading, view, activeNamespace, selectedNetworkId }
}
