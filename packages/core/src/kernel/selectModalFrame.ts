// A view selector (see viewSelectors): it loads with the modal's views, not with the page.

/**
 * What the modal's frame shows: the view and its data, the back and close rules' inputs, the
 * open, shake and loading flags, and the approval whose title the header shows. Every field is a
 * value or an unchanged part of the snapshot, so the object compares equal field by field while
 * nothing the frame shows changed.
 *
 * @param state - State or snapshot.
 * @param rehearsal - True for the off-document rehearsal render (shown as embedded and open).
 * @returns The frame's fields.
 * @example
 * ```ts
 * const { view, open } = selectModalFrame(latch.getState())
 * ```
 */
export function selectModalFrame<V extends string, D, T, P>(
  state: {
    readonly router: {
      readonly view: V
      readonly data: D
      readonly history: readonly unknown[]
      readonly transition: T
    }
    readonly options: { readonly embedded: boolean }
    readonly modal: { readonly open: boolean; readonly shake: boolean; readonly loading: boolean }
    readonly approval: { readonly pending: readonly P[] }
  },
  rehearsal = false,
) {
  const embedded = state.options.embedded || rehearsal
  return {
    view: state.router.view,
    data: state.router.data,
    depth: state.router.history.length,
    canGoBack: state.router.history.length > 1,
    transition: state.router.transition,
    embedded,
    open: state.modal.open || embedded,
    shake: state.modal.shake,
    loading: state.modal.loading,
    firstApproval: state.approval.pending[0],
  }
}
