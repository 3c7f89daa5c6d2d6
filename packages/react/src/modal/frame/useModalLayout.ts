import { useSyncExternalStore } from 'react'
import { getModalLayout, type ModalLayout, subscribeModalLayout } from './modalLayout'

const serverLayout = (): ModalLayout => 'card'

/**
 * The modal's layout for the current viewport ({@link getModalLayout}), updated when the viewport
 * crosses the 600 px breakpoint.
 *
 * @returns `card` or `sheet`.
 * @example
 * ```tsx
 * const layout = useModalLayout()
 * return <div data-layout={layout}>…</div>
 * ```
 */
export function useModalLayout(): ModalLayout {
  return useSyncExternalStore(subscribeModalLayout, getModalLayout, serverLayout)
}
