import type { LatchTranslator, PendingApproval } from '@latch/core'
import type { ComponentType } from 'react'

/**
 * A view's own header title, for a view whose title depends on what it shows (ApproveTransaction
 * names its request). It comes with the view's code, so the modal's frame does not carry what only
 * that view reads.
 *
 * @example
 * ```ts
 * const title: ViewTitle = (tr, approval) => (approval ? tr.t('approve.beforeWallet') : undefined)
 * ```
 */
export type ViewTitle = (
  tr: LatchTranslator,
  approval: Pick<PendingApproval, 'method' | 'params' | 'beforeWallet'> | undefined,
) => string | undefined

/**
 * A view's component as the modal's frame receives it: with its own `title` where the view names
 * what it shows (else the frame's title for the view, `viewTitle`).
 *
 * @example
 * ```ts
 * const View: ViewComponent = Object.assign(() => null, { title: approvalTitle })
 * ```
 */
export type ViewComponent = ComponentType & { title?: ViewTitle }
