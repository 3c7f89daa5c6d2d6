import { hexToBytes } from '../../shared/hexToBytes'
import { CLEAR_SIGNING_LIMITS } from './clearSigningLimits'
import { CLEAR_SIGNING_MESSAGES } from './clearSigningMessages'
import { type AbiValue, decodeAbiParameters } from './decodeAbiParameters'
import type { ClearDescriptor } from './descriptor'
import { fieldsInWords } from './fieldsInWords'
import { descriptorTokens, findFunction } from './findFunction'
import { plainText } from './plainText'
import { readTransaction } from './readTransaction'
import type { CallInWords, ClearSigningToken } from './types'

/**
 * What {@link describeCallInWords} reads besides the request: the checked descriptors (the app's
 * first, then the built-in ones), the tokens the account knows and the network's currency.
 *
 * @example
 * ```ts
 * const context: CallContext = { descriptors, tokens: [usdc], chainId: 1, native: { symbol: 'ETH', decimals: 18 } }
 * ```
 */
export type CallContext = {
  descriptors: readonly ClearDescriptor[]
  tokens: readonly ClearSigningToken[]
  /** The network's chain id, when the request does not carry one. */
  chainId?: number | undefined
  native?: { symbol: string; decimals: number } | undefined
}

const APPROVAL_FOR_ALL = 'setApprovalForAll(address,bool)'

/**
 * An `eth_sendTransaction` request's call in words, as the ERC-7730 descriptor of its function
 * says: the intent, each field as label and plain text (amounts in the token's units when the
 * account or a descriptor's `metadata.token` knows the token, addresses checksummed), and the risk flags: an unlimited approval (2^256-1 or at
 * the descriptor's threshold) and `setApprovalForAll(operator, true)`. A call whose selector no
 * descriptor covers for that contract, or whose data does not decode as the function's
 * parameters, is `{ kind: 'unknown' }` with its selector and data: never guessed. Never throws.
 *
 * @param request - The frozen transaction object (`to`, `data` or `input`, `value`, `chainId`).
 * @param context - Descriptors, tokens and the network.
 * @returns The call in words; undefined when the request carries no call data.
 * @example
 * ```ts
 * describeCallInWords({ to: usdc.address, data: approveMaxData }, { descriptors, tokens: [usdc] })
 * // { kind: 'call', intent: 'Approve', fields: [{ label: 'Spender', … }, { label: 'Allowance', value: 'Unlimited USDC' }], flags: [{ kind: 'unlimitedApproval', … }], … }
 * ```
 */
export function describeCallInWords(request: unknown, context: CallContext): CallInWords | undefined {
  const tx = readTransaction(request, context.chainId)
  const { data, to, chainId } = tx
  if (data === undefined || data === '0x' || data === '') return undefined
  const bytes = hexToBytes(data)
  if (
    !bytes ||
    !data.startsWith('0x') ||
    bytes.length < 4 ||
    bytes.length > CLEAR_SIGNING_LIMITS.calldataBytes + 4
  )
    return { kind: 'unknown', selector: data.slice(0, 10).toLowerCase(), data }
  const selector = data.slice(0, 10).toLowerCase()
  const unknown: CallInWords = { kind: 'unknown', selector, data }
  const fn = findFunction(context.descriptors, selector, to, chainId)
  if (!fn) return unknown
  const values = decodeAbiParameters(fn.types, bytes.slice(4))
  if (!Array.isArray(values)) return unknown
  const read = (path: string): AbiValue | undefined => {
    if (path === '@.value') return tx.value
    if (path === '@.to') return to
    if (path === '@.from') return tx.from
    return values[fn.names.indexOf(path.replace(/\.\[\]$/, ''))]
  }
  const tokens = [...context.tokens, ...descriptorTokens(context.descriptors, chainId)]
  const { fields, flags } = fieldsInWords(fn.fields, read, tokens, context.native)
  if (fn.signature === APPROVAL_FOR_ALL && values[1] === true)
    flags.push({ kind: 'approvalForAll', why: CLEAR_SIGNING_MESSAGES.approvalForAll })
  return { kind: 'call', intent: plainText(fn.intent, 80), fields, flags, selector, signature: fn.signature }
}
