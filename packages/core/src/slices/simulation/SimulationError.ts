import { LatchError } from '../../shared/errors/LatchError'
import { SIMULATION_MESSAGES } from './simulationMessages'

/**
 * The codes of a {@link SimulationError}.
 *
 * @example
 * ```ts
 * const code: SimulationErrorCode = 'TIMEOUT'
 * ```
 */
export type SimulationErrorCode = 'NO_RPC' | 'TIMEOUT' | 'RPC_ERROR' | 'INVALID_ANSWER'

/**
 * A request that could not be simulated, with what went wrong in `details` (capped at 200
 * characters). The approval shows it as "Could not simulate" and Approve stays available.
 *
 * @example
 * ```ts
 * const error = new SimulationError('TIMEOUT', 'over 4000 ms')
 * error.shortMessage // 'The simulation took too long'
 * ```
 */
export class SimulationError extends LatchError {
  override name = 'SimulationError'
  declare readonly code: SimulationErrorCode
  constructor(code: SimulationErrorCode, details: string, cause?: unknown) {
    const capped = details.length > 200 ? `${details.slice(0, 200)}…` : details
    super(SIMULATION_MESSAGES[code], { code, details: capped, cause })
  }
}
