import { type LatchSnapshot, selectModalFrame } from '@latch/core'
import { type ComponentType, useRef, useState } from 'react'
import { AlertBanner } from '../components/AlertBanner'
import { ModalHeader } from '../components/ModalHeader'
import { ToastRegion } from '../components/ToastRegion'
import { Dialog } from '../dialog/Dialog'
import { useLatchInstance } from '../hooks/useLatchInstance'
import { useTranslation } from '../hooks/useTranslation'
import type { ViewTitle } from '../viewCache/LoadedViews'
import { useModalHeight } from './frame/useModalHeight'
import { useModalLayout } from './frame/useModalLayout'
import { useFocusOnViewChange } from './useFocusOnViewChange'

const selectFrame = (snapshot: LatchSnapshot) => selectModalFrame(snapshot)

/**
 * What the modal's frame shows of the router and the modal (`selectModalFrame`).
 *
 * @example
 * ```ts
 * const frame: Frame = selectModalFrame(latch.getState())
 * ```
 */
export type Frame = ReturnType<typeof selectFrame>

/**
 * The modal's frame around one view: the dialog, its header, the view with its transition
 * direction (none for the first view of an open, which paints at once), alerts and toasts. The header
 * title is the view's `title`, which came with its code (`LoadedViews`). `frame`
 * is the router frame shown (the last one whose view's code is loaded); `live` what follows the
 * modal at once (open, shake, loading).
 *
 * @example
 * ```tsx
 * <ModalFrame frame={shown.frame} View={shown.View} title={shown.title} live={{ embedded, open, shake, loading }} />
 * ```
 */
export function ModalFrame({
  className,
  frame: { view, data, depth, canGoBack, transition, firstApproval },
  View,
  title,
  live: { embedded, open, shake, loading },
}: {
  className?: string | undefined
  frame: Frame
  View: ComponentType
  title: ViewTitle
  live: Pick<Frame, 'embedded' | 'open' | 'shake' | 'loading'>
}) {
  const latch = useLatchInstance()
  const tr = useTranslation()
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
              title={title(view, data, tr, firstApproval)}
              canGoBack={canGoBack}
              onBack={() => latch.router.goBack()}
              onClose={requestClose}
              canClose={latch.modal.canClose()}
            />
            <AlertBanner />
            <div data-latch-body="" data-transition={shownTransition} key={viewKey}>
              <View />
            </div>
            <ToastRegion />
          </div>
        </div>
      )}
    </Dialog>
  )
}
