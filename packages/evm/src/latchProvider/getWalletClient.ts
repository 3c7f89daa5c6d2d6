import type { Latch } from '@latch/core/kit'
import type { Account, Address, Chain, CustomTransport, WalletClient } from 'viem'
import { getEip1193Provider } from './getEip1193Provider'
import { readEip155 } from './readEip155'

/**
 * Options of {@link getWalletClient}.
 *
 * @example
 * ```ts
 * const options: GetWalletClientOptions = { chain: mainnet }
 * ```
 */
export type GetWalletClientOptions<chain extends Chain | undefined = Chain | undefined> = {
  /** viem chain of the client (its id should be the network Latch has active). */
  chain?: chain
  /** Account of the client; default the connection's active account (none when not connected). */
  account?: Address
}

/**
 * A viem `WalletClient` on the wallet connected through Latch on eip155 (see
 * {@link getEip1193Provider}), its account the connection's active account. Its viem code loads
 * with the first call, not with the page.
 *
 * @param latch - The Latch instance.
 * @param options - The viem chain, and an account other than the active one.
 * @returns The client.
 * @example
 * ```ts
 * const client = await getWalletClient(latch, { chain: mainnet })
 * const hash = await client.sendTransaction({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n })
 * ```
 */
export async function getWalletClient<chain extends Chain | undefined = undefined>(
  latch: Latch,
  options: GetWalletClientOptions<chain> = {},
): Promise<WalletClient<CustomTransport, chain, Account | undefined>> {
  const { createViemWalletClient } = await import('./createViemWalletClient')
  const address = options.account ?? readEip155(latch)?.accounts[0]
  return createViemWalletClient(getEip1193Provider(latch), options.chain as chain, address)
}
