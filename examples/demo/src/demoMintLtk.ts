import type { Call } from '@latch/core'
import { jsonRpc } from '@latch/embedded-wallet'
import type { DemoConfig } from '../demoConfig'
import { DemoError } from './DemoError'

/** 100 LTK (18 decimals), hex: what "Get 100 LTK" mints. */
const HUNDRED_LTK = (100n * 10n ** 18n).toString(16).padStart(64, '0')

/** `mint(address,uint256)`'s selector: the test tokens let anyone mint on the local dev chain. */
const MINT = '0x40c10f19'

/**
 * Mints 100 LTK to `to` on the first dev chain, sent by the dev wallet's account (which the local
 * node holds unlocked), so the sample swap and transfer have tokens to move from any account,
 * the embedded wallet's included.
 *
 * @param config - The demo config (the first chain, the LTK token, the dev wallet's address).
 * @param to - The EVM account to credit.
 * @returns The mint transaction's hash.
 * @throws {DemoError} `NOT_SUPPORTED` when the world has no LTK token or dev wallet.
 * @example
 * ```ts
 * await mintDemoLtk(config, address)
 * ```
 */
export async function mintDemoLtk(config: DemoConfig, to: string): Promise<unknown> {
  const [main] = config.evmChains
  const from = config.devWalletAddress
  if (!main || !from) throw new DemoError('The demo world has no LTK token or dev wallet', 'NOT_SUPPORTED')
  return jsonRpc(main.rpcUrl, 'eth_sendTransaction', [{ from, ...demoMintCall(config, to) }], fetch)
}

/**
 * The call that mints 100 LTK to `to` on the first dev chain, for any sender: the dev wallet's
 * faucet-like mint above, or the visitor's own sponsored batch (`latch.sendCalls`).
 *
 * @param config - The demo config (the LTK token).
 * @param to - The EVM account to credit.
 * @returns The call: the token's address and the `mint(to, 100 LTK)` data.
 * @throws {DemoError} `NOT_SUPPORTED` when the world has no LTK token.
 * @example
 * ```ts
 * await latch.sendCalls({ calls: [demoMintCall(config, address)] })
 * ```
 */
export function demoMintCall(config: DemoConfig, to: string): Call & { to: string; data: `0x${string}` } {
  const ltk = config.evmTokens.find((t) => t.symbol === 'LTK')?.address
  if (!ltk) throw new DemoError('The demo world has no LTK token', 'NOT_SUPPORTED')
  return { to: ltk, data: `${MINT}${to.slice(2).toLowerCase().padStart(64, '0')}${HUNDRED_LTK}` }
}
