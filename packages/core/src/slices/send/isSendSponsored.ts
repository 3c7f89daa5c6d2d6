import type { SendParameters } from '../../adapters/types'
import { AUTH_CONNECTOR_ID } from '../../kernel/chains/authConnector'
import type { SendControllerDeps } from './sendControllerDeps'

/** How long the fee estimate waits for the provider's answer before it estimates as for any account. */
export const SPONSOR_WAIT_MS = 5_000

/**
 * Whether the app pays the gas of a send: it goes from the signed-in account (the auth connector)
 * on an EVM network where that account is a smart account whose user operations the app's
 * paymaster sponsors (the auth provider's `describeSmartAccount`). Any other account, an answer
 * that is not exactly `sponsored: true` (the provider's answer is untrusted), or a failing or
 * missing `describeSmartAccount`, or one that has not answered within {@link SPONSOR_WAIT_MS},
 * gives `false`: the send form then estimates the fee as for any account.
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
  let stopWaiting = () => {}
  try {
    const smart: unknown = await Promise.race([
      provider.describeSmartAccount({ caipNetworkId: params.network.caipNetworkId }),
      new Promise<undefined>((resolve) => {
        const timer = setTimeout(resolve, SPONSOR_WAIT_MS)
        stopWaiting = () => clearTimeout(timer)
      }),
    ])
    return (
      typeof smart === 'object' && smart !== null && (smart as { sponsored?: unknown }).sponsored === true
    )
  } catch {
    return false
  } finally {
    stopWaiting()
  }
}
