import type { AccountDataSource, ActivityItem, NftItem, TokenBalance } from '@latch/core'

/**
 * Account data served as a data source would: the tokens given, Latch's own sends listed as pending
 * before the given activity, the NFTs, and the identity and names when given.
 *
 * @param tokens - The token balances.
 * @param options - Activity, NFTs, identity and names.
 * @returns The account-data source.
 * @example
 * ```ts
 * adapter.accountData = accountDataStandIn([nativeToken(network, '10')], { nfts: [] })
 * ```
 */
export function accountDataStandIn(
  tokens: TokenBalance[],
  options: {
    activity?: ActivityItem[] | undefined
    nfts?: NftItem[] | undefined
    identity?: { name: string | null; avatar: string | null } | undefined
    names?: Record<string, string> | undefined
  },
): AccountDataSource {
  return Object.assign(
    {
      getTokenBalances: async () => tokens,
      // as the chain RPC sources do: Latch's record of what it sent, listed as pending while the
      // chain has no receipt for it
      getActivity: async ({ sent = [] }: { sent?: readonly ActivityItem[] }) => ({
        items: [
          ...sent.map((item) => ({ ...item, metadata: { ...item.metadata, status: 'pending' as const } })),
          ...(options.activity ?? []),
        ],
      }),
      getNfts: async () => options.nfts ?? [],
    },
    options.identity ? { getIdentity: async () => options.identity! } : {},
    options.names ? { lookupName: async (name: string) => options.names?.[name] ?? null } : {},
  )
}
