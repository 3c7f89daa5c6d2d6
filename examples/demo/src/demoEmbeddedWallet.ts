import type { CaipNetwork, LatchFeatures, LatchOptions } from '@latch/core'
import { createEmbeddedWallet } from '@latch/embedded-wallet'
import type { DemoConfig } from '../demoConfig'

/**
 * The demo's email and social sign-up: the reference embedded wallet against the local auth
 * service, with the key frame on its own origin, when the world runs them. Returns the `auth`
 * option and the features that show email and social login in Connect.
 *
 * @param config - The demo config.
 * @param networks - The page's networks (the wallet's RPC endpoints).
 * @returns `auth` and `features` for createLatch, or nothing.
 * @example
 * ```ts
 * const embedded = demoEmbeddedWallet(config, networks)
 * createLatch({ ...options, ...(embedded ? { auth: embedded.auth } : {}) })
 * ```
 */
export function demoEmbeddedWallet(
  config: DemoConfig,
  networks: readonly CaipNetwork[],
): { auth: NonNullable<LatchOptions['auth']>; features: LatchFeatures } | undefined {
  const embedded = config.embeddedWallet
  if (!embedded) return undefined
  const [main] = config.evmChains
  const provider = createEmbeddedWallet({
    authUrl: embedded.authUrl,
    frameUrl: embedded.frameUrl,
    networks,
    ...(main ? { tokens: { [`eip155:${main.chainId}`]: config.evmTokens } } : {}),
  })
  return { auth: { provider }, features: { email: true, socials: embedded.socials } }
}
