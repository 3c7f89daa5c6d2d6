import type {
  SiwxExpectations,
  SiwxMessageData,
  SiwxSession,
  SiwxVerification,
  SiwxVerifier,
} from '../../../adapters/siwxTypes'
import { ValidationError } from '../../../shared/errors/errors'
import type { ChainNamespace } from '../../../shared/networks/types'
import { checkSiwxMessage } from './checkSiwxMessage'
import { findSiwxDataMismatch } from './findSiwxDataMismatch'
import { siwxRefusal } from './siwxRefusal'
import * as VERIFIER_MESSAGES from './verifierMessages'

/**
 * The chain-specific parts of a {@link SiwxVerifier}: the message format and the signature check.
 *
 * @example
 * ```ts
 * const definition: SiwxVerifierDefinition = { namespace: 'solana', formatMessage, parseMessage, verifySignature }
 * ```
 */
export type SiwxVerifierDefinition = {
  namespace: ChainNamespace
  /** Build the exact text the wallet signs. */
  formatMessage(data: SiwxMessageData): string
  /** Parse a message text strictly; throws a `ValidationError` on anything malformed. */
  parseMessage(message: string): SiwxMessageData
  /**
   * True when `signature` is the account's signature of `message`. `data` is what the message says
   * (its account and network). Throwing counts as false.
   */
  verifySignature(params: { message: string; signature: string; data: SiwxMessageData }): Promise<boolean>
}

/**
 * Builds a {@link SiwxVerifier} whose checks are the same for every namespace. `formatMessage`
 * refuses (`ValidationError`) data whose text would not read back as the same data, so what the
 * wallet shows is exactly what is later verified. `check` verifies the session's shape
 * and size, the message parsed again with every field compared with the session data, the expected
 * domain, URI, network and nonce, the time bounds with the clock skew allowance, and last the
 * signature. Pure and stateless: the same verifier serves a browser or a server.
 *
 * @param definition - Message format and signature check of the namespace.
 * @returns The verifier.
 * @example
 * ```ts
 * const verifier = defineSiwxVerifier({ namespace: 'solana', formatMessage, parseMessage, verifySignature })
 * const result = await verifier.check(session, { domain: 'app.example', uri: 'https://app.example' })
 * ```
 */
export function defineSiwxVerifier(definition: SiwxVerifierDefinition): SiwxVerifier {
  const check = async (session: SiwxSession, expected?: SiwxExpectations): Promise<SiwxVerification> => {
    const result = checkSiwxMessage(session, definition.parseMessage, expected)
    if (!result.valid) return result
    const { message, signature } = session
    const signed = await Promise.resolve()
      .then(() => definition.verifySignature({ message, signature, data: result.data }))
      .catch(() => false)
    return signed ? result : { valid: false, error: siwxRefusal('invalidSignature') }
  }
  const formatMessage = (data: SiwxMessageData) => {
    const message = definition.formatMessage(data)
    const mismatch = findSiwxDataMismatch(definition.parseMessage(message), data)
    if (mismatch) {
      throw new ValidationError(VERIFIER_MESSAGES.dataNotWritable, {
        code: 'INVALID_SIWX_FIELD',
        details: mismatch,
      })
    }
    return message
  }
  return {
    namespace: definition.namespace,
    formatMessage,
    parseMessage: definition.parseMessage,
    check,
    verify: async (session, expected) => (await check(session, expected)).valid,
  }
}
