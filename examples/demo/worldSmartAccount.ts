import {
  type DevChain,
  deployAccountAbstraction,
  deployTestPaymaster,
  startBundler,
  startPaymasterService,
} from '@latch/testing/evm'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

/**
 * The demo's smart-account services on the first dev chain: EntryPoint v0.8 and Simple7702Account
 * (the implementation the embedded wallet delegates to by EIP-7702), the alto bundler, and the
 * app's verifying paymaster with its ERC-7677 service, which sponsors every operation.
 *
 * @example
 * ```ts
 * const smart = await startDemoSmartAccount(chain)
 * startKeyFrameServer({ authUrl, allowedOrigins, smartAccountImplementation: smart.implementation })
 * ```
 */
export type DemoSmartAccount = {
  /** Simple7702Account's address on the chain. */
  implementation: `0x${string}`
  /** The bundler's URL (loopback). */
  bundlerUrl: string
  /** The paymaster service's URL (loopback). */
  paymasterUrl: string
  close: () => Promise<void>
}

/**
 * Deploys the ERC-4337 contracts and the paymaster on `chain` and starts the bundler and the
 * paymaster service (its signer is a fresh key, held only by the service).
 *
 * @param chain - The dev chain (Prague) the embedded wallet's smart account lives on.
 * @returns The running services.
 * @example
 * ```ts
 * const smart = await startDemoSmartAccount(main)
 * await smart.close()
 * ```
 */
export async function startDemoSmartAccount(chain: DevChain): Promise<DemoSmartAccount> {
  const aa = await deployAccountAbstraction(chain)
  const signerKey = generatePrivateKey()
  const paymaster = await deployTestPaymaster(chain, aa, { signer: privateKeyToAccount(signerKey).address })
  const [bundler, service] = await Promise.allSettled([
    startBundler(chain, aa),
    startPaymasterService({ chain, aa, paymaster, signerKey }),
  ])
  const close = async () => {
    await Promise.allSettled([
      bundler.status === 'fulfilled' ? bundler.value.stop() : undefined,
      service.status === 'fulfilled' ? service.value.stop() : undefined,
    ])
  }
  if (bundler.status === 'rejected' || service.status === 'rejected') {
    await close()
    throw bundler.status === 'rejected' ? bundler.reason : (service as PromiseRejectedResult).reason
  }
  return {
    implementation: aa.simple7702Account,
    bundlerUrl: bundler.value.url,
    paymasterUrl: service.value.url,
    close,
  }
}
