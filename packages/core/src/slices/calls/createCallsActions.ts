import type { ChainAdapter } from '../../adapters/types'
import { connectedAccounts } from '../../instance/connectedAccounts'
import type { LatchState } from '../../instance/latchState'
import { MethodNotSupportedError, UserRejectedRequestError } from '../../shared/errors/errors'
import { isLatchError } from '../../shared/errors/isLatchError'
import type { CaipNetwork, ChainNamespace } from '../../shared/networks/types'
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
 * What the batched-calls actions need from the instance.
 *
 * @example
 * ```ts
 * const deps: CallsDeps = { state, isConnected: k.isConnected, getAdapter: k.getAdapter, getNetwork }
 * ```
 */
export type CallsDeps = {
  state: Pick<LatchState, 'chains' | 'connections' | 'accounts'>
  isConnected: (namespace: ChainNamespace) => boolean
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
  getNetwork: (namespace: ChainNamespace) => CaipNetwork | undefined
}

/**
 * The EIP-5792 actions of an instance (`latch.sendCalls`, `getCallsStatus`, `getCapabilities`,
 * `showCallsStatus`), loaded the first time an app calls one. Every request goes through the
 * connected EVM wallet's adapter (an injected or EIP-6963 wallet, a WalletConnect session, the
 * embedded wallet after ApproveTransaction). A batch is checked and frozen before anything is
 * sent; wallet answers are shape-checked and capped. A wallet without `wallet_sendCalls` gets the
 * calls one by one only when the app passes `fallback: 'sequential'`; then `getCallsStatus`
 * answers for that batch from the receipts.
 *
 * @param deps - State, adapters and networks of the instance.
 * @returns The actions.
 * @example
 * ```ts
 * const calls = createCallsActions({ state, isConnected, getAdapter, getNetwork })
 * const { id } = await calls.sendCalls({ calls: [{ to, value: 1n }] })
 * ```
 */
export function createCallsActions(deps: CallsDeps): CallsActions {
  const batches = createSequentialBatches()
  const connected = (namespace: ChainNamespace = 'eip155') => {
    const [account] = connectedAccounts(deps.state, deps.isConnected, namespace)
    const adapter = deps.getAdapter(namespace)
    const network = deps.getNetwork(namespace)
    if (!account || !adapter || !network || network.chainNamespace !== 'eip155')
      throw new CallsError('NOT_CONNECTED', `no EVM wallet is connected on ${namespace}`)
    const request = (method: string, params: unknown) =>
      adapter.request({ connectorId: account.connectorId, method, params, network })
    return { from: account.address as Hex, chainId: Number(network.id), request }
  }
  /** Errors of a status call the wallet refused: SPEC §8's text, except a user's own refusal. */
  const refusedStatus = (error: unknown) =>
    isLatchError(error) && (error instanceof CallsError || error instanceof UserRejectedRequestError)
      ? error
      : new MethodNotSupportedError('wallet_getCallsStatus', { cause: error })

  return {
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
