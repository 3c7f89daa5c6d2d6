import type { CaipNetwork, CaipNetworkId } from '../shared/networks/types'

/**
 * A token balance (SPEC §3). Amounts are decimal strings, never floats: `quantity.numeric` is in
 * token units (e.g. `'1.5'`), `price` and `value` in USD.
 *
 * @example
 * ```ts
 * const eth: TokenBalance = {
 *   name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', decimals: 18,
 *   quantity: { decimals: '18', numeric: '1.5' },
 * }
 * ```
 */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: CaipNetworkId
  /** Absent for the native token. */
  address?: string
  decimals: number
  logoUri?: string
  iconUrl?: string
  quantity: { decimals: string; numeric: string }
  price?: string
  value?: string
}

/**
 * One transfer inside an activity item.
 *
 * @example
 * ```ts
 * const t: ActivityTransfer = { direction: 'out', symbol: 'ETH', amount: '0.1', from: '0xa', to: '0xb' }
 * ```
 */
export type ActivityTransfer = {
  direction: 'in' | 'out' | 'self'
  symbol: string
  /** Decimal string in token units. */
  amount: string
  from: string
  to: string
  /** Token contract / mint; absent for native. */
  tokenAddress?: string
  /** NFT token id, for NFT transfers. */
  tokenId?: string
}

/**
 * A transaction history item (SPEC §3: id, metadata.minedAt, metadata.chain, transfers). A user
 * operation of a smart account is one item of its own (`metadata.userOperation`), its id the user
 * operation hash.
 *
 * @example
 * ```ts
 * const item: ActivityItem = {
 *   id: '0xhash', metadata: { minedAt: 1_700_000_000_000, chain: 'eip155:1', status: 'confirmed', hash: '0xhash' },
 *   transfers: [],
 * }
 * ```
 */
export type ActivityItem = {
  id: string
  metadata: {
    /** Milliseconds since the epoch. */
    minedAt: number
    chain: CaipNetworkId
    /**
     * `queued`: a send proposed to a multisig (a Safe) that its owners have not executed yet; its
     * `hash` is the multisig's id of it, not a chain transaction.
     */
    status: 'confirmed' | 'pending' | 'failed' | 'queued'
    /**
     * The chain transaction. For a user operation, the bundle transaction that included it (sent
     * by a bundler to the EntryPoint, so not "from" the account).
     */
    hash: string
    /**
     * Set when the item is one ERC-4337 user operation of the account (a smart account's calls):
     * `hash` is its user operation hash, `sponsored` whether a paymaster paid its gas. Its
     * `status` is the operation's own outcome (`failed` when its calls reverted, even though the
     * bundle transaction succeeded).
     */
    userOperation?: { hash: string; sponsored: boolean }
  }
  transfers: ActivityTransfer[]
}

/**
 * An NFT held by the account.
 *
 * @example
 * ```ts
 * const nft: NftItem = { chainId: 'eip155:1', contract: '0xc', tokenId: '1', name: 'Latch #1' }
 * ```
 */
export type NftItem = {
  chainId: CaipNetworkId
  contract: string
  tokenId: string
  name?: string
  collectionName?: string
  imageUrl?: string
  /** The collection's image, shown when the NFT has no image of its own. */
  collectionImageUrl?: string
}

/**
 * Where the Account view's data comes from: the hosted data API (with a projectId) or the chain's
 * RPC through an adapter (no API key). Both implement this.
 *
 * @example
 * ```ts
 * const tokens = await source.getTokenBalances({ address, network })
 * ```
 */
export interface AccountDataSource {
  /** Native and token balances of the account. */
  getTokenBalances(params: { address: string; network: CaipNetwork }): Promise<TokenBalance[]>
  /**
   * Activity, newest first; `next` is the cursor of the next page. `sent` is Latch's one record of
   * the transactions this instance sent from or to `address` on `network` (newest first, at most
   * 99, each as it was when sent: status `pending`), for a source that cannot list some of them
   * from the chain alone (plain RPC does not index native transfers): it looks them up and lists
   * them with their outcome. A source that indexes everything ignores it.
   */
  getActivity(params: {
    address: string
    network: CaipNetwork
    cursor?: string
    sent?: readonly ActivityItem[]
  }): Promise<{ items: ActivityItem[]; next?: string }>
  /** NFTs of the account, when the source can list them. */
  getNfts?(params: { address: string; network: CaipNetwork }): Promise<NftItem[]>
  /**
   * A sent transaction's outcome through the app's RPC (EVM: its receipt): `pending` until mined,
   * then `confirmed`, or `failed` if it reverted; `undefined` when the source cannot tell (not a
   * hash of this chain, adapter destroyed), and Latch stops following it. `from` is the account
   * that sent it: when `hash` is a bundle transaction carrying that account's user operation (a
   * smart account's send), the answer is the operation's own outcome, not the bundle's.
   */
  getTransactionStatus?(params: {
    hash: string
    network: CaipNetwork
    from?: string
  }): Promise<Exclude<ActivityItem['metadata']['status'], 'queued'> | undefined>
}
