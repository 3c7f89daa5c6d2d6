import { FIRST_LOAD_MESSAGES } from './firstLoadCatalogue'
import { type ErrorExtra, LatchError } from './LatchError'

/**
 * A remote call blocked by the RPC safety rules (SPEC §6). `uiMessage` is "Action not allowed".
 *
 * @example
 * ```ts
 * error.shortMessage // 'Requested RPC call is not allowed'
 * error.uiMessage // 'Action not allowed'
 * ```
 */
export class RpcNotAllowedError extends LatchError {
  override name = 'RpcNotAllowedError'
  declare readonly code: 'RPC_NOT_ALLOWED'
  readonly uiMessage = FIRST_LOAD_MESSAGES.rpcNotAllowedUi
  constructor(method: string, extra: ErrorExtra = {}) {
    super(FIRST_LOAD_MESSAGES.rpcNotAllowed, {
      ...extra,
      code: 'RPC_NOT_ALLOWED',
      meta: { ...extra.meta, method },
    })
  }
}
