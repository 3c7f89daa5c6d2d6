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
  const ltk = config.evmTokens.find((t) => t.symbol === 'LTK')?.address
  const from = config.devWalletAddress
  if (!main || !ltk || !from)
    throw new DemoError('The demo world has no LTK token or dev wallet', 'NOT_SUPPORTED')
  const data = `${MINT}${to.slice(2).toLowerCase().padStart(64, '0')}${HUNDRED_LTK}`
  return jsonRpc(main.rpcUrl, 'eth_sendTransaction', [{ from, to: ltk, data }], fetch)
}
