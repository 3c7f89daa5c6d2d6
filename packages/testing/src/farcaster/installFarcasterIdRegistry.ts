/**
 * TEST / DEV PART — not Farcaster's registry. Sign In With Farcaster checks that the key which
 * signed the message is the custody address of the fid, by reading Farcaster's IdRegistry on
 * Optimism (`idOf(custody)`, through the app's Optimism RPC). Optimism, and the real registry's
 * registration (a fee, the IdGateway, signatures), cannot run here, so this puts a stand-in with
 * the same read interface (`LatchIdRegistry.sol`) at the registry's canonical address on a local
 * dev chain (`hardhat_setCode`): the auth client's own verification then runs unchanged against
 * that chain's RPC. Fids are registered with the stand-in's test-only `register(to)`, whose writes
 * land in the canonical address's storage.
 */
import type { Abi, Address } from 'viem'
import { TestKitError } from '../errors/TestKitError'
import { TEST_KIT_MESSAGES } from '../errors/testKitMessages'
import LatchIdRegistryArtifact from '../evm/contracts/LatchIdRegistry.json'
import { devChainClients } from '../evm/devChainClients'
import type { DevChain } from '../evm/startDevChain'

/**
 * Where `@farcaster/auth-client`'s `viemConnector` reads the IdRegistry (Optimism mainnet).
 *
 * @example
 * ```ts
 * await client.getCode({ address: FARCASTER_ID_REGISTRY_ADDRESS })
 * ```
 */
export const FARCASTER_ID_REGISTRY_ADDRESS: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/**
 * The stand-in registry on a dev chain.
 *
 * @example
 * ```ts
 * const registry: FarcasterIdRegistry = await installFarcasterIdRegistry(chain)
 * const fid = await registry.register(custody.address)
 * ```
 */
export type FarcasterIdRegistry = {
  /** The canonical address it sits at ({@link FARCASTER_ID_REGISTRY_ADDRESS}). */
  address: Address
  abi: Abi
  /** Registers the next fid to `custody` (test only) and answers it; a custody that has one keeps it. */
  register(custody: Address): Promise<bigint>
  /** The fid of `custody`, 0n for none. */
  idOf(custody: Address): Promise<bigint>
}

/**
 * Puts the IdRegistry stand-in at Farcaster's canonical registry address on a dev chain: deploys
 * `LatchIdRegistry` from account 0, copies its runtime code to the canonical address with
 * `hardhat_setCode`, and answers a handle that registers fids there.
 *
 * @param chain - A chain from `startDevChain`.
 * @returns The registry.
 * @example
 * ```ts
 * const chain = await startDevChain()
 * const registry = await installFarcasterIdRegistry(chain)
 * const fid = await registry.register('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
 * ```
 */
export async function installFarcasterIdRegistry(chain: DevChain): Promise<FarcasterIdRegistry> {
  const { wallet, client, hardhat } = await devChainClients(chain)
  const abi = LatchIdRegistryArtifact.abi as Abi
  const failed = () =>
    new TestKitError(TEST_KIT_MESSAGES.deployFailed('LatchIdRegistry'), { code: 'DEPLOY_FAILED' })

  const existing = await client.getCode({ address: FARCASTER_ID_REGISTRY_ADDRESS })
  if (existing === undefined || existing === '0x') {
    const hash = await wallet.deployContract({
      abi,
      bytecode: LatchIdRegistryArtifact.bytecode as `0x${string}`,
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (!receipt.contractAddress || receipt.status !== 'success') throw failed()
    const code = await client.getCode({ address: receipt.contractAddress })
    if (!code || code === '0x') throw failed()
    await hardhat.setCode({ address: FARCASTER_ID_REGISTRY_ADDRESS, bytecode: code })
  }

  const idOf = (custody: Address) =>
    client.readContract({
      address: FARCASTER_ID_REGISTRY_ADDRESS,
      abi,
      functionName: 'idOf',
      args: [custody],
    }) as Promise<bigint>
  return {
    address: FARCASTER_ID_REGISTRY_ADDRESS,
    abi,
    idOf,
    async register(custody) {
      const known = await idOf(custody)
      if (known !== 0n) return known
      const hash = await wallet.writeContract({
        address: FARCASTER_ID_REGISTRY_ADDRESS,
        abi,
        functionName: 'register',
        args: [custody],
      })
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      if (receipt.status !== 'success') throw failed()
      return idOf(custody)
    },
  }
}
