import type { Latch } from '@latch/core'

/**
 * Fills the send form's token list: the send controller's own loader when the app configured one,
 * else the account's token balances from the data layer (the same list the Tokens tab shows).
 *
 * @param latch - The instance.
 * @returns Resolves when the list is set.
 * @example
 * ```ts
 * useEffect(() => void loadSendTokens(latch), [latch])
 * ```
 */
export async function loadSendTokens(latch: Latch): Promise<void> {
  await latch.send.fetchTokenBalances()
  if (latch.state.send.tokenBalances.length > 0) return
  await latch.accountData.fetchTokenBalances()
  latch.send.setTokenBalances(latch.state.accountData.tokenBalances)
}
