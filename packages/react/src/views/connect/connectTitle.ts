import type { ViewTitle } from '../../viewCache/LoadedViews'

/**
 * The Connect view's header title ("Connect Wallet"). It sits in the modal frame's chunk with the
 * view loaders (a few bytes), while the titles of the other views come with their chunk
 * (`viewTitle`), so the frame every visitor prefetches carries only the first view's.
 *
 * @param _view - The router view (Connect).
 * @param _data - Its router data (the title does not depend on it).
 * @param tr - The translator of the active locale.
 * @returns The title text.
 * @example
 * ```ts
 * connectTitle('Connect', {}, tr) // 'Connect Wallet'
 * ```
 */
export const connectTitle: ViewTitle = (_view, _data, tr) => tr.t('title.connect')
