import { createSafeAppsClient } from '../createSafeAppsClient'
import { createSafeProvider } from '../createSafeProvider'
import { framedPage, type Posted } from './framedPage'

/** The Safe the provider tests act as. */
export const TEST_SAFE = '0x1111111111111111111111111111111111111111'

/**
 * The Safe provider of a frame whose Safe{Wallet} stand-in answers `answers` (by Safe Apps method;
 * no answer for any other), on chain 31337 as {@link TEST_SAFE}.
 *
 * @param answers - The parent's answer to each method, from the request's params.
 * @returns The provider and what the frame posted.
 * @example
 * ```ts
 * const { provider, posted } = framedSafe({ sendTransactions: () => ({ safeTxHash }) })
 * ```
 */
export function framedSafe(answers: Partial<Record<string, (params: unknown) => unknown>>) {
  const page = framedPage((m: Posted['message']) => {
    const answer = answers[m.method]
    return answer ? { id: m.id, success: true, data: answer(m.params), version: '9.1.0' } : undefined
  })
  const provider = createSafeProvider(createSafeAppsClient(page.win), {
    safeAddress: TEST_SAFE,
    chainId: 31337,
    isReadOnly: false,
  })
  return { provider, posted: page.posted }
}
