import type { Connector } from '../../adapters/types'
import { UserCanceledError, ValidationError } from '../../shared/errors/errors'
import type { ChainNamespace } from '../../shared/networks/types'
import type { ModalController } from '../modal/createModalController'
import type { ModalState } from '../modal/types'
import type { RouterActions, RouterState } from '../router/types'
import * as PICKER_MESSAGES from './pickerMessages'
import { pickerWallets } from './pickerWallets'
import type { WalletPickerActions } from './types'

/**
 * What the picker needs from the instance.
 *
 * @example
 * ```ts
 * createWalletPicker(state.router, { modal, modalState: state.modal, router: router.actions, getConnectors })
 * ```
 */
export type WalletPickerContext = {
  modal: ModalController
  modalState: Pick<ModalState, 'open'>
  router: Pick<RouterActions, 'push'>
  /** Connectors discovered for a namespace. */
  getConnectors: (namespace: ChainNamespace) => Connector[]
}

/**
 * The wallet picker: one pending pick at a time, settled by `choose`, or rejected with
 * {@link UserCanceledError} by `cancel` or any close of the modal. Asked from the open modal
 * (ProfileWallets' "Add wallet") it is one more view, so Back returns where the visitor was;
 * otherwise it opens the modal on it.
 *
 * @param _state - The router slice (the picker is a view; it keeps no state of its own).
 * @param deps - Modal and connectors.
 * @returns `actions`.
 * @example
 * ```ts
 * const picker = createWalletPicker(state.router, { modal, getConnectors }).actions
 * const wallet = await picker.pick('stacks')
 * ```
 */
export function createWalletPicker(_state: Readonly<RouterState>, deps: WalletPickerContext) {
  let pending:
    | { namespace: ChainNamespace; resolve: (c: Connector) => void; reject: (e: unknown) => void }
    | undefined
  let stopListening = () => {}

  const settle = () => {
    const current = pending
    pending = undefined
    stopListening()
    return current
  }

  const actions: WalletPickerActions = {
    getWallets: (namespace) => pickerWallets(deps.getConnectors(namespace)),
    pick(namespace) {
      settle()?.reject(new UserCanceledError({ details: 'A new wallet pick replaced this one' }))
      return new Promise<Connector>((resolve, reject) => {
        pending = { namespace, resolve, reject }
        stopListening = deps.modal.actions.onClose(() => settle()?.reject(new UserCanceledError()))
        const data = { pickerNamespace: namespace }
        if (deps.modalState.open) deps.router.push('WalletPicker', data)
        else deps.modal.actions.open({ view: 'WalletPicker', data })
      })
    },
    choose(connectorId) {
      if (!pending) return
      const wallet = deps.getConnectors(pending.namespace).find((c) => c.id === connectorId)
      if (!wallet)
        throw new ValidationError(PICKER_MESSAGES.noWallet(connectorId), { code: 'INVALID_CONNECTOR' })
      settle()?.resolve({ ...wallet })
    },
    cancel() {
      deps.modal.actions.close({ force: true })
    },
  }
  return { actions }
}
