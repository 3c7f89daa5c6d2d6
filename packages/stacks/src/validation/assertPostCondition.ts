import { ValidationError } from '@latch/core/kit'
import type { PostCondition } from '@stacks/transactions'
import { STACKS_VALIDATION_MESSAGES } from '../errors/validationMessages'
import { assertClarityValue } from './assertClarityValue'
import { assertContractPrincipal, assertStacksAddress, type StacksNetworkKind } from './assertStacksAddress'
import { assertUint64 } from './limits'

/**
 * Checks a post-condition (the `@stacks/transactions` v7 object shape): its principal (`'origin'`,
 * a standard or a contract principal of the network) and its amount, an unsigned 64-bit integer
 * (SPEC §5: at most 8 bytes).
 *
 * @param pc - The post-condition.
 * @param network - Network the principals must belong to.
 * @throws {ValidationError} on a bad principal, amount or asset.
 * @example
 * ```ts
 * assertPostCondition({ type: 'stx-postcondition', address: 'origin', condition: 'lte', amount: 10n }, 'mainnet')
 * ```
 */
export function assertPostCondition(pc: PostCondition, network: StacksNetworkKind): void {
  if (typeof pc !== 'object' || pc === null || typeof pc.type !== 'string') {
    throw new ValidationError(STACKS_VALIDATION_MESSAGES.invalidPostCondition, {
      code: 'INVALID_POST_CONDITION',
    })
  }
  if (pc.address !== 'origin') {
    if (pc.address.includes('.')) assertContractPrincipal(pc.address, network)
    else assertStacksAddress(pc.address, network)
  }
  if ('asset' in pc) {
    const [contract] = pc.asset.split('::')
    assertContractPrincipal(contract ?? '', network)
  }
  if ('amount' in pc) {
    const amount = typeof pc.amount === 'number' ? numberAmount(pc.amount) : pc.amount
    assertUint64(amount, 'Post-condition amount')
  }
  if (pc.type === 'nft-postcondition') assertClarityValue(pc.assetId, network)
}

function numberAmount(n: number): bigint {
  if (!Number.isSafeInteger(n)) {
    throw new ValidationError(STACKS_VALIDATION_MESSAGES.invalidPostConditionAmount, {
      code: 'INVALID_AMOUNT',
    })
  }
  return BigInt(n)
}
