import type { RiskFlag } from '../clearSigning/types'
import { SIMULATION_MESSAGES } from './simulationMessages'
import { transferReceiver } from './transferReceiver'

/**
 * A token transfer whose receiver is the token contract itself, which cannot use or return it
 * (tokens sent so are lost). An ERC-721 `safeTransferFrom` to a contract without
 * `onERC721Received` is caught by the simulation instead: it reverts.
 *
 * @param tx - The frozen transaction object.
 * @returns The flag, or undefined.
 * @example
 * ```ts
 * flagCannotReceive({ to: token, data: transferTo(token) })?.kind // 'cannotReceive'
 * ```
 */
export function flagCannotReceive(tx: unknown): RiskFlag | undefined {
  const read = transferReceiver(tx)
  if (!read?.token || read.receiver !== read.token) return undefined
  return { kind: 'cannotReceive', why: SIMULATION_MESSAGES.cannotReceive, detail: read.receiver }
}
