import type { Abi, Address } from 'viem'
import { TestKitError } from '../errors/TestKitError'
import { TEST_KIT_MESSAGES } from '../errors/testKitMessages'
import LatchNftArtifact from './contracts/LatchNft.json'
import LatchTokenArtifact from './contracts/LatchToken.json'
import LatchUsdtArtifact from './contracts/LatchUsdt.json'
import { devChainClients } from './devChainClients'
import type { DevChain } from './startDevChain'

/**
 * One deployed test contract.
 *
 * @example
 * ```ts
 * const { address, abi } = tokens.erc20
 * ```
 */
export type DeployedTestContract = { address: Address; abi: Abi }

/**
 * The test tokens on a dev chain, each minted to the first `holders` accounts.
 *
 * @example
 * ```ts
 * const tokens = await deployTestTokens(chain)
 * tokens.erc20.address; tokens.usdt.decimals // 6
 * ```
 */
export type TestTokens = {
  /** `LatchToken` "Latch Token" (LTK), 18 decimals: a plain ERC20 whose transfer returns bool. */
  erc20: DeployedTestContract & { symbol: string; name: string; decimals: number; minted: bigint }
  /** `LatchUsdt` "USDT", 6 decimals: transfer(recipient, amount) returns nothing, like Tether's. */
  usdt: DeployedTestContract & { symbol: string; name: string; decimals: number; minted: bigint }
  /** `LatchNft` "Latch NFT" (LNFT): ERC721; holder i owns token ids i*perHolder+1 .. (i+1)*perHolder. */
  nft: DeployedTestContract & { symbol: string; name: string; perHolder: number }
}

/**
 * Options of {@link deployTestTokens}.
 *
 * @example
 * ```ts
 * await deployTestTokens(chain, { holders: 3 })
 * ```
 */
export type DeployTestTokensOptions = {
  /** How many of the chain's accounts receive tokens (from account 0); defaults to 10. */
  holders?: number
}

/** The committed artifacts (see contracts/compileContracts.ts), as viem wants them. */
export const TEST_CONTRACT_ARTIFACTS = {
  LatchToken: { abi: LatchTokenArtifact.abi as Abi, bytecode: LatchTokenArtifact.bytecode as `0x${string}` },
  LatchUsdt: { abi: LatchUsdtArtifact.abi as Abi, bytecode: LatchUsdtArtifact.bytecode as `0x${string}` },
  LatchNft: { abi: LatchNftArtifact.abi as Abi, bytecode: LatchNftArtifact.bytecode as `0x${string}` },
} as const

/**
 * Deploys the three test contracts from account 0 of a dev chain and mints to its accounts: one
 * million LTK (18 decimals) and one million USDT (6 decimals) each, and two NFTs each.
 *
 * @param chain - A chain from {@link startDevChain}.
 * @param options - How many accounts receive tokens.
 * @returns Addresses, ABIs and token facts.
 * @example
 * ```ts
 * const chain = await startDevChain()
 * const { erc20, usdt, nft } = await deployTestTokens(chain)
 * ```
 */
export async function deployTestTokens(
  chain: DevChain,
  options: DeployTestTokensOptions = {},
): Promise<TestTokens> {
  const { wallet, client } = await devChainClients(chain)
  const holders = chain.accounts.slice(0, options.holders ?? 10).map((a) => a.address)
  const erc20Minted = 1_000_000n * 10n ** 18n
  const usdtMinted = 1_000_000n * 10n ** 6n
  const perHolder = 2

  const deploy = async (name: keyof typeof TEST_CONTRACT_ARTIFACTS, args: readonly unknown[]) => {
    const { abi, bytecode } = TEST_CONTRACT_ARTIFACTS[name]
    const hash = await wallet.deployContract({ abi, bytecode, args })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (!receipt.contractAddress || receipt.status !== 'success')
      throw new TestKitError(TEST_KIT_MESSAGES.deployFailed(name), { code: 'DEPLOY_FAILED' })
    return { address: receipt.contractAddress, abi }
  }

  const erc20 = await deploy('LatchToken', ['Latch Token', 'LTK', 18, holders, erc20Minted])
  const usdt = await deploy('LatchUsdt', [holders, usdtMinted])
  const nft = await deploy('LatchNft', ['Latch NFT', 'LNFT', holders, BigInt(perHolder)])
  return {
    erc20: { ...erc20, name: 'Latch Token', symbol: 'LTK', decimals: 18, minted: erc20Minted },
    usdt: { ...usdt, name: 'Latch Tether USD', symbol: 'USDT', decimals: 6, minted: usdtMinted },
    nft: { ...nft, name: 'Latch NFT', symbol: 'LNFT', perHolder },
  }
}
