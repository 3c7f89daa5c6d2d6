import { ConnectionError, isTxHash, MESSAGES, type SendParameters, UnknownWalletError } from '@latch/core/kit'
import { requestWallet } from '../provider/requestWallet'
import type { Eip1193Provider } from '../provider/types'
import type { PublicClients } from '../rpc/createPublicClients'
import { SAFE_CONNECTOR_ID } from '../safe/safeConnectorId'
import { buildTransferRequest } from './buildTransferRequest'
import { estimateTransferFee, estimateTransferGas } from './estimateTransferFee'
import { simulateTransfer } from './simulateTransfer'

/**
 * What the EVM sends need from the adapter.
 *
 * @example
 * ```ts
 * const deps: EvmTransfersContext = { clients, usdtContracts: [], getConnection, switchNetwork, forgetBalance }
 * ```
 */
export type EvmTransfersContext = {
  clients: PublicClients
  /** More token contracts to send with the USDT ABI (the adapter's `usdtContracts`). */
  usdtContracts: readonly string[] | undefined
  /** The live connection of a connector: its wallet and the network it is on. */
  getConnection: (connectorId: string) => { provider: Eip1193Provider; chainId: string } | undefined
  /** Asks the wallet to switch network (the adapter's `switchNetwork`). */
  switchNetwork: (params: SendParameters) => Promise<void>
  /** Drops the cached native balance of an address (its balance changed). */
  forgetBalance: (caipNetworkId: string, address: string) => void
}

/**
 * The EVM adapter's native, ERC20 and USDT sends and their fee estimate. A separate module that the
 * adapter loads with the first send or estimate (the send form's), never with the page.
 *
 * @param context - See {@link EvmTransfersContext}.
 * @returns `send` and `estimateFee` of the adapter.
 * @example
 * ```ts
 * const transfers = createEvmTransfers(context)
 * const { hash } = await transfers.send(params)
 * ```
 */
export function createEvmTransfers(context: EvmTransfersContext) {
  const { clients } = context
  return {
    async send(params: SendParameters): Promise<{ hash: `0x${string}`; queued?: true }> {
      const request = await buildTransferRequest(params, context.usdtContracts)
      const connection = context.getConnection(params.connectorId)
      if (!connection) throw new ConnectionError(MESSAGES.failedToConnect, { details: 'Not connected' })
      if (connection.chainId !== params.network.caipNetworkId) await context.switchNetwork(params)
      const client = await clients.get(params.network)
      await simulateTransfer(client, request)
      const { kind: _kind, chainId: _chainId, ...transfer } = request
      // A native send names its gas limit: the wallet then reserves the fee the form showed (and
      // kept out of Max), not its own default limit, which a "Max" send could not afford.
      const tx =
        request.kind === 'native'
          ? { ...transfer, gas: `0x${(await estimateTransferGas(client, request)).toString(16)}` }
          : transfer
      const hash = await requestWallet(connection.provider, 'eth_sendTransaction', [tx])
      for (const who of [params.from, params.to]) context.forgetBalance(params.network.caipNetworkId, who)
      // The wallet's answer becomes the explorer link, the pending activity and the "Sent" view:
      // anything but a transaction hash ends the send in a wallet error instead.
      if (!isTxHash(hash))
        throw new UnknownWalletError({
          details: 'eth_sendTransaction: the wallet answered no transaction hash (0x + 64 hex)',
        })
      // a Safe answers the safeTxHash of a transaction it queued for its owners: nothing is on chain yet
      return params.connectorId === SAFE_CONNECTOR_ID ? { hash, queued: true } : { hash }
    },

    async estimateFee(params: SendParameters): Promise<bigint> {
      const request = await buildTransferRequest(params, context.usdtContracts)
      return estimateTransferFee(await clients.get(params.network), request)
    },
  }
}
