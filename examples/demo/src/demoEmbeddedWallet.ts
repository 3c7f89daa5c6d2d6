import type { CaipNetwork, LatchFeatures, LatchOptions } from '@latch/core'
import { createEmbeddedWallet, type EmbeddedWallet } from '@latch/embedded-wallet'
import type { DemoConfig } from '../demoConfig'

/**
 * The demo's email and social sign-up: the reference embedded wallet against the local auth
 * service, with the key frame on its own origin, when the world runs them. Returns the `auth`
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
  const provider = createEmbeddedWallet({
    authUrl: embedded.authUrl,
    frameUrl: embedded.frameUrl,
    networks,
    ...(main ? { tokens: { [`eip155:${main.chainId}`]: config.evmTokens } } : {}),
  })
  return {
    auth: { provider },
    features: { email: true, passkey: true, socials: embedded.socials },
    wallet: provider,
  }
}
