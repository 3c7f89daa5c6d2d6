import { ref } from 'valtio/vanilla'
import type { RouterView } from '../../../kernel/router/views'
import { CONSTANTS } from '../../../shared/constants/constants'
import { deepFreeze } from '../../../shared/validation/cloneFrozen'
import { ApprovalLimitError } from './ApprovalLimitError'
import type { ApprovalContext, ApprovalRequest } from './approvalContext'
import { followPreview } from './followPreview'
import type { ApprovalActions, ApprovalState, PendingApproval, RequestReview } from './types'

// The controller's context and request types live beside it; the instance names them here.
export type { ApprovalContext, ApprovalRequest } from './approvalContext'

/** The requests simulated before approval (see `simulation/reviewRequest`). */
const SIMULATED = ['eth_sendTransaction', 'solana_signAndSendTransaction', 'solana_signTransaction']

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
 * @param deps - Clock, modal and router.
 * @returns `actions` (the public approval actions and `ask`, which resolves `true` on approve and `false` on decline) and `dispose`.
 * @example
 * ```ts
 * const approval = createApprovalController(state.approval, deps)
 * const approved = await approval.actions.ask({ namespace: 'eip155', method: 'personal_sign', params })
 * ```
 */
export function createApprovalController(state: ApprovalState, deps: ApprovalContext) {
  const resolvers = new Map<string, (approved: boolean) => void>()
  let counter = 0
  let origin: { openedModal: boolean; view: RouterView } | undefined

  const returnToOrigin = () => {
    const from = origin
    origin = undefined
    if (!from || !deps.modal.isOpen()) return
    if (from.openedModal) deps.modal.close()
    else if (!deps.router.goBackTo(from.view)) deps.router.reset(from.view)
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

  const removeCloseListener = deps.modal.onClose(() => {
    origin = undefined
    for (const p of [...state.pending]) settle(p.id, false)
  })

  // the words load with the first transaction, typed data, batch or permission grant to approve and
  // join its entry when read
  const readWords = async (entry: PendingApproval) => {
    const context = deps.clearSigning?.(entry.caipNetworkId)
    if (entry.method === 'wallet_sendCalls') {
      const [{ describeBatch }, { clearSignBatch }] = await Promise.all([
        import('./describeBatch'),
        import('../../clearSigning/clearSignBatch'),
      ])
      const batch = ref(
        deepFreeze(describeBatch(entry.params, context ? clearSignBatch(entry.params, context) : [])),
      )
      if (resolvers.has(entry.id))
        state.pending = state.pending.map((p) => (p.id === entry.id ? { ...p, batch } : p))
      return
    }
    if (entry.method === 'wallet_grantPermissions' || entry.method === 'wallet_revokePermissions') {
      const { describePermissionRequest } = await import('./describePermissionApproval')
      const permissions = describePermissionRequest(entry.method, entry.params)
      if (permissions && resolvers.has(entry.id))
        state.pending = state.pending.map((p) =>
          p.id === entry.id ? { ...p, permissions: ref(deepFreeze(permissions)) } : p,
        )
      return
    }
    if (!context) return
    const { clearSignRequest } = await import('../../clearSigning/clearSignTransaction')
    const words = clearSignRequest(entry.method, entry.params, context)
    if (words === undefined || !resolvers.has(entry.id)) return
    const read =
      words.kind === 'typedData' ? { message: ref(deepFreeze(words)) } : { call: ref(deepFreeze(words)) }
    state.pending = state.pending.map((p) => (p.id === entry.id ? { ...p, ...read } : p))
  }

  const patch = (id: string, fields: Partial<PendingApproval>) => {
    if (resolvers.has(id)) state.pending = state.pending.map((p) => (p.id === id ? { ...p, ...fields } : p))
  }

  // the review (hash, checks, simulation) loads with the first approval and joins its entry
  const review = async (
    entry: PendingApproval,
    previewing?: ReturnType<NonNullable<ApprovalContext['preview']>>,
  ) => {
    const context = deps.review?.(entry.caipNetworkId, entry.namespace)
    if (!context) return
    const simulates = SIMULATED.includes(entry.method)
    // the family's preview (PSBT, Stacks call, Solana transfers) joins every review step
    let current: RequestReview = { hash: undefined, flags: [], simulation: undefined }
    const previewed = followPreview(previewing, () => set(current))
    const set = (r: RequestReview) => {
      current = r
      patch(entry.id, { review: ref(deepFreeze(previewed.join(r))) as RequestReview })
    }
    const loading = simulates ? ({ status: 'loading' } as const) : undefined
    set({ hash: undefined, flags: [], simulation: loading })
    const { checkRequest, simulateRequest } = await import('../../simulation/reviewRequest')
    const checked = checkRequest(entry, context)
    set({ ...checked, simulation: loading })
    if (!simulates) return
    const simulated = await simulateRequest(entry.method, entry.params, context)
    set({
      hash: checked.hash,
      flags: [...checked.flags, ...simulated.flags],
      simulation: simulated.simulation,
    })
  }

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
      createdAt: deps.now(),
      ...(request.beforeWallet ? { beforeWallet: true as const } : {}),
    }
    const decided = new Promise<boolean>((resolve) => resolvers.set(entry.id, resolve))
    const first = state.pending.length === 0
    state.pending = [...state.pending, entry]
    if (
      [
        'eth_sendTransaction',
        'eth_signTypedData_v4',
        'wallet_sendCalls',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
      ].includes(entry.method)
    )
      readWords(entry).catch(() => undefined)
    // a smart account's delegation and paymaster join the entry as it waits (the view shows both)
    if (entry.method === 'eth_sendTransaction' || entry.method === 'wallet_sendCalls')
      deps
        .smartAccount?.(entry)
        ?.then((smart) => smart && patch(entry.id, { smartAccount: ref(deepFreeze({ ...smart })) }))
        .catch(() => undefined)
    const previewing = deps.preview?.(entry)
    if ([...SIMULATED, 'eth_signTypedData_v4'].includes(entry.method) || previewing)
      review(entry, previewing).catch(() => undefined)
    if (first) {
      const open = deps.modal.isOpen()
      origin = { openedModal: !open, view: deps.router.getView() }
      const data = { method: entry.method }
      if (open) deps.router.push('ApproveTransaction', data)
      else deps.modal.open({ view: 'ApproveTransaction', data })
    }
    return decided
  }

  const publicActions: ApprovalActions = {
    pending: () => state.pending,
    approve: (id) => settle(id, true),
    decline: (id) => settle(id, false),
  }

  return { actions: { ...publicActions, ask }, dispose: removeCloseListener }
}

/**
 * What {@link createApprovalController} returns.
 *
 * @example
 * ```ts
 * const approval: ApprovalController = createApprovalController(state.approval, deps)
 * ```
 */
export type ApprovalController = ReturnType<typeof createApprovalController>
