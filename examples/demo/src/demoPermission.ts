import type { PermissionRequest } from '@latch/core'
import type { DemoConfig } from '../demoConfig'
import { DemoError } from './DemoError'

/**
 * The demo's ERC-7715 permission request: let the second dev wallet (standing in for the app's
 * session account) spend up to 0.01 ETH a day from the visitor's account on the first dev chain,
 * for a week, exactly as asked.
 *
 * @param config - The demo config (its first chain and second dev wallet).
 * @param now - The clock (ms since epoch).
 * @returns The request `latch.grantPermissions` takes.
 * @throws {DemoError} `NOT_SUPPORTED` when the world has no second dev wallet.
 * @example
 * ```ts
 * await latch.grantPermissions([demoPermissionRequest(config)])
 * ```
 */
export function demoPermissionRequest(config: DemoConfig, now = Date.now()): PermissionRequest {
  const chainId = config.evmChains[0]?.chainId
  const session = config.secondDevWallet?.address
  if (chainId === undefined || !session)
    throw new DemoError('The demo world has no second dev wallet', 'NOT_SUPPORTED')
  return {
    chainId: `0x${chainId.toString(16)}`,
    to: session as `0x${string}`,
    permission: {
      type: 'native-token-periodic',
      isAdjustmentAllowed: false,
      data: {
        periodAmount: 10n ** 16n,
        periodDuration: 86_400,
        justification: 'Daily top-up of the demo game',
      },
    },
    rules: [{ type: 'expiry', data: { timestamp: Math.floor(now / 1000) + 7 * 86_400 } }],
  }
}
