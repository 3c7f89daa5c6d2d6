import { AUTH_CONNECTOR_ID } from '../../kernel/chains/authConnector'
import type { ConnectionFlows } from '../../kernel/connections/createConnectionFlows'
import type { ModalState } from '../../kernel/modal/types'
import type { RouterState } from '../../kernel/router/types'
import type { AuthState } from '../../slices/auth/types'
import type { SiwxActions, SiwxConfig } from '../../slices/siwx/types'
import type { WalletsActions } from '../../slices/wallets/types'

/**
 * Reaction "after connect", run once a connect succeeded (a restored connection on mount too):
 * - the wallet becomes recent (only a connect that succeeded makes it so);
 * - a login in progress keeps the modal open: it shows Account itself;
 * - with sign-in (SIWX) set, its view opens when enabled, supported and without a session
 *   (SPEC §4), otherwise the modal closes once sign-in has been checked. Without it the modal
 *   closes as usual.
 *
 * @param state - The instance state.
 * @param deps - The connection flows (their `onConnected`), the wallet choice, sign-in and the modal's close.
 * @returns Stops the reaction.
 * @example
 * ```ts
 * afterConnect(state, { options, flows: kernel.flows.actions, wallets, siwx, closeModal: () => kernel.modal.actions.close() })
 * ```
 */
export function afterConnect(
  state: {
    auth: Pick<AuthState, 'loading'>
    router: Pick<RouterState, 'view'>
    modal: Pick<ModalState, 'open'>
  },
  deps: {
    options: { siwx?: SiwxConfig | undefined }
    flows: Pick<ConnectionFlows['actions'], 'onConnected'>
    wallets: Pick<WalletsActions, 'confirmChoice'>
    siwx: Pick<SiwxActions, 'initializeIfEnabled'>
    closeModal: () => void
  },
): () => void {
  const { flows, siwx } = deps
  const stops = [
    flows.onConnected(({ connection }) => {
      deps.wallets.confirmChoice(connection.connectorId)
      return undefined
    }),
    flows.onConnected((event) =>
      event.connection.connectorId === AUTH_CONNECTOR_ID && state.auth.loading ? true : undefined,
    ),
    flows.onConnected(() => {
      if (!deps.options.siwx) return undefined
      void siwx.initializeIfEnabled().then(() => {
        const signing = state.router.view === 'SIWXSignMessage' || state.router.view === 'DataCapture'
        if (state.modal.open && !signing) deps.closeModal()
      })
      return true
    }),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
