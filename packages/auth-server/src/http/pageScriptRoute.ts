import type { Route } from './Route'

/**
 * The route that serves a page's script at the page's path plus `.js`: the service's pages load
 * their script from the same origin instead of inlining it, so their Content-Security-Policy
 * allows no inline script.
 *
 * @param pagePath - Path of the page that loads the script.
 * @param script - The script's source.
 * @returns The `GET <pagePath>.js` route.
 * @example
 * ```ts
 * const routes: Route[] = [pageScriptRoute(API_PATHS.deviceApprove, DEVICE_APPROVAL_SCRIPT)]
 * ```
 */
export function pageScriptRoute(pagePath: string, script: string): Route {
  return { method: 'GET', path: `${pagePath}.js`, handle: () => ({ script }) }
}
