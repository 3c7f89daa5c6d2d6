import type { Abi, Address } from 'viem'
import { TestKitError } from '../errors/TestKitError'
import { TEST_KIT_MESSAGES } from '../errors/testKitMessages'
import LatchPaymasterArtifact from './contracts/LatchPaymaster.json'
import type { AccountAbstractionDeployment } from './deployAccountAbstraction'
import { devChainClients } from './devChainClients'
import type { DevChain } from './startDevChain'

/**
 * The test paymaster on a dev chain (see {@link deployTestPaymaster}).
 *
 * @example
 * ```ts
 * const { address } = await deployTestPaymaster(chain, aa, { signer })
 * ```
 */
export type TestPaymaster = {
  /** The paymaster contract (LatchPaymaster). */
  address: Address
  /** Its ABI (`approvalHash`, `deposit`, `signer`, `entryPoint`). */
  abi: Abi
  /** The account whose signature it accepts. */
  signer: Address
}

/**
 * Deploys LatchPaymaster, the test kit's verifying paymaster for EntryPoint v0.8: it pays for a user
 * operation its `signer` approved (what {@link startPaymasterService} signs), and deposits
 * `deposit` (default 10 ETH) for it in the EntryPoint, from dev account 0.
 *
 * @param chain - A dev chain with the ERC-4337 contracts deployed.
 * @param aa - What {@link deployAccountAbstraction} returned.
 * @param options - The signer's address and the deposit in wei.
 * @returns The paymaster.
 * @throws {TestKitError} code `DEPLOY_FAILED` when the deployment or the deposit fails.
 * @example
 * ```ts
 * const signer = privateKeyToAccount(generatePrivateKey())
 * const paymaster = await deployTestPaymaster(chain, aa, { signer: signer.address })
 * ```
 */
export async function deployTestPaymaster(
  chain: DevChain,
  aa: AccountAbstractionDeployment,
  options: { signer: Address; deposit?: bigint },
): Promise<TestPaymaster> {
  const { client, wallet } = await devChainClients(chain)
  const abi = LatchPaymasterArtifact.abi as Abi
  const deployed = await client.waitForTransactionReceipt({
    hash: await wallet.deployContract({
      abi,
      bytecode: LatchPaymasterArtifact.bytecode as `0x${string}`,
      args: [aa.entryPoint, options.signer],
    }),
    pollingInterval: 50,
  })
  const address = deployed.contractAddress
  if (!address || deployed.status !== 'success')
    throw new TestKitError(TEST_KIT_MESSAGES.paymasterNotDeployed, { code: 'DEPLOY_FAILED' })
  const funded = await client.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address,
      abi,
      functionName: 'deposit',
      value: options.deposit ?? 10n * 10n ** 18n,
    }),
    pollingInterval: 50,
  })
  if (funded.status !== 'success')
    throw new TestKitError(TEST_KIT_MESSAGES.paymasterNotDeployed, { code: 'DEPLOY_FAILED' })
  return { address, abi, signer: options.signer }
}
