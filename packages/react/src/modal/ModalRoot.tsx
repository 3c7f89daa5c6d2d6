import { useRef } from 'react'
import { AlertBanner } from '../components/AlertBanner'
import { ModalHeader } from '../components/ModalHeader'
import { ToastRegion } from '../components/ToastRegion'
import { Dialog } from '../dialog/Dialog'
import { useLatchInstance } from '../hooks/useLatchInstance'
import { useLatchSnapshot } from '../hooks/useLatchSnapshot'
import { ViewSwitch } from '../views/ViewSwitch'
import { viewTitle } from '../views/viewTitle'
import { useModalHeight } from './frame/useModalHeight'
import { useModalLayout } from './frame/useModalLayout'
import { useFocusOnViewChange } from './useFocusOnViewChange'

/**
 * The modal itself (loaded lazily by `LatchModal`): the dialog, its header, the current router
 * view with its transition direction, alerts and toasts. Closing goes through `latch.close()`, so
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
 */
export function ModalRoot({ className }: { className?: string }) {
  const latch = useLatchInstance()
  const snap = useLatchSnapshot()
  const { view, data, history, transition } = snap.router
  const embedded = snap.options.embedded
  const rootRef = useRef<HTMLDivElement>(null)
  const frameRef = useRef<HTMLDivElement>(null)
  const open = snap.modal.open || embedded
  const layout = useModalLayout()
  useFocusOnViewChange(rootRef, `${view}:${history.length}`)
  useModalHeight(frameRef, rootRef, open)
  return (
    <Dialog
      open={open}
      embedded={embedded}
      shake={snap.modal.shake}
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
            data-loading={snap.modal.loading ? '' : undefined}
          >
            <ModalHeader
              titleId={titleId}
              title={viewTitle(view, data, snap.approval.pending[0])}
              canGoBack={history.length > 1}
              onBack={() => latch.router.goBack()}
              onClose={requestClose}
              canClose={latch.modal.canClose()}
            />
            <AlertBanner />
            <div data-latch-body="" data-transition={transition} key={`${view}:${history.length}`}>
              <ViewSwitch view={view} />
            </div>
            <ToastRegion />
          </div>
        </div>
      )}
    </Dialog>
  )
}
