import { lazy, Suspense } from 'react'
import { useLatchSnapshot } from '../hooks/useLatchSnapshot'
import { loadModal } from './loadModal'
import { usePrefetchOnIdle } from './usePrefetchOnIdle'

const ModalRoot = lazy(() => loadModal().then((m) => ({ default: m.ModalRoot })))

/**
 * Props of {@link LatchModal}.
 *
 * @example
 * ```tsx
 * <LatchModal prefetch={false} />
 * ```
 */
export type LatchModalProps = {
  /** Prefetch the modal's code when the page is idle. Default true. */
  prefetch?: boolean
  /** Class of the dialog element. */
  className?: string
}

/**
 * The Latch modal. Its code loads on first open (or earlier, on idle / connect-button hover); until
 * then this renders nothing. In embedded mode it renders inline and loads at once.
 *
 * @example
 * ```tsx
 * <LatchProvider latch={latch} modal={false}>
 *   <App />
 *   <LatchModal />
 * </LatchProvider>
 * ```
 */
export function LatchModal({ prefetch = true, className }: LatchModalProps) {
  const snap = useLatchSnapshot()
  const visible = snap.modal.open || snap.options.embedded
  usePrefetchOnIdle(prefetch)
  if (!visible) return null
  return (
    <Suspense fallback={null}>
      <ModalRoot {...(className === undefined ? {} : { className })} />
    </Suspense>
  )
}
