import type { ChainNamespace, RouterView } from '@latch/core'
import { useLatchSnapshot } from './useLatchSnapshot'

/**
 * The modal's public state: open, loading, current view, active namespace and network id.
 * Re-renders only when a field the caller reads changes.
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
  const snap = useLatchSnapshot()
  return {
    get open() {
      return snap.modal.open
    },
    get loading() {
      return snap.modal.loading
    },
    get view() {
      return snap.router.view
    },
    get activeNamespace() {
      return snap.chains.activeNamespace
    },
    get selectedNetworkId() {
      return snap.chains.activeNetworkIds[snap.chains.activeNamespace]
    },
  }
}
