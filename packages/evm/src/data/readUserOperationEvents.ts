/**
 * EntryPoint v0.8 (ERC-4337), at the same address on every chain: the contract a bundler sends
 * its bundle transactions to, and the one that logs each user operation's outcome.
 *
 * @example
 * ```ts
 * client.request({ method: 'eth_getLogs', params: [{ address: ENTRY_POINT_08, topics }] })
 * ```
 */
export const ENTRY_POINT_08 = '0x4337084d9e255ff0702461cf8895ce9e3b5ff108'

/**
 * topic0 of EntryPoint v0.8's `UserOperationEvent(bytes32 indexed userOpHash, address indexed
 * sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256
 * actualGasUsed)`.
 *
 * @example
 * ```ts
 * const topics = [USER_OPERATION_EVENT, null, addressTopic(account)]
 * ```
 */
export const USER_OPERATION_EVENT = '0x49628fd1471006c1482da88028e9ce4dbb080b815c9b0344d39e5a8e6ec1419f'

/**
 * The most user operations one activity page lists (the newest ones of its block range): an RPC
 * answer is untrusted and a busy account must not grow the list without bound.
 *
 * @example
 * ```ts
 * events.slice(0, USER_OPERATIONS_MAX)
 * ```
 */
export const USER_OPERATIONS_MAX = 100

/**
 * One user operation's outcome, read from its `UserOperationEvent` log.
 *
 * @example
 * ```ts
 * const op: UserOperationLog = {
 *   userOpHash: '0x…', transactionHash: '0x…', blockNumber: 12n, logIndex: 3,
 *   success: true, sponsored: true,
 * }
 * ```
 */
export type UserOperationLog = {
  userOpHash: `0x${string}`
  /** The bundle transaction that included it. */
  transactionHash: `0x${string}`
  blockNumber: bigint
  logIndex: number
  /** False when its calls reverted (the bundle transaction itself still succeeded). */
  success: boolean
  /** A paymaster (not the account) paid its gas. */
  sponsored: boolean
}

const WORD = /^0x[0-9a-f]{64}$/
const QUANTITY = /^0x[0-9a-f]{1,16}$/
// the four words of the non-indexed fields: nonce, success, actualGasCost, actualGasUsed
const DATA = /^0x[0-9a-f]{256}$/
const ZERO_PADDING = '0'.repeat(24)

/**
 * The 32-byte topic of an address (left-padded), as logs index it.
 *
 * @param address - A 20-byte hex address.
 * @returns The topic, lower case.
 * @example
 * ```ts
 * addressTopic('0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108') // '0x000…4337084d…f108'
 * ```
 */
export const addressTopic = (address: string): `0x${string}` =>
  `0x${ZERO_PADDING}${address.slice(2).toLowerCase()}`

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length <= 1_000 ? value.toLowerCase() : undefined

function toUserOperationLog(log: unknown, senderTopic: string): UserOperationLog | undefined {
  if (typeof log !== 'object' || log === null) return undefined
  const { address, topics, data, transactionHash, blockNumber, logIndex, removed } = log as Record<
    string,
    unknown
  >
  const [topic0, hash, sender, paymaster, ...rest] = Array.isArray(topics) ? topics.map(text) : []
  const body = text(data)
  const tx = text(transactionHash)
  const block = text(blockNumber)
  const index = text(logIndex)
  if (
    removed === true ||
    text(address) !== ENTRY_POINT_08 ||
    topic0 !== USER_OPERATION_EVENT ||
    rest.length > 0 ||
    sender !== senderTopic ||
    !hash ||
    !WORD.test(hash) ||
    !paymaster ||
    !WORD.test(paymaster) ||
    !paymaster.startsWith(`0x${ZERO_PADDING}`) ||
    !body ||
    !DATA.test(body) ||
    !tx ||
    !WORD.test(tx) ||
    !block ||
    !QUANTITY.test(block) ||
    !index ||
    !QUANTITY.test(index)
  )
    return undefined
  // `success` is the second word: an ABI bool is 0 or 1, anything else is not this event
  const success = body.slice(2 + 64, 2 + 128)
  if (!/^0{63}[01]$/.test(success)) return undefined
  return {
    userOpHash: hash as `0x${string}`,
    transactionHash: tx as `0x${string}`,
    blockNumber: BigInt(block),
    logIndex: Number(BigInt(index)),
    success: success.endsWith('1'),
    sponsored: /[1-9a-f]/.test(paymaster),
  }
}

/**
 * Reads the `UserOperationEvent` logs an RPC answered to `eth_getLogs` for one sender: each log
 * must be EntryPoint v0.8's event for `sender`, well formed (hash, paymaster and data of the
 * right sizes, a 0/1 `success`, mined: block and index present, not removed); anything else is
 * skipped. One entry per user operation hash, newest first, at most {@link USER_OPERATIONS_MAX}.
 *
 * @param logs - The RPC's answer (untrusted).
 * @param sender - The account whose operations were asked for.
 * @returns The account's user operations.
 * @example
 * ```ts
 * const ops = readUserOperationEvents(await client.request({ method: 'eth_getLogs', params }), account)
 * ```
 */
export function readUserOperationEvents(logs: unknown, sender: string): UserOperationLog[] {
  if (!Array.isArray(logs)) return []
  const senderTopic = addressTopic(sender)
  const byHash = new Map<string, UserOperationLog>()
  for (const log of logs) {
    const op = toUserOperationLog(log, senderTopic)
    if (op && !byHash.has(op.userOpHash)) byHash.set(op.userOpHash, op)
  }
  return [...byHash.values()]
    .sort((a, b) =>
      a.blockNumber === b.blockNumber ? b.logIndex - a.logIndex : a.blockNumber > b.blockNumber ? -1 : 1,
    )
    .slice(0, USER_OPERATIONS_MAX)
}
