import type { Latch } from '@latch/core'
import { loadModalAndView } from './loadModalAndView'

/**
 * Does ahead of the first click what the open would otherwise do on the click's path, while the
 * page is idle: loads the modal's frame and the code of the one view it would open on (Connect, or
 * Account when connected; the other views load when navigated to or on the intent that leads to
 * them), merges the bundled wallet registry (recent, installed and
 * bundled wallets) the Connect view lists, so the modal's first frame shows them, and rehearses
 * the first view off the document (`warmUpModal`) so its code is compiled before the click. Only work that
 * needs no network (the strings of the active locale load from the app's own chunks): with a projectId the hosted registry stays fetched on intent (SPEC: no request
 * before the user asks), and a list already loaded is reused.
 *
 * @param latch - The instance.
 * @returns The modal module, once loaded.
 * @example
 * ```ts
 * requestIdleCallback(() => void prepareOpen(latch))
 * ```
 */
export async function prepareOpen(latch: Latch) {
  const { source, page } = latch.state.wallets
  if (source === 'bundled' && page === 0) void latch.wallets.loadConnectView()
  const [module] = await Promise.all([loadModalAndView(latch), latch.i18n.load()])
  module.warmUpModal(latch)
  return module
}
