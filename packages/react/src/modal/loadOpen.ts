import type { Latch } from '@latch/core'
import { loadConnectView } from '../views/connect/loadConnectView'
import { openingView } from '../views/loading/openingView'
import { loadModal } from './loadModal'

/**
 * Starts every load the modal's first frame waits for: the modal's frame and the code of the view
 * it opens on (Connect, or Account when connected; Connect's at the same time as the frame's), the
 * strings of the active locale, and the bundled wallet registry the Connect view lists (recent,
 * installed and bundled wallets). Each load runs once, so calling it again (hover, focus, press,
 * the idle prefetch, the open) joins the loads already under way. Only work that needs no network:
 * with a projectId the hosted registry stays fetched on intent (SPEC: no request before the user
 * asks).
 *
 * The connect button calls it on hover, focus and press: a press is a frame or more before its
 * click, and a hover much more, so the strings and the wallet list no longer start at the click.
 *
 * @param latch - The instance.
 * @returns The modal module, once it and the strings have loaded.
 * @example
 * ```tsx
 * <button onPointerEnter={() => void loadOpen(latch)} onClick={() => void latch.open()} />
 * ```
 */
export async function loadOpen(latch: Latch) {
  const { source, page } = latch.state.wallets
  if (source === 'bundled' && page === 0) void latch.wallets.loadConnectView().catch(() => undefined)
  // Connect's code is asked for with the frame's, not once the frame's chunk has run (it holds the
  // view cache): an open right after the page loaded would otherwise fetch the two one after the
  // other. The view cache then finds the modules loaded.
  if (openingView(latch) === 'Connect') void loadConnectView().catch(() => undefined)
  const [module] = await Promise.all([
    // the frame, then the code of the view it opens on, and only that view
    loadModal().then((loaded) => loaded.loadOpeningView(latch).then(() => loaded)),
    // the strings the frame and the first view show: a view that needs plurals or formats brings them
    latch.i18n.load({ plain: true }),
  ])
  return module
}
