import { useCallback, useEffect, useState } from 'react'
import { useLatchInstance } from '../hooks/useLatchInstance'
import { useLatchSelector } from '../hooks/useLatchSelector'
import type { loadModal } from './loadModal'
import { loadOpen } from './loadOpen'
import { prepareOpen } from './prepareOpen'
import { usePrefetchOnIdle } from './usePrefetchOnIdle'

type ModalModule = Awaited<ReturnType<typeof loadModal>>

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
 * The Latch modal. Its code is a separate chunk loaded on first open (or earlier: when the page is
 * idle and no connection is being restored, or when the connect button is hovered or focused);
 * until then this renders nothing. The idle prefetch loads the modal's frame and the one view it
 * would open on, not the others (they load when navigated to, or on the intent that leads to
 * them), and merges the wallet list the first view shows ({@link prepareOpen}), so the click only
 * renders. The loaded module is kept in state and rendered directly, without Suspense, so an open
 * after the prefetch shows the modal in the same frame instead of after React's Suspense reveal
 * delay. In embedded mode it loads at once and renders inline.
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
  const latch = useLatchInstance()
  const visible = useLatchSelector((s) => s.modal.open || s.options.embedded)
  const [module, setModule] = useState<ModalModule | undefined>(undefined)
  const [wanted, setWanted] = useState(false)
  const load = useCallback(() => {
    void prepareOpen(latch)
    setWanted(true)
  }, [latch])
  // A reload's restore waits for the wallet's answer: the prefetch's compiles in that wait would
  // delay the answer's handling and the address's paint, so it starts once no restore is pending.
  const restoring = useLatchSelector((s) => Object.values(s.connections.status).includes('reconnecting'))
  usePrefetchOnIdle(prefetch && !module && !restoring ? load : undefined)

  useEffect(() => {
    if (module || !(wanted || visible)) return
    let live = true
    // The views' strings (the i18n runtime, English and the active locale) load with the views;
    // the first view's code with the frame, so the modal's first frame shows it (see loadOpen).
    loadOpen(latch).then((loaded) => {
      if (live) setModule(loaded)
    })
    return () => {
      live = false
    }
  }, [latch, module, wanted, visible])

  if (!visible || !module) return null
  const { ModalRoot } = module
  return <ModalRoot {...(className === undefined ? {} : { className })} />
}
