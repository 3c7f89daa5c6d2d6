import { ValidationError } from '@latch/core/kit'
import type { ClarityValue, PostCondition } from '@stacks/transactions'
import { STACKS_REQUEST_MESSAGES } from '../errors/requestMessages'
import { loadStacksTransactions } from '../utils/loadStacksTransactions'
import {
  assertContractName,
  assertContractPrincipal,
  assertStacksAddress,
  type StacksNetworkKind,
} from '../validation/assertStacksAddress'
import { describeStacksTransaction } from '../validation/describeStacksTransaction'
import { assertClarityString, assertMemo, assertUint64 } from '../validation/limits'
import { readClarityValue, readPostCondition } from '../validation/readRequestValues'
import type { StacksMethodParams } from './methods'

type StxMethod =
  | 'stx_transferStx'
  | 'stx_callContract'
  | 'stx_deployContract'
  | 'stx_signTransaction'
  | 'stx_signMessage'
  | 'stx_signStructuredMessage'
  | 'stx_updateProfile'

function need(condition: unknown, message: string): asserts condition {
  if (!condition) throw new ValidationError(message, { code: 'INVALID_PARAMS' })
}

async function clarityHex(value: ClarityValue | string, network: StacksNetworkKind): Promise<string> {
  const tx = await loadStacksTransactions()
  return tx.serializeCV(readClarityValue(tx, value, network))
}

async function postConditionsHex(
  list: readonly (PostCondition | string)[] | undefined,
  network: StacksNetworkKind,
): Promise<string[] | undefined> {
  if (list === undefined) return undefined
  need(Array.isArray(list), 'postConditions must be an array')
  const tx = await loadStacksTransactions()
  return list.map((item) => tx.postConditionToHex(readPostCondition(tx, item, network)))
}

function common(
  params: {
    fee?: bigint | string
    nonce?: bigint | string
    postConditionMode?: 'allow' | 'deny'
    sponsored?: boolean
  },
  network: StacksNetworkKind,
): Record<string, unknown> {
  const out: Record<string, unknown> = { network }
  if (params.fee !== undefined) out.fee = assertUint64(params.fee, 'Fee')
  if (params.nonce !== undefined) out.nonce = assertUint64(params.nonce, 'Nonce')
  if (params.postConditionMode !== undefined) {
    need(
      params.postConditionMode === 'allow' || params.postConditionMode === 'deny',
      'postConditionMode is allow or deny',
    )
    out.postConditionMode = params.postConditionMode
  }
  if (params.sponsored !== undefined) out.sponsored = params.sponsored === true
  return out
}

/**
 * Validates a Stacks method's parameters (SPEC §5) and converts them to the SIP-030 wire shape
 * every Stacks wallet accepts: amounts as exact decimal strings, Clarity values and
 * post-conditions as hex. Throws before any wallet is contacted.
 *
 * @param method - A `stx_*` method.
 * @param params - Latch's input shape.
 * @param network - The network the request targets.
 * @returns The parameters to send.
 * @example
 * ```ts
 * await prepareStacksParams('stx_transferStx', { recipient, amount: 1_000_000n, memo: 'hi' }, 'testnet')
 * // { recipient, amount: '1000000', memo: 'hi', network: 'testnet' }
 * ```
 */
export async function prepareStacksParams<M extends StxMethod>(
  method: M,
  params: StacksMethodParams<M>,
  network: StacksNetworkKind,
): Promise<Record<string, unknown>> {
  need(typeof params === 'object' && params !== null, `${method} needs parameters`)
  switch (method) {
    case 'stx_transferStx': {
      const p = params as StacksMethodParams<'stx_transferStx'>
      assertStacksAddress(p.recipient, network)
      const out: Record<string, unknown> = {
        ...common(p, network),
        recipient: p.recipient,
        amount: assertUint64(p.amount),
      }
      if (p.memo !== undefined) {
        need(typeof p.memo === 'string', 'memo must be a string')
        assertMemo(p.memo)
        out.memo = p.memo
      }
      return out
    }
    case 'stx_callContract': {
      const p = params as StacksMethodParams<'stx_callContract'>
      assertContractPrincipal(p.contract, network)
      need(typeof p.functionName === 'string' && p.functionName.length > 0, 'functionName is required')
      assertClarityString(p.functionName, 'ascii')
      const functionArgs = await Promise.all((p.functionArgs ?? []).map((arg) => clarityHex(arg, network)))
      const out: Record<string, unknown> = {
        ...common(p, network),
        contract: p.contract,
        functionName: p.functionName,
        functionArgs,
      }
      const pcs = await postConditionsHex(p.postConditions, network)
      if (pcs) out.postConditions = pcs
      return out
    }
    case 'stx_deployContract': {
      const p = params as StacksMethodParams<'stx_deployContract'>
      assertContractName(p.name)
      need(typeof p.clarityCode === 'string' && p.clarityCode.trim().length > 0, 'clarityCode is required')
      const out: Record<string, unknown> = { ...common(p, network), name: p.name, clarityCode: p.clarityCode }
      if (p.clarityVersion !== undefined) {
        need([1, 2, 3].includes(p.clarityVersion), 'clarityVersion is 1, 2 or 3')
        out.clarityVersion = p.clarityVersion
      }
      const pcs = await postConditionsHex(p.postConditions, network)
      if (pcs) out.postConditions = pcs
      return out
    }
    case 'stx_signTransaction': {
      const p = params as StacksMethodParams<'stx_signTransaction'>
      need(typeof p.transaction === 'string', 'transaction (hex) is required')
      const described = await describeStacksTransaction(p.transaction, network)
      if (described.type === 'coinbase') {
        throw new ValidationError(STACKS_REQUEST_MESSAGES.unsignableTransactionType, {
          code: 'UNSUPPORTED_TRANSACTION_TYPE',
        })
      }
      const out: Record<string, unknown> = { transaction: p.transaction.replace(/^0x/, '') }
      if (p.broadcast !== undefined) out.broadcast = p.broadcast === true
      return out
    }
    case 'stx_signMessage': {
      const p = params as StacksMethodParams<'stx_signMessage'>
      need(typeof p.message === 'string' && p.message.length > 0, 'message is required')
      return { message: p.message, network }
    }
    case 'stx_signStructuredMessage': {
      const p = params as StacksMethodParams<'stx_signStructuredMessage'>
      const [domain, message] = await Promise.all([
        clarityHex(p.domain, network),
        clarityHex(p.message, network),
      ])
      return { domain, message, network }
    }
    case 'stx_updateProfile': {
      const p = params as StacksMethodParams<'stx_updateProfile'>
      need(typeof p.person === 'object' && p.person !== null, 'person is required')
      return { person: p.person }
    }
  }
  throw new ValidationError(STACKS_REQUEST_MESSAGES.unknownMethod(method), { code: 'INVALID_PARAMS' })
}
