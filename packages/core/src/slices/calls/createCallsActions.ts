import type { ChainAdapter } from '../../adapters/types'
import { MethodNotSupportedError, UserRejectedRequestError } from '../../shared/errors/errors'
import { normalizeWalletError } from '../../shared/errors/normalizeWalletError'
import type { CaipNetwork, ChainNamespace } from '../../shared/networks/types'
import { createPermissionsActions, type PermissionsKernel } from '../permissions/createPermissionsActions'
import type { PermissionsActions } from '../permissions/types'
import { buildSendCallsRequest } from './buildSendCallsRequest'
import { CallsError } from './CallsError'
import { createSequentialBatches } from './createSequentialBatches'
import { readBatchId, readCallsStatus } from './readCallsStatus'
import { readCapabilities } from './readCapabilities'
import { readSendCallsAnswer } from './readSendCallsAnswer'
import { sendSequentially } from './sendSequentially'
import type { CallsActions } from './types'

type Hex = `0x${string}`

/**
 * What the batched-calls actions read from the instance's kernel: connection state, adapters and
 * the active network of a namespace.
 *
 * @example
 * ```ts
 * const kernel: CallsKernel = { isConnected, getAdapter, chains }
 * ```
 */
export type CallsKernel = {
  isConnected: (namespace: ChainNamespace) => boolean
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
  chains: { actions: { getActiveNetwork: (namespace: ChainNamespace) => CaipNetwork | undefined } }
}

/**
 * The EIP-5792 actions of an instance (`latch.sendCalls`, `getCallsStatus`, `getCapabilities`,
 * `showCallsStatus`), loaded the first time an app calls one. Every request goes through the
 * connected EVM wallet's adapter (an injected or EIP-6963 wallet, a WalletConnect session, the
 * embedded wallet after ApproveTransaction). A batch is checked and frozen before anything is
 * sent; wallet answers are shape-checked and capped. A wallet without `wallet_sendCalls` gets the
 * calls one by one only when the app passes `fallback: 'sequential'`; then `getCallsStatus`
 * answers for that batch from the receipts. The ERC-7715 permission actions (see
 * `createPermissionsActions`) come with them, in the same chunk.
 *
 * @param state - The instance's state (accounts and connections).
 * @param kernel - Its kernel: connection checks, adapters, active networks, storage, clock and the
 *   wallet and network change reactions.
 * @returns The actions.
 * @example
 * ```ts
 * const calls = createCallsActions(state, kernel)
 * const { id } = await calls.sendCalls({ calls: [{ to, value: 1n }] })
 * ```
 */
export function createCallsActions(
  state: {
    connections: { activeConnectorIds: Partial<Record<ChainNamespace, string>> }
    accounts: Partial<Record<ChainNamespace, { address?: string | undefined }>>
  },
  kernel: PermissionsKernel,
): CallsActions & PermissionsActions {
  const batches = createSequentialBatches()
  const connected = (namespace: ChainNamespace = 'eip155') => {
    // the namespace's active connection and its account (what `latch.getAccount()` shows)
    const address = state.accounts[namespace]?.address
    const connectorId = state.connections.activeConnectorIds[namespace]
    const adapter = kernel.getAdapter(namespace)
    const network = kernel.chains.actions.getActiveNetwork(namespace)
    if (
      !address ||
      !connectorId ||
      !kernel.isConnected(namespace) ||
      !adapter ||
      network?.chainNamespace !== 'eip155'
    )
      throw new CallsError('NOT_CONNECTED', `no EVM wallet is connected on ${namespace}`)
    const request = (method: string, params: unknown) =>
      adapter.request({ connectorId, method, params, network })
    return { from: address as Hex, chainId: Number(network.id), request }
  }
  /**
   * A status call the wallet refused (no EIP-5792, an id it does not know, any wallet error):
   * SPEC §8's text. A user's own refusal and Latch's checks of the answer stay as they are.
   */
  const refusedStatus = (error: unknown) => {
    const normalized = normalizeWalletError(error, 'wallet_getCallsStatus')
    return normalized instanceof CallsError || normalized instanceof UserRejectedRequestError
      ? normalized
      : new MethodNotSupportedError('wallet_getCallsStatus', { cause: error })
  }

  return {
    // ERC-7715 permissions ride in this chunk: the instance forwards their names with these
    ...createPermissionsActions(state, kernel),
    async sendCalls(parameters) {
      const wallet = connected(parameters?.namespace)
      const { request, calls } = buildSendCallsRequest(parameters, wallet)
      let answer: unknown
      try {
        answer = await wallet.request(request.method, request.params)
      } catch (error) {
        if (
          !(error instanceof MethodNotSupportedError) ||
          parameters.fallback !== 'sequential' ||
          parameters.atomicRequired === true
        )
          throw error
        const chainId: Hex = `0x${wallet.chainId.toString(16)}`
        return sendSequentially(calls, { from: wallet.from, chainId, batches, request: wallet.request })
      }
      return readSendCallsAnswer(answer)
    },
    async getCallsStatus(id) {
      const wallet = connected()
      const ours = await batches.status(id, (hash) => wallet.request('eth_getTransactionReceipt', [hash]))
      if (ours) return ours
      try {
        return readCallsStatus(
          await wallet.request('wallet_getCallsStatus', [readBatchId(id, 'getCallsStatus')]),
        )
      } catch (error) {
        throw refusedStatus(error)
      }
    },
    async getCapabilities(parameters) {
      const wallet = connected(parameters?.namespace)
      return readCapabilities(await wallet.request('wallet_getCapabilities', [wallet.from]))
    },
    async showCallsStatus(id) {
      if (batches.has(id)) throw new MethodNotSupportedError('wallet_showCallsStatus')
      await connected().request('wallet_showCallsStatus', [readBatchId(id, 'showCallsStatus')])
    },
  }
}
