import { toChecksumAddress } from '../../../shared/validation/evmAddress'

/**
 * A contract call recognised in a transaction's data: an ERC-20 `transfer`, `approve` or
 * `transferFrom`, with its arguments; any other call keeps only its 4-byte selector.
 *
 * @example
 * ```ts
 * const call: ApprovalCall = { selector: '0xa9059cbb', name: 'transfer', signature: 'transfer(address,uint256)', recipient: '0x…', amount: 1000000n }
 * ```
 */
export type ApprovalCall = {
  selector: string
  name?: 'transfer' | 'approve' | 'transferFrom'
  /** The function's signature, for the details toggle. */
  signature?: string
  /** Who receives the tokens (transfer, transferFrom) or may spend them (approve, as `spender`). */
  recipient?: string
  /** transferFrom: whose tokens move. */
  owner?: string
  /** Amount in the token's base units. */
  amount?: bigint
}

const CALLS: Record<string, { name: NonNullable<ApprovalCall['name']>; signature: string; words: number }> = {
  '0xa9059cbb': { name: 'transfer', signature: 'transfer(address,uint256)', words: 2 },
  '0x095ea7b3': { name: 'approve', signature: 'approve(address,uint256)', words: 2 },
  '0x23b872dd': { name: 'transferFrom', signature: 'transferFrom(address,address,uint256)', words: 3 },
}

/** The address in an ABI word, EIP-55 checksummed (the word's upper 12 bytes are zero). */
const address = (word: string) => toChecksumAddress(`0x${word.slice(24).toLowerCase()}`)

/**
 * Recognises the call in a transaction's `data`: ERC-20 transfers and approvals are read into
 * receiver (or spender) and amount; other calls keep their selector; empty data is no call.
 *
 * @param data - The transaction's hex data.
 * @returns The call, or undefined for a plain value transfer or data that is not hex.
 * @example
 * ```ts
 * describeCall('0xa9059cbb' + '0'.repeat(24) + 'dead'.padStart(40, '0') + (5n).toString(16).padStart(64, '0'))
 * // { selector: '0xa9059cbb', name: 'transfer', signature: 'transfer(address,uint256)', recipient: '0x…dead', amount: 5n }
 * ```
 */
export function describeCall(data: string | undefined): ApprovalCall | undefined {
  if (data === undefined || !/^0x([0-9a-fA-F]{2})*$/.test(data) || data.length < 10) return undefined
  const selector = data.slice(0, 10).toLowerCase()
  const known = CALLS[selector]
  const body = data.slice(10)
  if (!known || body.length !== known.words * 64) return { selector }
  const words = body.match(/.{64}/g) ?? []
  const [first = '', second = '', third = ''] = words
  const addressWords = known.name === 'transferFrom' ? [first, second] : [first]
  if (!addressWords.every((word) => word.startsWith('0'.repeat(24)))) return { selector }
  if (known.name === 'transferFrom')
    return {
      selector,
      name: known.name,
      signature: known.signature,
      owner: address(first),
      recipient: address(second),
      amount: BigInt(`0x${third}`),
    }
  return {
    selector,
    name: known.name,
    signature: known.signature,
    recipient: address(first),
    amount: BigInt(`0x${second}`),
  }
}
