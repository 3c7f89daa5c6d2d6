import type { SocialProvider } from './socialProvider'
import type { RouterData, RouterView } from './views'

/**
 * What a view opened by `open({ view })` is checked against: its router data, and the social logins
 * the app offers.
 *
 * @example
 * ```ts
 * const input: ViewDataInput = { view: 'SwitchNetwork', data: {}, socials: [] }
 * ```
 */
export type ViewDataInput = {
  view: RouterView
  data: RouterData | undefined
  socials: readonly SocialProvider[]
}

/**
 * A view that cannot show anything sensible without what it is about opens the view where the
 * visitor chooses it instead, never a dead end:
 * - SwitchNetwork and SwitchActiveChain without a `network` → Networks (the network list);
 * - ConnectingExternal without a `wallet`, and ConnectingSocial without a `socialProvider` the app
 *   offers → Connect.
 * Every other view, and these with their data, opens as asked.
 *
 * @param input - See {@link ViewDataInput}.
 * @returns The view to open.
 * @example
 * ```ts
 * resolveViewData({ view: 'SwitchNetwork', data: undefined, socials: [] }) // 'Networks'
 * resolveViewData({ view: 'ConnectingSocial', data: { socialProvider: 'google' }, socials: ['google'] }) // 'ConnectingSocial'
 * ```
 */
export function resolveViewData({ view, data = {}, socials }: ViewDataInput): RouterView {
  switch (view) {
    case 'SwitchNetwork':
    case 'SwitchActiveChain':
      return data.network ? view : 'Networks'
    case 'ConnectingExternal':
      return data.wallet ? view : 'Connect'
    case 'ConnectingSocial':
      return data.socialProvider && socials.includes(data.socialProvider) ? view : 'Connect'
    default:
      return view
  }
}
