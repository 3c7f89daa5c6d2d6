import type { Abi } from 'viem'
import { TestKitError } from '../errors/TestKitError'
import { TEST_KIT_MESSAGES } from '../errors/testKitMessages'
import LatchSwapArtifact from './contracts/LatchSwap.json'
import type { DeployedTestContract } from './deployTestTokens'
import { devChainClients } from './devChainClients'
import type { DevChain } from './startDevChain'

/**
 * Deploys `LatchSwap` from account 0 of a dev chain: a swap-like contract whose
 * `swap(tokenIn, amountIn, tokenOut, amountOut, recipient)` takes `amountIn` of a test token the
 * caller approved and mints `amountOut` of another to `recipient`. An app ships its own ERC-7730
 * descriptor for it, as it would for its own contract.
 *
 * @param chain - A chain from {@link startDevChain}.
 * @returns Its address and ABI.
 * @throws {TestKitError} `DEPLOY_FAILED` when the deployment does not succeed.
 * @example
 * ```ts
 * const swap = await deployTestSwap(chain)
 * await wallet.writeContract({ ...swap, functionName: 'swap', args: [ltk, 5n * 10n ** 18n, usdt, 5_000_000n, me] })
 * ```
 */
export async function deployTestSwap(chain: DevChain): Promise<DeployedTestContract> {
  const { wallet, client } = await devChainClients(chain)
  const abi = LatchSwapArtifact.abi as Abi
  const hash = await wallet.deployContract({ abi, bytecode: LatchSwapArtifact.bytecode as `0x${string}` })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (!receipt.contractAddress || receipt.status !== 'success')
    throw new TestKitError(TEST_KIT_MESSAGES.deployFailed('LatchSwap'), { code: 'DEPLOY_FAILED' })
  return { address: receipt.contractAddress, abi }
}
