import { ConnectionError } from '@latch/core/kit'

/**
 * A request was made through the pairing connector while no session is connected.
 *
 * @example
 * ```ts
 * await connector.request({ chainId: 'eip155:1', method: 'personal_sign', params }) // throws when not connected
 * ```
 */
export class NoPairingSessionError extends ConnectionError {
  override name = 'NoPairingSessionError'
  declare readonly code: 'NO_PAIRING_SESSION'
  constructor() {
    super('No pairing session is connected', { code: 'NO_PAIRING_SESSION' })
  }
}
