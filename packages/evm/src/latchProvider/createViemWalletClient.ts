import {
  type Account,
  type Address,
  type Chain,
  type CustomTransport,
  createWalletClient,
  custom,
  type EIP1193Provider,
  type WalletClient,
} from 'viem'

/**
 * viem's `WalletClient` on an EIP-1193 provider, loaded by {@link getWalletClient} on its first call.
 *
 * @param provider - The provider.
 * @param chain - viem chain of the client.
 * @param account - Account of the client.
 * @returns The client.
 * @example
 * ```ts
 * const client = createViemWalletClient(getEip1193Provider(latch), mainnet, '0xf39F...')
 * ```
 */
export function createViemWalletClient<chain extends Chain | undefined>(
  provider: EIP1193Provider,
  chain: chain,
  account: Address | undefined,
): WalletClient<CustomTransport, chain, Account | undefined> {
  return createWalletClient({
    ...(account ? { account } : {}),
    chain,
    transport: custom(provider),
  }) as WalletClient<CustomTransport, chain, Account | undefined>
}
