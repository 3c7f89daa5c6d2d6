import type { CaipNetwork } from '@latch/core/kit'
import { ValidationError } from '@latch/core/kit'
import { EMBEDDED_WALLET_MESSAGES } from './messages'
import type { EmbeddedSmartAccountOptions, EmbeddedWalletOptions } from './types'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * Checks the embedded wallet's `smartAccount` options when the wallet is created, before anything
 * is asked of a bundler: the chain is one of the wallet's EVM networks with an RPC URL, the
 * implementation an address, the bundler's and the paymaster's URLs http(s).
 *
 * @param options - The wallet's options.
 * @returns The settings with their network, or `undefined` when the app set no smart account.
 * @throws {ValidationError} code `INVALID_OPTIONS` naming what is wrong.
 * @example
 * ```ts
 * const smart = readSmartAccountOptions(options) // { network, implementation, bundlerUrl, paymasterUrl }
 * ```
 */
export function readSmartAccountOptions(
  options: EmbeddedWalletOptions,
): (Omit<EmbeddedSmartAccountOptions, 'caipNetworkId'> & { network: CaipNetwork }) | undefined {
  const settings = options.smartAccount
  if (settings === undefined) return undefined
  const fail = (details: string): never => {
    throw new ValidationError(EMBEDDED_WALLET_MESSAGES.invalidSmartAccount, {
      code: 'INVALID_OPTIONS',
      details,
    })
  }
  if (typeof settings !== 'object' || settings === null) return fail('smartAccount is not an object')
  const network = options.networks.find(
    (n) => n.caipNetworkId === settings.caipNetworkId && n.chainNamespace === 'eip155',
  )
  if (!network?.rpcUrls.default.http[0])
    return fail(`smartAccount.caipNetworkId is not an EVM network of the wallet`)
  if (typeof settings.implementation !== 'string' || !ADDRESS.test(settings.implementation))
    fail('smartAccount.implementation is not an address')
  if (!isHttpUrl(settings.bundlerUrl)) fail('smartAccount.bundlerUrl is not an http(s) URL')
  if (settings.paymasterUrl !== undefined && !isHttpUrl(settings.paymasterUrl))
    fail('smartAccount.paymasterUrl is not an http(s) URL')
  return {
    network,
    implementation: settings.implementation,
    bundlerUrl: settings.bundlerUrl,
    ...(settings.paymasterUrl === undefined ? {} : { paymasterUrl: settings.paymasterUrl }),
  }
}
