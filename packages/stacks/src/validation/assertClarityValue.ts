import { hexToBytes, ValidationError } from '@latch/core/kit'
import type { ClarityValue } from '@stacks/transactions'
import { STACKS_VALIDATION_MESSAGES } from '../errors/validationMessages'
import { assertContractPrincipal, assertStacksAddress, type StacksNetworkKind } from './assertStacksAddress'
import { assertClarityInt, assertClarityString, assertClarityUint } from './limits'

type Node = { type: string; value?: unknown }

/**
 * Walks a Clarity value (the `@stacks/transactions` v7 object shape, e.g. `Cl.uint(5)`) and checks
 * every leaf against SPEC §5: int signed and uint unsigned 128-bit, strings at most 128 bytes,
 * principals with a valid checksum and a version byte of the network.
 *
 * @param value - The Clarity value.
 * @param network - Network the principals must belong to.
 * @throws {ValidationError} on the first bad leaf.
 * @example
 * ```ts
 * assertClarityValue({ type: 'uint', value: 5n }, 'mainnet')
 * ```
 */
export function assertClarityValue(value: ClarityValue, network: StacksNetworkKind): void {
  walk(value as Node, network, 0)
}

function walk(node: Node, network: StacksNetworkKind, depth: number): void {
  if (typeof node !== 'object' || node === null || typeof node.type !== 'string' || depth > 64) {
    throw new ValidationError(STACKS_VALIDATION_MESSAGES.invalidClarityValue, {
      code: 'INVALID_CLARITY_VALUE',
    })
  }
  const v = node.value
  switch (node.type) {
    case 'int':
      assertClarityInt(typeof v === 'number' ? integerNumber(v) : (v as bigint | string))
      return
    case 'uint':
      assertClarityUint(typeof v === 'number' ? integerNumber(v) : (v as bigint | string))
      return
    case 'ascii':
      assertClarityString(v as string, 'ascii')
      return
    case 'utf8':
      assertClarityString(v as string, 'utf8')
      return
    case 'buffer':
      if (typeof v !== 'string' || !hexToBytes(v)) invalid('buffer value must be hex')
      return
    case 'address':
      assertStacksAddress(v as string, network)
      return
    case 'contract':
      assertContractPrincipal(v as string, network)
      return
    case 'true':
    case 'false':
    case 'none':
      return
    case 'some':
    case 'ok':
    case 'err':
      walk(v as Node, network, depth + 1)
      return
    case 'list':
      if (!Array.isArray(v)) invalid('list value must be an array')
      for (const item of v as Node[]) walk(item, network, depth + 1)
      return
    case 'tuple':
      if (typeof v !== 'object' || v === null) invalid('tuple value must be an object')
      for (const item of Object.values(v as Record<string, Node>)) walk(item, network, depth + 1)
      return
    default:
      invalid(`unknown Clarity type "${node.type}"`)
  }
}

function integerNumber(n: number): bigint {
  if (!Number.isSafeInteger(n)) invalid('numbers must be safe integers; pass a bigint')
  return BigInt(n)
}

function invalid(details: string): never {
  throw new ValidationError(STACKS_VALIDATION_MESSAGES.invalidClarityValue, {
    code: 'INVALID_CLARITY_VALUE',
    details,
  })
}
