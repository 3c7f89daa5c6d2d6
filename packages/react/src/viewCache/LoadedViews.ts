import type { LatchTranslator, PendingApproval, RouterData, RouterView } from '@latch/core'
import type { ComponentType } from 'react'

/**
 * The header title of a view (connecting views name the wallet or network they are about,
 * ApproveTransaction the request it shows). Each chunk of views brings the titles of its views, so
 * the modal's frame carries no title but those of the views it has loaded.
 *
 * @example
 * ```ts
 * const title: ViewTitle = (_view, _data, tr) => tr.t('title.connect')
 * ```
 */
export type ViewTitle = (
  view: RouterView,
  data: RouterData,
  tr: LatchTranslator,
  approval?: Pick<PendingApproval, 'method' | 'params' | 'beforeWallet'>,
) => string

/**
 * What one chunk of views gives: its components, by the views they render, and their titles.
 *
 * @example
 * ```ts
 * const connect: LoadedViews = { views: { Connect: ConnectView }, title: connectTitle }
 * ```
 */
export type LoadedViews = { views: Partial<Record<RouterView, ComponentType>>; title: ViewTitle }

/**
 * One loaded view: its component and its title.
 *
 * @example
 * ```ts
 * const shown: LoadedView = { View: ConnectView, title: connectTitle }
 * ```
 */
export type LoadedView = { View: ComponentType; title: ViewTitle }
