import type { Chain, PrivateKeyAccount, PublicClient, TestClient, Transport, WalletClient } from 'viem'
import { TestKitError } from '../errors/TestKitError'
import { TEST_KIT_MESSAGES } from '../errors/testKitMessages'
import type { DevChain } from './startDevChain'

/**
 * viem clients of a dev chain: public, wallet (account 0, which deploys) and Hardhat test clients.
 *
 * @example
 * ```ts
 * const { wallet, client } = await devChainClients(chain)
 * ```
 */
export type DevChainClients = {
  client: PublicClient<Transport, Chain>
  wallet: WalletClient<Transport, Chain, PrivateKeyAccount>
  hardhat: TestClient<'hardhat', Transport, Chain>
}

/**
 * Builds viem's clients for a dev chain, acting as its account 0 (viem loads on call).
 *
 * @param chain - A chain from `startDevChain`.
 * @returns The clients.
 * @throws TestKitError `DEPLOY_FAILED` when the chain has no accounts.
 * @example
 * ```ts
 * const { wallet, client } = await devChainClients(chain)
 * const hash = await wallet.deployContract({ abi, bytecode })
 * ```
 */
export async function devChainClients(chain: DevChain): Promise<DevChainClients> {
  const { createPublicClient, createTestClient, createWalletClient, defineChain, http } = await import('viem')
  const { privateKeyToAccount } = await import('viem/accounts')
  const deployer = chain.accounts[0]
  if (!deployer) throw new TestKitError(TEST_KIT_MESSAGES.noDevAccounts, { code: 'DEPLOY_FAILED' })
  const viemChain = defineChain({
    id: chain.chainId,
    name: `Latch dev ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.url] } },
  })
  const account = privateKeyToAccount(deployer.privateKey)
  return {
    wallet: createWalletClient({ account, chain: viemChain, transport: http(chain.url) }),
    client: createPublicClient({ chain: viemChain, transport: http(chain.url) }),
    hardhat: createTestClient({ chain: viemChain, mode: 'hardhat', transport: http(chain.url) }),
  }
}
