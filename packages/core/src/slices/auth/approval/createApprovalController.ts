import { ref } from 'valtio/vanilla'
import type { RouterData, RouterView } from '../../../kernel/router/views'
import { CONSTANTS } from '../../../shared/constants/constants'
import type { CaipNetworkId, ChainNamespace } from '../../../shared/networks/types'
import { deepFreeze } from '../../../shared/validation/cloneFrozen'
import { ApprovalLimitError } from './ApprovalLimitError'
import type { ApprovalActions, ApprovalState, PendingApproval } from './types'

/**
 * What the approval controller needs from the instance: the clock, the modal and the router.
 *
 * @example
 * ```ts
 * const context: ApprovalContext = {
 *   now: Date.now,
 *   modal: { isOpen: () => state.modal.open, open: (p) => modal.open(p), close: () => modal.close({ force: true }), onClose: modal.actions.onClose },
 *   router: { getView: () => state.router.view, push: router.push, goBackTo: router.goBackTo, reset: router.reset },
 * }
 * ```
 */
export type ApprovalContext = {
  now: () => number
  modal: {
    isOpen: () => boolean
    open: (params: { view: RouterView; data: RouterData }) => void
    /** Close without the sign-in veto. */
    close: () => void
    onClose: (listener: () => void) => () => void
  }
  router: {
    getView: () => RouterView
    push: (view: RouterView, data?: RouterData) => void
    goBackTo: (view: RouterView) => boolean
    reset: (view: RouterView) => void
  }
}

/**
 * A request to approve: namespace, method and params, and the network it will be sent on. The
 * params are the very object that will be sent (Latch's frozen copy, see `freezeRpcRequest`).
 *
 * @example
 * ```ts
 * const request: ApprovalRequest = { namespace: 'eip155', method: 'personal_sign', params: ['0x68', '0xabc'] }
 * ```
 */
export type ApprovalRequest = {
  namespace: ChainNamespace
  method: string
  params?: unknown
  caipNetworkId?: CaipNetworkId | undefined
}

/** Keeps an object out of valtio's proxying, so the state holds the very object that is sent. */
const asIs = (value: unknown): unknown =>
  typeof value === 'object' && value !== null ? ref(deepFreeze(value)) : value

/**
 * The approval controller (SPEC §6): each not-safe request waits in `state.pending` (at most 99,
 * the next is refused with {@link ApprovalLimitError}) while the ApproveTransaction view shows it,
 * opening the modal if it was closed. When the last one settles the modal returns to the view it
 * came from, or closes again if it was closed. Closing the modal declines everything waiting.
 *
 * The params a request waits with are the object the caller will send, kept as is (not copied into
 * the state) and frozen, so the view renders exactly what is sent and nothing can change it while
 * the user reads it.
 *
 * @param state - The instance's approval slice.
 * @param context - Clock, modal and router.
 * @returns `actions` (the public approval actions, `ask`, which resolves `true` on approve and `false` on decline, and `dispose`) and `selectors`.
 * @example
 * ```ts
 * const approval = createApprovalController(state.approval, context)
 * const approved = await approval.actions.ask({ namespace: 'eip155', method: 'personal_sign', params })
 * ```
 */
export function createApprovalController(state: ApprovalState, context: ApprovalContext) {
  const resolvers = new Map<string, (approved: boolean) => void>()
  let counter = 0
  let origin: { openedModal: boolean; view: RouterView } | undefined

  const returnToOrigin = () => {
    const from = origin
    origin = undefined
    if (!from || !context.modal.isOpen()) return
    if (from.openedModal) context.modal.close()
    else if (!context.router.goBackTo(from.view)) context.router.reset(from.view)
  }

  const settle = (id: string, approved: boolean): boolean => {
    const resolve = resolvers.get(id)
    if (!resolve) return false
    resolvers.delete(id)
    state.pending = state.pending.filter((p) => p.id !== id)
    resolve(approved)
    if (state.pending.length === 0) returnToOrigin()
    return true
  }

  const removeCloseListener = context.modal.onClose(() => {
    origin = undefined
    for (const p of [...state.pending]) settle(p.id, false)
  })

  function ask(request: ApprovalRequest): Promise<boolean> {
    if (state.pending.length >= CONSTANTS.pendingTransactionsMax)
      return Promise.reject(new ApprovalLimitError(request.method))
    counter += 1
    const entry: PendingApproval = {
      id: `approval-${counter}`,
      namespace: request.namespace,
      method: request.method,
      params: asIs(request.params),
      ...(request.caipNetworkId === undefined ? {} : { caipNetworkId: request.caipNetworkId }),
      createdAt: context.now(),
    }
    const decided = new Promise<boolean>((resolve) => resolvers.set(entry.id, resolve))
    const first = state.pending.length === 0
    state.pending = [...state.pending, entry]
    if (first) {
      const open = context.modal.isOpen()
      origin = { openedModal: !open, view: context.router.getView() }
      const data = { method: entry.method }
      if (open) context.router.push('ApproveTransaction', data)
      else context.modal.open({ view: 'ApproveTransaction', data })
    }
    return decided
  }

  const publicActions: ApprovalActions = {
    pending: () => state.pending,
    approve: (id) => settle(id, true),
    decline: (id) => settle(id, false),
  }

  return { actions: { ...publicActions, ask, dispose: removeCloseListener }, selectors: approvalSelectors }
}

/**
 * Pure reads of the approval state (live state or snapshot).
 *
 * @example
 * ```ts
 * approvalSelectors.first(latch.getState().approval)?.method
 * ```
 */
export const approvalSelectors = {
  /** The requests waiting for a decision, oldest first. */
  pending: (state: Readonly<ApprovalState>) => state.pending,
  /** The request shown (the oldest waiting one). */
  first: (state: Readonly<ApprovalState>) => state.pending[0],
}

/**
 * What {@link createApprovalController} returns.
 *
 * @example
 * ```ts
 * const approval: ApprovalController = createApprovalController(state.approval, context)
 * ```
 */
export type ApprovalController = ReturnType<typeof createApprovalController>
