import type { Latch, LatchFeatures, RouterView } from '@latch/core'
import type { ViewLoader } from '../../viewCache/createViewCache'
import { connectTitle } from '../connect/connectTitle'
import { loadConnectView } from '../connect/loadConnectView'
import { withLoginMethods } from '../connect/withLoginMethods'

/** Whether the app offers a login method besides wallets (the views then load their code). */
const offersLogin = ({ email, passkey, socials }: LatchFeatures) =>
  email === true || passkey === true || (socials ? socials.length > 0 : false)

/**
 * The code loaders of an instance's views (functions, no state: what is loaded is kept per
 * instance, see {@link viewCacheOf}). Each is a dynamic import: the Connect view is one chunk, every
 * other view a second one (see otherViews.ts for why not one per view, and loadOtherViews.ts for the
 * module that loads it), each with its views' titles (Connect's, {@link connectTitle}, is here in
 * the frame). Where the app offers email, passkey or social login (its options, fixed at
 * `createLatch()`), the login methods' chunk loads with the views that list them, in the same load,
 * so they show with the view's first frame; an app that offers none never fetches it.
 *
 * @param latch - The instance.
 * @returns The loader of a view; views of one chunk share theirs.
 * @example
 * ```ts
 * const views = createViewCache(viewLoaders(latch))
 * ```
 */
export function viewLoaders(latch: Latch): (view: RouterView) => ViewLoader {
  const login = offersLogin(latch.state.options.features)
    ? () => import('../connect/loginMethods').then((m) => m.LOGIN_METHODS)
    : () => Promise.resolve(undefined)
  const connect: ViewLoader = () =>
    Promise.all([loadConnectView(), login()]).then(([m, methods]) => ({
      views: { Connect: methods ? withLoginMethods(m.ConnectView, methods) : m.ConnectView },
      title: connectTitle,
    }))
  // The other views come with the whole translator (plurals, selects, amounts and dates): the
  // modal's prefetch loads only the plain English the frame and Connect show.
  const others: ViewLoader = () =>
    Promise.all([
      import('./loadOtherViews').then((m) => m.loadOtherViews()),
      login(),
      latch.i18n.load(),
    ]).then(([OTHER_VIEWS, methods]) =>
      methods
        ? {
            ...OTHER_VIEWS,
            views: {
              ...OTHER_VIEWS.views,
              SwitchActiveChain: withLoginMethods(OTHER_VIEWS.views.SwitchActiveChain, methods),
            },
          }
        : OTHER_VIEWS,
    )
  return (view) => (view === 'Connect' ? connect : others)
}

/**
 * One view of each chunk: loading these loads the code of every view (the modal does so once it is
 * open and the browser is idle, so a later navigation finds its view ready).
 *
 * @example
 * ```ts
 * await Promise.all(ONE_VIEW_PER_CHUNK.map((view) => views.load(view)))
 * ```
 */
export const ONE_VIEW_PER_CHUNK: readonly RouterView[] = ['Connect', 'Account'] // i18n-ignore: view names
