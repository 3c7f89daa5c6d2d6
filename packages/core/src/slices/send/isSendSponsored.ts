import type { SendParameters } from '../../adapters/types'
import { AUTH_CONNECTOR_ID } from '../../kernel/chains/resolveNetworkSwitch'
import type { SendControllerDeps } from './sendControllerDeps'

/**
 * Whether the app pays the gas of a send: it goes from the signed-in account (the auth connector)
 * on an EVM network where that account is a smart account whose user operations the app's
 * paymaster sponsors (the auth provider's `describeSmartAccount`). Any other account, an answer
 * that is not exactly `sponsored: true` (the provider's answer is untrusted), or a failing or
 * missing `describeSmartAccount` gives `false`: the send form then estimates the fee as for any
 * account.
 *
 * @param params - The send (its connector and network).
 * @param auth - The app's login of the send controller's deps (its provider), when wired.
 * @returns `true` only when the app's paymaster pays. Never rejects.
 * @example
 * ```ts
 * if (await isSendSponsored(params, deps.auth)) state.feeSponsored = true
 * ```
 */
export async function isSendSponsored(
  params: Pick<SendParameters, 'connectorId' | 'network'>,
  auth: SendControllerDeps['auth'],
): Promise<boolean> {
  const provider = auth?.provider
  if (
    !provider?.describeSmartAccount ||
    params.connectorId !== AUTH_CONNECTOR_ID ||
    params.network.chainNamespace !== 'eip155'
  )
    return false
  try {
    const smart: unknown = await provider.describeSmartAccount({
      caipNetworkId: params.network.caipNetworkId,
    })
    return (
      typeof smart === 'object' && smart !== null && (smart as { sponsored?: unknown }).sponsored === true
    )
  } catch {
    return false
  }
}
