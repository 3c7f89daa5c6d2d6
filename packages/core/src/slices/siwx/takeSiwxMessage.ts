import { MESSAGES } from '../../shared/errors/catalogue'
import { SiwxError } from '../../shared/errors/errors'
import { readUntrustedField } from '../../shared/errors/readUntrustedField'
import { cloneFrozen } from '../../shared/validation/cloneFrozen'
import type { SiwxMessage } from './types'

/**
 * Takes in what a sign-in config's `createMessage` returned, once: the message must be a string
 * (the exact text the wallet signs), the data is deep-copied and frozen. The session that is
 * signed, stored and returned is built from this copy, so neither the config (which may keep its
 * data object) nor the app (which gets the session back) can change what was signed after the fact.
 *
 * @param created - The config's answer.
 * @returns The frozen message and data.
 * @throws {SiwxError} "Error signing message" (code `INVALID_SIWX_MESSAGE`) when the message is
 *   not a string or the data is not plain data.
 * @example
 * ```ts
 * const { data, message } = takeSiwxMessage(await siwx.createMessage({ chainId, accountAddress }))
 * ```
 */
export function takeSiwxMessage(created: unknown): SiwxMessage {
  const message = readUntrustedField(created, 'message')
  if (typeof message !== 'string')
    throw new SiwxError(MESSAGES.siwxSignFailed, {
      code: 'INVALID_SIWX_MESSAGE',
      details: 'createMessage must return the message as a string',
    })
  try {
    return Object.freeze({
      data: cloneFrozen(readUntrustedField(created, 'data') as SiwxMessage['data'], 'sign-in data'),
      message,
    })
  } catch (cause) {
    throw new SiwxError(MESSAGES.siwxSignFailed, {
      code: 'INVALID_SIWX_MESSAGE',
      details: 'createMessage must return the data as plain data',
      cause,
    })
  }
}
