/**
 * Simulation messages: why a simulation failed (keyed by its {@link SimulationError} code), and the one line of why of each risk flag it or
 * the request's checks raise. Defined once; code refers to these keys.
 *
 * @example
 * ```ts
 * error.shortMessage === SIMULATION_MESSAGES.TIMEOUT
 * ```
 */
export const SIMULATION_MESSAGES = {
  NO_RPC: 'The network has no RPC URL to simulate with',
  TIMEOUT: 'The simulation took too long',
  RPC_ERROR: 'The node refused to simulate the request',
  INVALID_ANSWER: 'The node gave an answer that is not a simulation',
  noReason: 'no reason given',
  reverts: 'The transaction fails when simulated: sent, it would only cost the network fee',
  cannotReceive: 'The receiver is the token contract itself, which cannot use or return it',
  lookalikeReceiver:
    'The receiver starts and ends like an address you dealt with but differs in between (address poisoning)',
  wrongChain: 'The request names another network than the one shown',
  newPermitSpender: 'Your account has never sent a transaction to this spender',
  allowMode: 'In post-condition mode allow, the call may move any of your assets beyond its post-conditions',
  noChange: 'It spends your coins and sends none back as change',
  highFee: 'The fee is over a tenth of the amount sent',
  unknownFee: 'An input lacks its amount: the fee is unknown',
  previewFailed: 'The request could not be read',
  previewTimeout: 'The preview took too long',
} as const
