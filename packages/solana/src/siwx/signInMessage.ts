import {
  type CaipNetworkId,
  formatSiwxText,
  parseSiwxText,
  type SiwxMessageData,
  type SiwxTextLayout,
  siwxTextToData,
  ValidationError,
} from '@latch/core/kit'
import { SOLANA_MESSAGES } from '../errors/solanaMessages'

/**
 * The Sign-In-With-Solana text layout: the `Solana` account header, a statement that may span
 * lines, every field optional. Its errors are `INVALID_SIWX_MESSAGE`.
 */
const SIWS_LAYOUT: SiwxTextLayout = {
  account: 'Solana',
  required: [],
  statement: 'paragraphs',
  error: (details) =>
    new ValidationError(SOLANA_MESSAGES.invalidSiwxMessage, { code: 'INVALID_SIWX_MESSAGE', details }),
}

/** Sign-In-With-Solana fields, as text (the Chain ID as written in the message). */
export type SignInFields = {
  /** The header line's optional `scheme://` (CAIP-122 / Sign-In-With-Solana `scheme`), e.g. `https`. */
  scheme?: string
  domain: string
  address: string
  statement?: string
  uri?: string
  version?: string
  chainId?: string
  nonce?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/**
 * Writes a Sign-In-With-Solana (CAIP-122) message: `<domain> wants you to sign in with your Solana
 * account:`, the address, an optional statement after a blank line, then the present fields in the
 * standard order and the resources list.
 *
 * @param fields - The message fields.
 * @returns The exact text to sign.
 * @throws {ValidationError} (`INVALID_SIWX_MESSAGE`) when a value holds a line break, is empty
 * where it may not be, is a date-time that does not exist, or would not read back the same.
 * @example
 * ```ts
 * formatSignInText({ domain: 'app.example', address, uri: 'https://app.example', version: '1', nonce: 'abc12345' })
 * ```
 */
export function formatSignInText(fields: SignInFields): string {
  const { address, ...rest } = fields
  return formatSiwxText({ ...rest, accountAddress: address }, SIWS_LAYOUT)
}

/**
 * Reads a Sign-In-With-Solana message back into its fields, strictly: the fields in the standard's
 * order, each at most once, nothing unknown, and the date-times valid RFC 3339 instants that exist
 * (`2026-02-30` or `24:00` is refused, never shifted).
 *
 * @param text - The message text.
 * @returns The fields.
 * @throws {ValidationError} when the text is not a Sign-In-With-Solana message.
 * @example
 * ```ts
 * parseSignInText(text).nonce
 * ```
 */
export function parseSignInText(text: string): SignInFields {
  const { accountAddress, ...rest } = parseSiwxText(text, SIWS_LAYOUT)
  return { ...rest, address: accountAddress }
}

/**
 * Converts parsed fields to Latch's sign-in data, with the Chain ID resolved to CAIP-2.
 *
 * @param fields - Fields {@link parseSignInText} read.
 * @param chainId - The network the Chain ID names.
 * @returns The data.
 * @throws {ValidationError} when URI, Version, Nonce or Issued At is missing.
 * @example
 * ```ts
 * toSiwxData(parseSignInText(text), 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
 * ```
 */
export function toSiwxData(fields: SignInFields, chainId: CaipNetworkId): SiwxMessageData {
  const { address, ...rest } = fields
  return siwxTextToData({ ...rest, accountAddress: address }, chainId, SIWS_LAYOUT)
}
