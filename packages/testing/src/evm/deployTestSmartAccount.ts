import type { Abi, Address, Hex } from 'viem'
import { TestKitError } from '../errors/TestKitError'
import { TEST_KIT_MESSAGES } from '../errors/testKitMessages'
import LatchSmartAccountArtifact from './contracts/LatchSmartAccount.json'
import LatchSmartAccountFactoryArtifact from './contracts/LatchSmartAccountFactory.json'
import type { DevChain } from './startDevChain'

/**
 * A test smart account (ERC-1271) and how to deploy it: `factory` + `factoryData` are what an
 * ERC-6492 signature of the not-yet-deployed account carries.
 *
 * @example
 * ```ts
 * const { address, deployed } = await deployTestSmartAccount(chain, { owner: chain.accounts[0].address })
 * ```
 */
export type TestSmartAccount = {
  /** The account's (CREATE2) address, known before deployment. */
  address: Address
  /** Its ABI (`isValidSignature`, `execute`, `owner`). */
  abi: Abi
  /** The factory contract that deploys it. */
  factory: Address
  /** Calldata of the factory call that deploys it. */
  factoryData: Hex
  /** Whether the account's code is on chain. */
  deployed: boolean
}

/**
 * Options of {@link deployTestSmartAccount}.
 *
 * @example
 * ```ts
 * await deployTestSmartAccount(chain, { owner, deploy: false }) // counterfactual, for ERC-6492
 * ```
 */
export type DeployTestSmartAccountOptions = {
  /** The key-holding owner: signatures by this address are valid for the account. */
  owner: Address
  /** Deploy the account now (default) or leave it counterfactual. */
  deploy?: boolean
  /** CREATE2 salt; defaults to zero. */
  salt?: Hex
}

/**
 * Deploys a factory and (unless `deploy: false`) a minimal ERC-1271 smart account owned by `owner`
 * on a dev chain, from the chain's account 0.
 *
 * @param chain - A chain from `startDevChain`.
 * @param options - Owner, whether to deploy, salt.
 * @returns The account address, factory and factory calldata.
 * @example
 * ```ts
 * const account = await deployTestSmartAccount(chain, { owner: chain.accounts[0].address })
 * ```
 */
export async function deployTestSmartAccount(
  chain: DevChain,
  options: DeployTestSmartAccountOptions,
): Promise<TestSmartAccount> {
  const { createPublicClient, createWalletClient, encodeFunctionData, http, zeroHash } = await import('viem')
  const { privateKeyToAccount } = await import('viem/accounts')
  const deployer = chain.accounts[0]
  if (!deployer) throw new TestKitError(TEST_KIT_MESSAGES.noDevAccounts, { code: 'DEPLOY_FAILED' })
  const transport = http(chain.url)
  const wallet = createWalletClient({ account: privateKeyToAccount(deployer.privateKey), transport })
  const client = createPublicClient({ transport })
  const factoryAbi = LatchSmartAccountFactoryArtifact.abi as Abi
  const viemChain = {
    id: chain.chainId,
    name: 'Latch dev',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.url] } },
  }
  const hash = await wallet.deployContract({
    abi: factoryAbi,
    bytecode: LatchSmartAccountFactoryArtifact.bytecode as Hex,
    chain: viemChain,
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  const factory = receipt.contractAddress
  if (!factory)
    throw new TestKitError(TEST_KIT_MESSAGES.smartAccountFactoryNotDeployed, { code: 'DEPLOY_FAILED' })
  const salt = options.salt ?? zeroHash
  const args = [options.owner, salt] as const
  const address = (await client.readContract({
    address: factory,
    abi: factoryAbi,
    functionName: 'addressOf',
    args,
  })) as Address
  const factoryData = encodeFunctionData({ abi: factoryAbi, functionName: 'deploy', args })
  let deployed = false
  if (options.deploy ?? true) {
    const tx = await wallet.sendTransaction({ to: factory, data: factoryData, chain: viemChain })
    await client.waitForTransactionReceipt({ hash: tx, pollingInterval: 50 })
    deployed = true
  }
  return { address, abi: LatchSmartAccountArtifact.abi as Abi, factory, factoryData, deployed }
}
