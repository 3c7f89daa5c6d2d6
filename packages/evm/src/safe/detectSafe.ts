import type { Connector } from '@latch/core/kit'
import type { Eip1193Provider } from '../provider/types'
import { createSafeAppsClient } from './createSafeAppsClient'
import { createSafeProvider } from './createSafeProvider'
import { isInFrame } from './isInFrame'
import { readSafeInfo } from './readSafeInfo'
import { SAFE_CONNECTOR_ID } from './safeConnectorId'

/** How long the Safe handshake waits for the parent page, ms. */
export const SAFE_DETECT_TIMEOUT_MS = 400

/**
 * Finds a Safe{Wallet} parent: when the page runs in a frame, asks the parent for `getSafeInfo`
 * and, if it answers in time with a valid Safe, returns the `safe` connector and its EIP-1193
 * provider. Outside a frame nothing is posted and the answer is undefined.
 *
 * @param win - The page's window.
 * @param timeoutMs - How long to wait for the parent. Default {@link SAFE_DETECT_TIMEOUT_MS}.
 * @returns The connector and provider, or undefined when no Safe is there.
 * @example
 * ```ts
 * const safe = await detectSafe(window)
 * if (safe) list.push(safe.connector)
 * ```
 */
export async function detectSafe(
  win: Window,
  timeoutMs = SAFE_DETECT_TIMEOUT_MS,
): Promise<{ connector: Connector; provider: Eip1193Provider; close(): void } | undefined> {
  if (!isInFrame(win)) return undefined
  const client = createSafeAppsClient(win)
  try {
    const info = readSafeInfo(await client.call('getSafeInfo', undefined, timeoutMs))
    return {
      connector: {
        id: SAFE_CONNECTOR_ID,
        type: 'safe',
        name: 'Safe',
        chain: 'eip155',
        installed: true,
      },
      provider: createSafeProvider(client, info),
      close: () => client.close(),
    }
  } catch {
    client.close()
    return undefined
  }
}
