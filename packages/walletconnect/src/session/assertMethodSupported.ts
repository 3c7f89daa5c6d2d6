import { MethodNotSupportedError, ValidationError } from '@latch/core/kit'
import { WALLETCONNECT_MESSAGES } from '../errors/walletConnectMessages'
import type { SessionNamespace, SessionRecord } from './types'

/**
 * Checks that the session approved `method` on `chainId` (SPEC §5: only methods the session supports
 * are allowed). Called before anything is sent to the wallet.
 *
 * @param session - The live session.
 * @param chainId - CAIP-2 chain, e.g. `'eip155:1'`.
 * @param method - The wallet method.
 * @returns The namespace that serves the request.
 * @throws {ValidationError} `INVALID_CHAIN_ID` when `chainId` is not CAIP-2.
 * @throws {MethodNotSupportedError} when the chain or the method is not in the session.
 * @example
 * ```ts
 * assertMethodSupported(session, 'eip155:1', 'personal_sign')
 * ```
 */
export function assertMethodSupported(
  session: SessionRecord,
  chainId: string,
  method: string,
): SessionNamespace {
  const [namespaceKey, reference] = chainId.split(':')
  if (!namespaceKey || !reference) {
    throw new ValidationError(WALLETCONNECT_MESSAGES.invalidChainId(chainId), { code: 'INVALID_CHAIN_ID' })
  }
  const namespace = session.namespaces[namespaceKey] ?? session.namespaces[chainId]
  if (!namespace?.chains.includes(chainId)) {
    throw new MethodNotSupportedError(method, { details: `"${chainId}" is not part of the pairing session` })
  }
  if (!namespace.methods.includes(method)) {
    throw new MethodNotSupportedError(method, {
      details: `"${method}" was not approved by the wallet for ${namespaceKey}`,
    })
  }
  return namespace
}
