import {
  type AccountDataSource,
  type ActivityItem,
  type ActivityTransfer,
  type CaipNetwork,
  type CaipNetworkId,
  formatUnits,
  isTxHash,
  type NftItem,
  type TokenBalance,
  type TokenRef,
} from '@latch/core/kit'
import type { PublicClients } from '../rpc/createPublicClients'
import { readInlineNftMetadata } from './readInlineNftMetadata'
import {
  addressTopic,
  ENTRY_POINT_08,
  readUserOperationEvents,
  USER_OPERATION_EVENT,
  type UserOperationLog,
} from './readUserOperationEvents'

/**
 * Options of {@link createRpcAccountDataSource}.
 *
 * @example
 * ```ts
 * createRpcAccountDataSource({ clients, tokens: { 'eip155:1': [usdc] }, nfts: {}, blockRange: 10_000n })
 * ```
 */
export type RpcAccountDataSourceOptions = {
  clients: PublicClients
  /** ERC20 tokens to list, per network. */
  tokens: Partial<Record<CaipNetworkId, readonly TokenRef[]>>
  /** ERC721 contracts to list, per network. */
  nfts: Partial<Record<CaipNetworkId, readonly string[]>>
  /** Blocks scanned per activity page and for NFTs. */
  blockRange: bigint
  /** False once the adapter is destroyed: a transaction status is then not looked up (`undefined`). */
  isRunning?: () => boolean
}

// The Transfer event of ERC20 and ERC721: the same indexed `from` and `to`; the third field is the
// amount (not indexed) or the token id (indexed).
const FROM_TO = [
  { name: 'from', type: 'address', indexed: true },
  { name: 'to', type: 'address', indexed: true },
] as const
const TRANSFER_ERC20 = {
  type: 'event',
  name: 'Transfer',
  inputs: [...FROM_TO, { name: 'value', type: 'uint256', indexed: false }],
} as const
const TRANSFER_ERC721 = {
  type: 'event',
  name: 'Transfer',
  inputs: [...FROM_TO, { name: 'tokenId', type: 'uint256', indexed: true }],
} as const
const READ_ABI = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'a', type: 'address' }],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'ownerOf',
    stateMutability: 'view',
    inputs: [{ name: 'id', type: 'uint256' }],
    outputs: [{ type: 'address' }],
  },
  { type: 'function', name: 'name', stateMutability: 'view', inputs: [], outputs: [{ type: 'string' }] },
  {
    type: 'function',
    name: 'tokenURI',
    stateMutability: 'view',
    inputs: [{ name: 'id', type: 'uint256' }],
    outputs: [{ type: 'string' }],
  },
] as const

/** The account's user operations in a block range: EntryPoint v0.8's events with it as `sender`, one getLogs. */
async function readUserOperations(
  client: Awaited<ReturnType<PublicClients['get']>>,
  address: string,
  fromBlock: bigint,
  toBlock: bigint,
): Promise<UserOperationLog[]> {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return []
  const logs: unknown = await client.request({
    method: 'eth_getLogs',
    params: [
      {
        address: ENTRY_POINT_08,
        topics: [USER_OPERATION_EVENT, null, addressTopic(address)],
        fromBlock: `0x${fromBlock.toString(16)}`,
        toBlock: `0x${toBlock.toString(16)}`,
      },
    ],
  })
  // an answer outside the range asked for would list an operation on two pages
  return readUserOperationEvents(logs, address).filter(
    (op) => op.blockNumber >= fromBlock && op.blockNumber <= toBlock,
  )
}

const direction = (from: string, to: string, me: string): ActivityTransfer['direction'] =>
  from.toLowerCase() === me && to.toLowerCase() === me ? 'self' : from.toLowerCase() === me ? 'out' : 'in'

/**
 * Account data read from the chain through the app's RPC, with no hosted API: native and configured
 * ERC20 balances, activity from the configured tokens' Transfer logs plus the transactions Latch
 * sent (its one record, passed as `sent`: their receipts give their outcome) plus the account's
 * ERC-4337 user operations (EntryPoint v0.8's `UserOperationEvent`s with it as sender: one item
 * each, with its own outcome and the configured-token transfers of its bundle), NFTs of the
 * configured ERC721 contracts, and one sent transaction's outcome (its receipt; for a bundle, the
 * sender's user operation's own). Plain RPC cannot list native ETH
 * received from others (that needs a tracing or indexing service); the data API covers it.
 *
 * @param options - Clients and the app's token and NFT lists.
 * @returns The data source.
 * @example
 * ```ts
 * const tokens = await source.getTokenBalances({ address, network })
 * ```
 */
export function createRpcAccountDataSource(options: RpcAccountDataSourceOptions): AccountDataSource {
  const tokensOf = (network: CaipNetwork) => options.tokens[network.caipNetworkId] ?? []

  return {
    async getTokenBalances({ address, network }) {
      const client = await options.clients.get(network)
      const owner = address as `0x${string}`
      const native = await client.getBalance({ address: owner })
      const balances: TokenBalance[] = [
        {
          name: network.nativeCurrency.name,
          symbol: network.nativeCurrency.symbol,
          chainId: network.caipNetworkId,
          decimals: network.nativeCurrency.decimals,
          quantity: {
            decimals: String(network.nativeCurrency.decimals),
            numeric: formatUnits(native, network.nativeCurrency.decimals),
          },
        },
      ]
      const tokens = tokensOf(network).filter((t) => t.address !== undefined)
      const values = await Promise.all(
        tokens.map((t) =>
          client.readContract({
            address: t.address as `0x${string}`,
            abi: READ_ABI,
            functionName: 'balanceOf',
            args: [owner],
          }),
        ),
      )
      tokens.forEach((t, i) => {
        balances.push({
          name: t.name ?? t.symbol,
          symbol: t.symbol,
          chainId: network.caipNetworkId,
          address: t.address!,
          decimals: t.decimals,
          quantity: { decimals: String(t.decimals), numeric: formatUnits(values[i] ?? 0n, t.decimals) },
        })
      })
      return balances
    },

    async getActivity({ address, network, cursor, sent = [] }) {
      const client = await options.clients.get(network)
      const me = address.toLowerCase()
      const toBlock =
        cursor !== undefined && /^\d+$/.test(cursor) ? BigInt(cursor) : await client.getBlockNumber()
      const fromBlock = toBlock - options.blockRange + 1n > 0n ? toBlock - options.blockRange + 1n : 0n
      const tokens = tokensOf(network).filter((t) => t.address !== undefined)
      type Listed = ActivityItem & { block: bigint; position: number }
      const byHash = new Map<string, Listed>()
      const [logs, operations] = await Promise.all([
        Promise.all(
          tokens.flatMap((t) =>
            (['from', 'to'] as const).map((side) =>
              client
                .getLogs({
                  address: t.address as `0x${string}`,
                  event: TRANSFER_ERC20,
                  args: { [side]: address as `0x${string}` },
                  fromBlock,
                  toBlock,
                })
                .then((found) => found.map((log) => ({ log, token: t }))),
            ),
          ),
        ).then((found) =>
          // in chain order, so a transaction's transfers read in the order they happened
          found
            .flat()
            .sort((a, b) =>
              a.log.blockNumber === b.log.blockNumber
                ? (a.log.logIndex ?? 0) - (b.log.logIndex ?? 0)
                : (a.log.blockNumber ?? 0n) < (b.log.blockNumber ?? 0n)
                  ? -1
                  : 1,
            ),
        ),
        readUserOperations(client, address, fromBlock, toBlock),
      ])
      // The account's user operations (a smart account's calls, sent by a bundler): one item each,
      // keyed by user operation hash; `inBundle` lists them by bundle transaction, in log order.
      const userOperations = new Map<string, Listed>()
      const inBundle = new Map<string, { logIndex: number; item: Listed }[]>()
      for (const op of operations) {
        const item: Listed = {
          id: op.userOpHash,
          block: op.blockNumber,
          position: op.logIndex,
          metadata: {
            minedAt: 0,
            chain: network.caipNetworkId,
            status: op.success ? 'confirmed' : 'failed',
            hash: op.transactionHash,
            userOperation: { hash: op.userOpHash, sponsored: op.sponsored },
          },
          transfers: [],
        }
        userOperations.set(op.userOpHash, item)
        const bundle = inBundle.get(op.transactionHash) ?? []
        bundle.push({ logIndex: op.logIndex, item })
        inBundle.set(
          op.transactionHash,
          bundle.sort((a, b) => a.logIndex - b.logIndex),
        )
      }
      const seen = new Set<string>()
      for (const { log, token } of logs) {
        const key = `${log.transactionHash}:${log.logIndex}`
        if (seen.has(key) || !log.transactionHash || log.blockNumber === null) continue
        seen.add(key)
        const { from = '', to = '', value = 0n } = log.args
        // a transfer in a bundle belongs to the account's operation whose event follows it (the
        // EntryPoint logs each operation's outcome after running its calls)
        const bundle = inBundle.get(log.transactionHash.toLowerCase())
        const item = bundle
          ? (bundle.find((op) => log.logIndex !== null && op.logIndex > log.logIndex) ?? bundle.at(-1)!).item
          : (byHash.get(log.transactionHash) ?? {
              id: log.transactionHash,
              block: log.blockNumber,
              position: log.logIndex ?? -1,
              metadata: {
                minedAt: 0,
                chain: network.caipNetworkId,
                status: 'confirmed' as const,
                hash: log.transactionHash,
              },
              transfers: [],
            })
        item.transfers.push({
          direction: direction(from, to, me),
          symbol: token.symbol,
          amount: formatUnits(value, token.decimals),
          from,
          to,
          tokenAddress: token.address!,
        })
        if (!bundle) byHash.set(log.transactionHash, item)
      }
      for (const item of sent) {
        const hash = item.metadata.hash
        if (!hash || !isTxHash(hash) || byHash.has(hash) || item.metadata.chain !== network.caipNetworkId)
          continue
        const transfers = item.transfers.map((t) => ({ ...t, direction: direction(t.from, t.to, me) }))
        // a send from the smart account is listed as its operation; what Latch recorded of it
        // (e.g. native ETH, which has no Transfer log) is its transfers when the logs gave none
        const bundle = inBundle.get(hash.toLowerCase())
        if (bundle) {
          const bare = bundle.find((op) => op.item.transfers.length === 0)
          if (bare) bare.item.transfers = transfers
          continue
        }
        const receipt = await client
          .getTransactionReceipt({ hash: hash as `0x${string}` })
          .catch(() => undefined)
        if (receipt && (receipt.blockNumber < fromBlock || receipt.blockNumber > toBlock)) continue
        if (!receipt && cursor !== undefined) continue
        byHash.set(hash, {
          ...item,
          id: hash,
          block: receipt?.blockNumber ?? toBlock + 1n,
          position: -1,
          metadata: {
            ...item.metadata,
            status: !receipt ? 'pending' : receipt.status === 'success' ? 'confirmed' : 'failed',
          },
          transfers,
        })
      }
      const listed = [...byHash.values(), ...userOperations.values()]
      const blocks = [...new Set(listed.filter((i) => i.block <= toBlock).map((i) => i.block))]
      const times = new Map(
        await Promise.all(
          blocks.map(
            async (n) => [n, Number((await client.getBlock({ blockNumber: n })).timestamp) * 1000] as const,
          ),
        ),
      )
      const items = listed
        .sort((a, b) => (a.block === b.block ? b.position - a.position : a.block > b.block ? -1 : 1))
        .map(({ block, position: _, ...item }) => ({
          ...item,
          metadata: { ...item.metadata, minedAt: times.get(block) ?? item.metadata.minedAt },
        }))
      return fromBlock > 0n ? { items, next: String(fromBlock - 1n) } : { items }
    },

    async getTransactionStatus({ hash, network, from }) {
      if (options.isRunning?.() === false || !isTxHash(hash) || network.chainNamespace !== 'eip155')
        return undefined
      const client = await options.clients.get(network)
      // viem throws TransactionReceiptNotFoundError while the transaction is not mined
      const receipt = await client.getTransactionReceipt({ hash }).catch((error: unknown) => {
        if ((error as { name?: unknown } | null)?.name === 'TransactionReceiptNotFoundError') return null
        throw error
      })
      if (!receipt) return 'pending'
      if (receipt.status !== 'success') return 'failed'
      // a bundle transaction succeeds even when an operation in it reverted: the sender's own
      // operations say how its send went
      const operations = from
        ? readUserOperationEvents(
            receipt.logs.map((log) => ({
              ...log,
              blockNumber: `0x${(log.blockNumber ?? 0n).toString(16)}`,
              logIndex: `0x${(log.logIndex ?? 0).toString(16)}`,
            })),
            from,
          )
        : []
      return operations.every((op) => op.success) ? 'confirmed' : 'failed'
    },

    async getNfts({ address, network }) {
      const contracts = options.nfts[network.caipNetworkId] ?? []
      if (contracts.length === 0) return []
      const client = await options.clients.get(network)
      const latest = await client.getBlockNumber()
      const fromBlock = latest - options.blockRange + 1n > 0n ? latest - options.blockRange + 1n : 0n
      const owner = address.toLowerCase()
      const result: NftItem[] = []
      for (const contract of contracts) {
        const target = contract as `0x${string}`
        const [received, collectionName] = await Promise.all([
          client.getLogs({
            address: target,
            event: TRANSFER_ERC721,
            args: { to: address as `0x${string}` },
            fromBlock,
          }),
          client
            .readContract({ address: target, abi: READ_ABI, functionName: 'name' })
            .catch(() => undefined),
        ])
        const ids = [
          ...new Set(received.map((l) => l.args.tokenId).filter((id): id is bigint => id !== undefined)),
        ]
        const owners = await Promise.all(
          ids.map((id) =>
            client.readContract({ address: target, abi: READ_ABI, functionName: 'ownerOf', args: [id] }),
          ),
        )
        const held = ids.filter((_, i) => owners[i]?.toLowerCase() === owner)
        // on-chain metadata only (no fetch): a contract without tokenURI, or a refusing one, gives none
        const uris = await Promise.all(
          held.map((id) =>
            client
              .readContract({ address: target, abi: READ_ABI, functionName: 'tokenURI', args: [id] })
              .catch(() => undefined),
          ),
        )
        held.forEach((id, i) => {
          const metadata = readInlineNftMetadata(uris[i])
          result.push({
            chainId: network.caipNetworkId,
            contract,
            tokenId: id.toString(),
            ...(collectionName ? { collectionName, name: `${collectionName} #${id}` } : {}),
            ...metadata,
          })
        })
      }
      return result
    },
  }
}
