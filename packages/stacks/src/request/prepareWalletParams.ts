import type { StacksNetworkKind } from '../validation/assertStacksAddress'
import type { StacksMethod, StacksMethodParams, WalletAddress } from './methods'
import {
  prepareGetAddresses,
  prepareSendTransfer,
  prepareSignMessage,
  prepareSignPsbt,
} from './prepareBitcoinParams'
import { prepareStacksParams } from './prepareStacksParams'
import type { WalletDialect } from './walletProviderDescriptor'

/**
 * Everything parameter shaping needs: the wallet's dialect, both networks, its Bitcoin addresses.
 *
 * @example
 * ```ts
 * const context: PrepareContext = { dialect: 'xverse', stacksNetwork: 'testnet', bitcoinNetwork: 'testnet', bitcoinAddresses: [] }
 * ```
 */
export type PrepareContext = {
  dialect: WalletDialect
  stacksNetwork: StacksNetworkKind
  bitcoinNetwork: 'mainnet' | 'testnet'
  bitcoinAddresses: readonly WalletAddress[]
}

/**
 * Validates a request's parameters (SPEC §5) and shapes them for the wallet's dialect. Throws a
 * `ValidationError` before anything is sent.
 *
 * @param method - The method.
 * @param params - Latch's one input shape.
 * @param context - Dialect, networks and the wallet's addresses.
 * @returns The wallet's parameters (`undefined` when the method takes none).
 * @example
 * ```ts
 * await prepareWalletParams('sendTransfer', { recipients }, { dialect: 'xverse', ...ctx })
 * ```
 */
export async function prepareWalletParams<M extends StacksMethod>(
  method: M,
  params: StacksMethodParams<M>,
  context: PrepareContext,
): Promise<Record<string, unknown> | undefined> {
  const bitcoin = {
    dialect: context.dialect,
    network: context.bitcoinNetwork,
    addresses: context.bitcoinAddresses,
  }
  switch (method) {
    case 'getAddresses':
      return prepareGetAddresses(params as StacksMethodParams<'getAddresses'>, context.dialect)
    case 'sendTransfer':
      return prepareSendTransfer(params as StacksMethodParams<'sendTransfer'>, bitcoin)
    case 'signPsbt':
      return prepareSignPsbt(params as StacksMethodParams<'signPsbt'>, bitcoin)
    case 'signMessage':
      return prepareSignMessage(params as StacksMethodParams<'signMessage'>, bitcoin)
    default:
      return prepareStacksParams(
        method as Exclude<StacksMethod, 'getAddresses' | 'sendTransfer' | 'signPsbt' | 'signMessage'>,
        params as never,
        context.stacksNetwork,
      )
  }
}
