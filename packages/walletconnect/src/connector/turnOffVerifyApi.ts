import type UniversalProvider from '@walletconnect/universal-provider'

type Verify = UniversalProvider['client']['core']['verify']

/**
 * Keeps the SDK's Verify API off for this provider: no attestation iframe or fetch to the SDK's
 * verify hosts, which the app never configured. The SDK has no option for it (only its own test
 * flag), so the provider's own verify instance answers as the SDK does when verification is off:
 * an empty attestation for what the app sends (the wallet then skips its own look-up of it) and no
 * verdict for what the wallet sends. Only this provider's core is changed, never the SDK module.
 *
 * @param provider - The universal provider, right after `init`, before it proposes or requests.
 * @example
 * ```ts
 * const provider = await UniversalProvider.init({ projectId, relayUrl, metadata })
 * turnOffVerifyApi(provider)
 * ```
 */
export function turnOffVerifyApi(provider: UniversalProvider): void {
  const verify = provider.client.core.verify
  verify.register = async () => ''
  verify.resolve = (async () => undefined) as unknown as Verify['resolve']
}
