import type { ClarityValue, PostCondition } from '@stacks/transactions'
import { STACKS_REQUEST_MESSAGES } from '../errors/requestMessages'
import { deserializeHex } from '../utils/deserializeHex'
import { assertClarityValue } from './assertClarityValue'
import { assertPostCondition } from './assertPostCondition'
import type { StacksNetworkKind } from './assertStacksAddress'

type Tx = typeof import('@stacks/transactions')

/**
 * A request's Clarity value, given as a value or its serialized hex, read and checked
 * (`assertClarityValue`) for the network.
 *
 * @param tx - `@stacks/transactions`, loaded.
 * @param value - The value or its hex (untrusted).
 * @param network - The network principals must belong to.
 * @returns The value.
 * @throws {ValidationError} `INVALID_CLARITY_VALUE` when it does not deserialize or breaks a rule.
 * @example
 * ```ts
 * readClarityValue(await loadStacksTransactions(), '0x0100000000000000000000000000000005', 'testnet')
 * ```
 */
export function readClarityValue(tx: Tx, value: unknown, network: StacksNetworkKind): ClarityValue {
  const cv =
    typeof value === 'string'
      ? deserializeHex(
          value,
          (bare) => tx.deserializeCV(bare),
          STACKS_REQUEST_MESSAGES.invalidSerializedClarityValue,
          'INVALID_CLARITY_VALUE',
        )
      : (value as ClarityValue)
  assertClarityValue(cv, network)
  return cv
}

/**
 * A request's post-condition, given as the v7 object or its serialized hex, read and checked
 * (`assertPostCondition`) for the network.
 *
 * @param tx - `@stacks/transactions`, loaded.
 * @param item - The post-condition or its hex (untrusted).
 * @param network - The network principals must belong to.
 * @returns The post-condition.
 * @throws {ValidationError} `INVALID_POST_CONDITION` when it does not deserialize or breaks a rule.
 * @example
 * ```ts
 * readPostCondition(tx, { type: 'stx-postcondition', address: 'origin', condition: 'lte', amount: 10n }, 'mainnet')
 * ```
 */
export function readPostCondition(tx: Tx, item: unknown, network: StacksNetworkKind): PostCondition {
  const pc =
    typeof item === 'string'
      ? deserializeHex(
          item,
          (bare) =>
            tx.wireToPostCondition(
              tx.deserializeStacksWire(bare, tx.StacksWireType.PostCondition) as Parameters<
                typeof tx.wireToPostCondition
              >[0],
            ),
          STACKS_REQUEST_MESSAGES.invalidSerializedPostCondition,
          'INVALID_POST_CONDITION',
        )
      : (item as PostCondition)
  assertPostCondition(pc, network)
  return pc
}
