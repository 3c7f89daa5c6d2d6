import { selectModalFrame } from '@latch/core'
import { useEffect, useRef, useState } from 'react'
import { AlertBanner } from '../components/AlertBanner'
import { ModalHeader } from '../components/ModalHeader'
import { ToastRegion } from '../components/ToastRegion'
import { Dialog } from '../dialog/Dialog'
import { useLatchInstance } from '../hooks/useLatchInstance'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { useTranslation } from '../hooks/useTranslation'
import { ViewSwitch } from '../views/ViewSwitch'
import { viewTitle } from '../views/viewTitle'
import { useModalHeight } from './frame/useModalHeight'
import { useModalLayout } from './frame/useModalLayout'
import { useFocusOnViewChange } from './useFocusOnViewChange'

/**
 * The modal itself (loaded lazily by `LatchModal`): the dialog, its header, the current router
 * view with its transition direction (none for the first view of an open, which paints at once),
 * alerts and toasts. Closing goes through `latch.close()`, so
 * the core's closing rules apply (a required sign-in refuses and shakes), and the close button is
 * not offered where the core would refuse. On every view change focus moves to the new view's
 * heading or field ({@link useFocusOnViewChange}). The content sits in a frame that the theme
 * animates to the content's height ({@link useModalHeight}) and that carries the layout: a card,
 * or under 600 px a bottom sheet ({@link useModalLayout}).
 *
 * @example
 * ```tsx
 * <ModalRoot />
 * ```
 *
 * The modal's language: it renders once the strings of the active locale are loaded (the
 * `LatchModal` loads them with this chunk), with `lang` and `dir` on its root, and re-renders in
 * place when `latch.setLocale()` switches.
 *
 * @param props - Class of the dialog; `rehearsal` renders the open modal inline for
 *   `warmUpModal` (never shown).
 */
export function ModalRoot(props: { className?: string; rehearsal?: boolean }) {
  const latch = useLatchInstance()
  const ready = useLatchSelector((s) => s.i18n.ready)
  useEffect(() => {
    if (!ready) void latch.i18n.load()
  }, [latch, ready])
  return ready ? <ModalContent {...props} /> : null
}

function ModalContent({ className, rehearsal = false }: { className?: string; rehearsal?: boolean }) {
  const latch = useLatchInstance()
  const tr = useTranslation()
  // A rehearsal (warmUpModal) renders the open modal inline, off the document.
  const { view, data, depth, canGoBack, transition, embedded, open, shake, loading, firstApproval } =
    useLatchSelector((s) => selectModalFrame(s, rehearsal))
  const rootRef = useRef<HTMLDivElement>(null)
  const frameRef = useRef<HTMLDivElement>(null)
  const layout = useModalLayout()
  const viewKey = `${view}:${depth}`
  useFocusOnViewChange(rootRef, viewKey)
  useModalHeight(frameRef, rootRef, open)
  // The first view of an open is painted at once, in the first frame: the theme's view transition
  // and header fade start from transparent, so they run only once the view has changed.
  const [openedOn] = useState(viewKey)
  const viewChanged = useRef(false)
  if (viewKey !== openedOn) viewChanged.current = true
  const shownTransition = viewChanged.current ? transition : undefined
  return (
    <Dialog
      open={open}
      embedded={embedded}
      shake={shake}
      lang={tr.locale}
      dir={tr.dir}
      onOpenChange={(open) => {
        if (!open) latch.close()
      }}
      {...(className === undefined ? {} : { className })}
    >
      {({ titleId, requestClose }) => (
        <div ref={frameRef} data-latch-frame="" data-layout={embedded ? 'embedded' : layout}>
          <div
            ref={rootRef}
            data-latch-modal=""
            data-view={view}
            data-transition={shownTransition}
            data-loading={loading ? '' : undefined}
          >
            <ModalHeader
              titleId={titleId}
              title={viewTitle(view, data, tr, firstApproval)}
              canGoBack={canGoBack}
              onBack={() => latch.router.goBack()}
              onClose={requestClose}
              canClose={latch.modal.canClose()}
            />
            <AlertBanner />
            <div data-latch-body="" data-transition={shownTransition} key={viewKey}>
              <ViewSwitch view={view} />
            </div>
            <ToastRegion />
          </div>
        </div>
      )}
    </Dialog>
  )
}
