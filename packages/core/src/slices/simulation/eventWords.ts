/** At most this many ids of one ERC-1155 batch are read. */
const MAX_BATCH_IDS = 64

/**
 * Readers of an event log's untrusted words: the `index`th 32-byte word of hex data, a topic as an
 * address (lower-case) or a number, and the ids and values of an ERC-1155 TransferBatch (capped at
 * 64); each is `undefined` (or empty) when the input is not of that shape.
 *
 * @example
 * ```ts
 * word('0x…05', 0) // 5n
 * ```
 */
export const word = (hex: string, index: number): bigint | undefined => {
  const body = hex.replace(/^0x/, '')
  const part = body.slice(index * 64, index * 64 + 64)
  return part.length === 64 && /^[0-9a-fA-F]+$/.test(part) ? BigInt(`0x${part}`) : undefined
}
/**
 * A topic holding an address, lower-case.
 *
 * @example
 * ```ts
 * topicAddress(log.topics[1]) // '0xf39f…'
 * ```
 */
export const topicAddress = (topic: string | undefined): string | undefined =>
  topic && /^0x0{24}[0-9a-fA-F]{40}$/.test(topic) ? `0x${topic.slice(26).toLowerCase()}` : undefined
/**
 * A topic holding a number.
 *
 * @example
 * ```ts
 * topicNumber(log.topics[3]) // 7n
 * ```
 */
export const topicNumber = (topic: string | undefined): bigint | undefined =>
  topic && /^0x[0-9a-fA-F]{64}$/.test(topic) ? BigInt(topic) : undefined

/**
 * The ids and values of an ERC-1155 TransferBatch's data (two uint256 arrays), capped at 64.
 *
 * @example
 * ```ts
 * batchOf(log.data) // [[1n, 2n]]
 * ```
 */
export function batchOf(data: string): [bigint, bigint][] {
  const idsAt = word(data, 0)
  const valuesAt = word(data, 1)
  if (idsAt === undefined || valuesAt === undefined || idsAt % 32n || valuesAt % 32n) return []
  const list = (at: bigint) => {
    const start = Number(at / 32n)
    const length = word(data, start)
    if (length === undefined || length > BigInt(MAX_BATCH_IDS)) return []
    return Array.from({ length: Number(length) }, (_, i) => word(data, start + 1 + i))
  }
  const ids = list(idsAt)
  const values = list(valuesAt)
  return ids.flatMap((id, i) => {
    const value = values[i]
    return id === undefined || value === undefined ? [] : [[id, value] as [bigint, bigint]]
  })
}
