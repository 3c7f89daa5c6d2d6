import type { RiskFlag } from '../clearSigning/types'
import { SIMULATION_MESSAGES } from './simulationMessages'

/**
 * A permit (EIP-2612 `Permit`, Permit2 `PermitSingle`/`PermitBatch`/`PermitTransferFrom`) to a
 * spender the account has never sent a transaction to in the activity Latch knows: signing it lets
 * a stranger move the tokens without another prompt.
 *
 * @param typedData - The EIP-712 typed data (parsed).
 * @param sentTo - Addresses the account sent transactions to.
 * @returns The flag, with the spender as its detail, or undefined.
 * @example
 * ```ts
 * flagNewPermitSpender({ primaryType: 'Permit', message: { spender } }, [])?.kind // 'newPermitSpender'
 * ```
 */
export function flagNewPermitSpender(typedData: unknown, sentTo: readonly string[]): RiskFlag | undefined {
  if (typeof typedData !== 'object' || typedData === null) return undefined
  const { primaryType, message } = typedData as { primaryType?: unknown; message?: unknown }
  if (typeof primaryType !== 'string' || !primaryType.startsWith('Permit')) return undefined
  const spender =
    typeof message === 'object' && message !== null ? (message as { spender?: unknown }).spender : undefined
  if (typeof spender !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(spender)) return undefined
  if (sentTo.some((a) => a.toLowerCase() === spender.toLowerCase())) return undefined
  return { kind: 'newPermitSpender', why: SIMULATION_MESSAGES.newPermitSpender, detail: spender }
}
