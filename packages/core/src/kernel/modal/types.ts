import type { ChainNamespace } from '../../shared/networks/types'

/**
 * Modal state (SPEC §3): open flag, loading flags, the 500 ms shake flag and the namespace the
 * modal was opened for.
 *
 * @example
 * ```ts
 * latch.getState().modal.open // false
 * ```
 */
export type ModalState = {
  /** Whether the modal is shown. */
  open: boolean
  /** Global loading flag (e.g. while a connect is pending). */
  loading: boolean
  /** Loading flag per namespace. */
  loadingNamespaceMap: Partial<Record<ChainNamespace, boolean>>
  /** True for 500 ms after a refused close. */
  shake: boolean
  /** Namespace the modal was opened for, if one was given. */
  namespace: ChainNamespace | undefined
}

/**
 * Modal actions (`latch.modal`).
 *
 * @example
 * ```ts
 * latch.modal.setLoading(true, 'eip155')
 * ```
 */
export interface ModalActions {
  /** Set the global loading flag, or one namespace's when `namespace` is given. */
  setLoading(loading: boolean, namespace?: ChainNamespace): void
  /** Shake the modal for 500 ms (a refused close). */
  shake(): void
  /**
   * False when closing the current view would be refused (SPEC §2: the sign-in, DataCapture or
   * approval view while a required sign-in waits for a session); the close button is then not offered.
   */
  canClose(): boolean
  /** Called whenever the modal closes (a pending connect rejects with "Modal closed"). Returns unsubscribe. */
  onClose(listener: () => void): () => void
}
