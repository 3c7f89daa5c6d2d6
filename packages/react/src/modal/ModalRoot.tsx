import { selectModalFrame } from '@latch/core'
import { useCallback, useContext, useEffect } from 'react'
import { ArtworkContext } from '../components/icons/ArtworkContext'
import { MODAL_ARTWORK } from '../components/icons/modalArtwork'
import { useLatchInstance } from '../hooks/useLatchInstance'
import { useLatchSelector } from '../hooks/useLatchSelector'
import type { ViewCache } from '../viewCache/createViewCache'
import { ViewCacheContext } from '../viewCache/ViewCacheContext'
import { viewCacheOf } from '../views/loading/viewCacheOf'
import { ONE_VIEW_PER_CHUNK } from '../views/loading/viewLoaders'
import { useModalHeight } from './frame/useModalHeight'
import { useModalLayout } from './frame/useModalLayout'
import { ModalFrame } from './ModalFrame'
import { usePrefetchOnIdle } from './usePrefetchOnIdle'
import { useShownFrame } from './useShownFrame'

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
 * The views' code is not in this chunk: Connect is a chunk of its own, every other view a second one,
 * loaded once per instance ({@link viewCacheOf}). The modal renders once its first view's code is
 * loaded (the provider's idle prefetch loads it ahead), and when the router moves to a view not
 * loaded yet it keeps showing the previous view, header included, until the new one has loaded
 * ({@link useShownFrame}). Once the modal is open on its first view, the other views' code loads
 * when the browser is idle, so a navigation usually finds its view ready.
 *
 * @param props - Class of the dialog; `rehearsal` renders the open modal inline for
 *   `warmUpModal` (never shown).
 */
export function ModalRoot(props: { className?: string; rehearsal?: boolean }) {
  const latch = useLatchInstance()
  const ready = useLatchSelector((s) => s.i18n.ready)
  useEffect(() => {
    if (!ready) void latch.i18n.load({ plain: true })
  }, [latch, ready])
  // The instance's record of loaded views, unless a cache is given (tests control its loads).
  const views = useContext(ViewCacheContext) ?? viewCacheOf(latch)
  // A rehearsal draws no icons: their marks load when the modal is first shown, not before the click.
  return ready ? (
    <ViewCacheContext.Provider value={views}>
      <ArtworkContext.Provider value={props.rehearsal ? null : MODAL_ARTWORK}>
        <ModalContent {...props} views={views} />
      </ArtworkContext.Provider>
    </ViewCacheContext.Provider>
  ) : null
}

type ContentProps = { className?: string; rehearsal?: boolean; views: ViewCache }

function ModalContent({ rehearsal = false, views, ...props }: ContentProps) {
  // A rehearsal (warmUpModal) renders the open modal inline, in a hidden host, for one task.
  const live = useLatchSelector((s) => selectModalFrame(s, rehearsal))
  const shown = useShownFrame(live, views)
  // Once the modal is open on its first view, the other views' code loads when the browser is idle:
  // the page fetched only the first view before the click, and a navigation then finds its view ready.
  // So does the code a connect runs (the connection flows, the adapters' own code: `latch.ready()`
  // loads it), which a visitor with nothing to restore has not loaded: after the first frame, never
  // competing with it, and before a pick.
  const latch = useLatchInstance()
  const loadOthers = useCallback(() => {
    for (const view of ONE_VIEW_PER_CHUNK) views.load(view).catch(() => {})
    latch.ready().catch(() => {})
  }, [views, latch])
  usePrefetchOnIdle(shown && live.open && !rehearsal ? loadOthers : undefined)
  if (!shown) return null
  const { embedded, open, shake, loading } = live
  return (
    <ModalFrame
      {...props}
      frame={shown.frame}
      View={shown.View}
      title={shown.title}
      live={{ embedded, open, shake, loading }}
    />
  )
}
