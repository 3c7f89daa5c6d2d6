import type { CaipNetwork, LatchFeatures, LatchOptions } from '@latch/core'
import { createEmbeddedWallet, type EmbeddedWallet } from '@latch/embedded-wallet'
import type { DemoConfig } from '../demoConfig'

/**
 * The demo's email and social sign-up: the reference embedded wallet against the local auth
 * service, with the key frame on its own origin, when the world runs them; with the world's
 * bundler and paymaster, the visitor's EVM account can become a sponsored smart account. Returns the `auth`
 * option, the features that show email, passkey and social login in Connect, and the wallet itself (its
 * recovery kit, export and devices, for the Wallet security card).
 *
 * @param config - The demo config.
 * @param networks - The page's networks (the wallet's RPC endpoints).
 * @returns `auth` and `features` for createLatch and the `wallet`, or nothing.
 * @example
 * ```ts
 * const embedded = demoEmbeddedWallet(config, networks)
 * createLatch({ ...options, ...(embedded ? { auth: embedded.auth } : {}) })
 * ```
 */
export function demoEmbeddedWallet(
  config: DemoConfig,
  networks: readonly CaipNetwork[],
): { auth: NonNullable<LatchOptions['auth']>; features: LatchFeatures; wallet: EmbeddedWallet } | undefined {
  const embedded = config.embeddedWallet
  if (!embedded) return undefined
  const [main] = config.evmChains
  const smart = embedded.smartAccount
  const provider = createEmbeddedWallet({
    authUrl: embedded.authUrl,
    frameUrl: embedded.frameUrl,
    networks,
    ...(main ? { tokens: { [`eip155:${main.chainId}`]: config.evmTokens } } : {}),
    // the visitor's "Smart account" choice: sponsored user operations from the same address
    ...(smart
      ? {
          smartAccount: {
            caipNetworkId: `eip155:${smart.chainId}` as const,
            implementation: smart.implementation,
            bundlerUrl: smart.bundlerUrl,
            paymasterUrl: smart.paymasterUrl,
          },
        }
      : {}),
  })
  return {
    auth: { provider },
    features: { email: true, passkey: true, socials: embedded.socials },
    wallet: provider,
  }
}
