import { jsonRpc } from '@latch/embedded-wallet'
import type { DemoConfig } from '../demoConfig'
import { DemoError } from './DemoError'

/** An EIP-7702 delegation's code is 23 bytes; anything far longer is not the demo's account. */
const MAX_CODE_CHARS = 2 + 2 * 24_576

/**
 * The code at `address` on the first dev chain: `0x` for a plain account, `0xef0100` followed by
 * the implementation's address once the account is delegated by EIP-7702. The node's answer is
 * checked (a hex string of bounded size) before it is shown.
 *
 * @param config - The demo config (the first chain's RPC URL).
 * @param address - The account.
 * @returns The code, lowercase hex.
 * @throws {DemoError} `NOT_SUPPORTED` without a chain, `INVALID_RESPONSE` for an answer that is not code.
 * @example
 * ```ts
 * const delegated = (await demoAccountCode(config, address)).startsWith('0xef0100')
 * ```
 */
export async function demoAccountCode(config: DemoConfig, address: string): Promise<string> {
  const [main] = config.evmChains
  if (!main) throw new DemoError('The demo world has no EVM chain', 'NOT_SUPPORTED')
  const code = await jsonRpc(main.rpcUrl, 'eth_getCode', [address, 'latest'], fetch)
  if (typeof code !== 'string' || code.length > MAX_CODE_CHARS || !/^0x([0-9a-fA-F]{2})*$/.test(code))
    throw new DemoError(
      'The dev chain answered eth_getCode with something that is not code',
      'INVALID_RESPONSE',
    )
  return code.toLowerCase()
}
