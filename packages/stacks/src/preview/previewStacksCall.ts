import { formatUnits, type PostConditionPreview, type RequestPreview, ValidationError } from '@latch/core/kit'
import type { ClarityValue, PostCondition } from '@stacks/transactions'
import { loadStacksTransactions } from '../utils/loadStacksTransactions'
import type { StacksNetworkKind } from '../validation/assertStacksAddress'
import { assertUint64 } from '../validation/limits'
import { readClarityValue, readPostCondition } from '../validation/readRequestValues'

/** Most arguments or post-conditions previewed. */
export const MAX_PREVIEW_STACKS_ITEMS = 64
/** Longest text of one argument or item shown; longer is cut with "…". */
export const MAX_PREVIEW_ARG_CHARS = 400
/** Longest serialized value (hex) read. */
const MAX_HEX_CHARS = 200_000

const invalid = (message: string) => new ValidationError(message, { code: 'INVALID_PARAMS' })
const cut = (text: string) =>
  text.length > MAX_PREVIEW_ARG_CHARS ? `${text.slice(0, MAX_PREVIEW_ARG_CHARS)}…` : text
const stxText = (micro: bigint) => `${formatUnits(micro, 6)} STX`

type Tx = typeof import('@stacks/transactions')

function listOf(value: unknown, what: string): readonly unknown[] {
  if (value === undefined) return []
  if (!Array.isArray(value) || value.length > MAX_PREVIEW_STACKS_ITEMS)
    throw invalid(`${what} must be an array of at most ${MAX_PREVIEW_STACKS_ITEMS}`)
  return value
}

function clarityOf(tx: Tx, value: unknown, network: StacksNetworkKind): ClarityValue {
  if (typeof value === 'string' && value.length > MAX_HEX_CHARS) throw invalid('a Clarity value is too long')
  return readClarityValue(tx, value, network)
}

function postConditionOf(tx: Tx, item: unknown, network: StacksNetworkKind): PostCondition {
  if (typeof item === 'string' && item.length > MAX_HEX_CHARS) throw invalid('a post-condition is too long')
  return readPostCondition(tx, item, network)
}

function postConditionInWords(tx: Tx, pc: PostCondition): PostConditionPreview {
  const base = { principal: pc.address, condition: pc.condition }
  switch (pc.type) {
    case 'stx-postcondition':
    case 'staking-postcondition':
      return { ...base, asset: 'STX', amount: formatUnits(BigInt(pc.amount), 6) }
    case 'ft-postcondition':
      return { ...base, asset: pc.asset, amount: BigInt(pc.amount).toString() }
    case 'nft-postcondition':
      return { ...base, asset: pc.asset, amount: cut(tx.cvToString(pc.assetId)) }
    default:
      return { ...base, asset: 'PoX', amount: '' }
  }
}

/** The fee and nonce when the request gives them, as decimal text (the fee in STX). */
function feeAndNonce(p: Record<string, unknown>): { fee?: string; nonce?: string } {
  return {
    ...(p.fee === undefined ? {} : { fee: stxText(BigInt(assertUint64(p.fee as bigint | string, 'Fee'))) }),
    ...(p.nonce === undefined ? {} : { nonce: assertUint64(p.nonce as bigint | string, 'Nonce') }),
  }
}

/**
 * A `stx_callContract` or `stx_transferStx` request decoded locally: the contract and function,
 * each argument as Clarity text (`@stacks/transactions`' own deserialisation and `cvToString`,
 * loaded here), the post-conditions in words (who, what asset, condition, amount: STX from
 * micro-STX) and the post-condition mode (`deny` unless the request says `allow`, as the wallets
 * default), the fee and nonce when given; or the STX transfer's recipient, amount and memo. Params
 * are untrusted: each value is checked as the request pipeline checks it, at most
 * {@link MAX_PREVIEW_STACKS_ITEMS} arguments and post-conditions, each shown to
 * {@link MAX_PREVIEW_ARG_CHARS} characters.
 *
 * @param method - `stx_callContract` or `stx_transferStx` (any other: undefined).
 * @param params - The request's params.
 * @param network - The network principals must belong to.
 * @returns The preview, or undefined for another method.
 * @throws {ValidationError} when a value cannot be read or breaks a rule.
 * @example
 * ```ts
 * const preview = await previewStacksCall('stx_callContract', { contract: 'ST….pool', functionName: 'swap', functionArgs: [Cl.uint(5)] }, 'testnet')
 * ```
 */
export async function previewStacksCall(
  method: string,
  params: unknown,
  network: StacksNetworkKind,
): Promise<RequestPreview | undefined> {
  if (method !== 'stx_callContract' && method !== 'stx_transferStx') return undefined
  if (typeof params !== 'object' || params === null) throw invalid(`${method} needs params`)
  const p = params as Record<string, unknown>
  const tx = await loadStacksTransactions()
  if (method === 'stx_transferStx') {
    if (typeof p.recipient !== 'string' || p.recipient.length > 200)
      throw invalid('stx_transferStx needs a recipient')
    const amount = BigInt(assertUint64(p.amount as bigint | string, 'Amount'))
    const memo = typeof p.memo === 'string' ? cut(p.memo) : ''
    return {
      kind: 'stxTransfer',
      recipient: p.recipient,
      amount,
      text: stxText(amount),
      memo,
      ...feeAndNonce(p),
    }
  }
  if (typeof p.contract !== 'string' || p.contract.length > 200 || typeof p.functionName !== 'string')
    throw invalid('stx_callContract needs a contract and a function name')
  const args = listOf(p.functionArgs, 'functionArgs').map((arg) =>
    cut(tx.cvToString(clarityOf(tx, arg, network))),
  )
  const postConditions = listOf(p.postConditions, 'postConditions').map((item) =>
    postConditionInWords(tx, postConditionOf(tx, item, network)),
  )
  return {
    kind: 'stacksCall',
    contract: p.contract,
    functionName: cut(p.functionName),
    args,
    postConditions,
    postConditionMode: p.postConditionMode === 'allow' ? 'allow' : 'deny',
    ...feeAndNonce(p),
  }
}
