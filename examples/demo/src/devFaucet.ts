import { jsonRpc } from '@latch/embedded-wallet'
import type { DemoConfig } from '../demoConfig'

const TEN_ETH = '0x8ac7230489e80000'
const TWO_SOL = 2_000_000_000

/**
 * The demo's dev faucet: gives a freshly created embedded account 10 ETH on the first local dev
 * chain (the dev chain's own balance-setting method) and 2 SOL on the local Solana node (airdrop),
 * so a visitor who just signed up can send. Dev chains only: real networks have no such call.
 *
 * @param config - The demo config (the local chains).
 * @param accounts - The EVM and Solana addresses to fund.
 * @returns Resolves once both are funded.
 * @example
 * ```ts
 * await fundFromDevFaucet(config, { evm: '0xabc…', solana: 'Hx…' })
 * ```
 */
export async function fundFromDevFaucet(
  config: DemoConfig,
  accounts: { evm?: string | undefined; solana?: string | undefined },
): Promise<void> {
  const [main] = config.evmChains
  const jobs: Promise<unknown>[] = []
  if (main && accounts.evm)
    jobs.push(jsonRpc(main.rpcUrl, 'hardhat_setBalance', [accounts.evm, TEN_ETH], fetch))
  if (config.solana && accounts.solana)
    jobs.push(jsonRpc(config.solana.rpcUrl, 'requestAirdrop', [accounts.solana, TWO_SOL], fetch))
  await Promise.all(jobs)
}
