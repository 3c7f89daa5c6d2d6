import {
  formatSiwxText,
  parseRfc3339DateTime,
  type SiwxMessageData,
  type SiwxTextLayout,
  ValidationError,
} from '@latch/core/kit'
import { EVM_MESSAGES } from '../errors/evmMessages'
import { parseEvmChainId } from '../utils/chainIds'
import { toChecksumAddress } from '../utils/checksumAddress'

/**
 * The EIP-4361 text layout: the `Ethereum` account header, the statement on its own line between
 * two empty lines (an empty line when there is none), URI, Version, Chain ID, Nonce and Issued At
 * required. Its errors are `MALFORMED_SIWE_MESSAGE`.
 *
 * @example
 * ```ts
 * parseSiwxText(text, EIP4361_LAYOUT).nonce
 * ```
 */
export const EIP4361_LAYOUT: SiwxTextLayout = {
  account: 'Ethereum',
  required: ['uri', 'version', 'chainId', 'nonce', 'issuedAt'],
  statement: 'eip4361',
  error: (details) =>
    new ValidationError('Malformed sign-in message', { code: 'MALFORMED_SIWE_MESSAGE', details }),
}

const invalid = (field: string, value: unknown) =>
  new ValidationError(EVM_MESSAGES.invalidSiweField(field), {
    code: 'INVALID_SIWE_FIELD',
    details: String(value),
  })

// The EIP-4361 ABNF, with RFC 3986's character classes: unreserved, pct-encoded, sub-delims.
const PCHAR = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})"
const SCHEME = '[A-Za-z][A-Za-z0-9+.-]*'
/** `domain = authority`, authority = [ userinfo "@" ] host [ ":" port ] (the scheme is its own field). */
const DOMAIN = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@[\]]|%[0-9A-Fa-f]{2})+$/
/** RFC 3986 `URI`: scheme ":" then hier-part, query and fragment characters. */
const URI = new RegExp(`^${SCHEME}:(?:${PCHAR}|[/?#\\[\\]])*$`)
/** `statement = *( reserved / unreserved / " " )`: printable ASCII but LF, double quote, percent, angle and curly brackets, backslash, caret, backtick and bar. */
const STATEMENT = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]+$/
/** `request-id = *pchar`. */
const REQUEST_ID = new RegExp(`^${PCHAR}*$`)
/** `nonce = 8*( ALPHA / DIGIT )`. */
const NONCE = /^[A-Za-z0-9]{8,}$/

/**
 * Checks an EIP-4361 field set before it is formatted or after it is parsed, against the
 * standard's ABNF: the optional scheme (RFC 3986), domain (an authority), URI and resources as RFC 3986 URIs, version "1",
 * an eip155 chain, a nonce of at least 8 letters and digits, RFC 3339 date-times that exist
 * (2026-02-30, 24:00 or 23:60 are refused, never shifted), a one-line ASCII statement and a
 * request id of URI path characters.
 *
 * @param data - The message data.
 * @throws {ValidationError} naming the first invalid field.
 * @example
 * ```ts
 * assertEip4361Data(data)
 * ```
 */
export function assertEip4361Data(data: SiwxMessageData): void {
  if (data.scheme !== undefined && !new RegExp(`^${SCHEME}$`).test(data.scheme))
    throw invalid('scheme', data.scheme)
  if (!DOMAIN.test(data.domain)) throw invalid('domain', data.domain)
  if (!URI.test(data.uri)) throw invalid('uri', data.uri)
  if (data.version !== '1') throw invalid('version', data.version)
  if (!NONCE.test(data.nonce)) throw invalid('nonce', data.nonce)
  if (!data.chainId.startsWith('eip155:')) throw invalid('chain id', data.chainId)
  parseEvmChainId(data.chainId.slice('eip155:'.length))
  for (const [field, value] of [
    ['issued at', data.issuedAt],
    ['expiration time', data.expirationTime],
    ['not before', data.notBefore],
  ] as const) {
    if (value !== undefined && parseRfc3339DateTime(value) === undefined) throw invalid(field, value)
  }
  if (data.statement !== undefined && !STATEMENT.test(data.statement))
    throw invalid('statement', data.statement)
  if (data.requestId !== undefined && !REQUEST_ID.test(data.requestId))
    throw invalid('request id', data.requestId)
  for (const resource of data.resources ?? []) {
    if (!URI.test(resource)) throw invalid('resource', resource)
  }
}

/**
 * Builds the exact EIP-4361 (Sign-In with Ethereum) text a wallet signs, with every field the
 * standard defines, in its order. The address is written in its EIP-55 checksummed form.
 *
 * @param data - Sign-in data; `chainId` is a CAIP-2 `eip155:<id>`.
 * @returns The message text.
 * @throws {ValidationError} when a field is invalid (nothing is signed).
 * @example
 * ```ts
 * formatEip4361Message({
 *   domain: 'app.example', accountAddress: '0xf39F...', uri: 'https://app.example', version: '1',
 *   chainId: 'eip155:1', nonce: 'abcdef12', issuedAt: '2026-01-01T00:00:00.000Z',
 * })
 * ```
 */
export function formatEip4361Message(data: SiwxMessageData): string {
  assertEip4361Data(data)
  return formatSiwxText(
    {
      ...data,
      accountAddress: toChecksumAddress(data.accountAddress),
      chainId: String(parseEvmChainId(data.chainId.slice('eip155:'.length))),
    },
    EIP4361_LAYOUT,
  )
}
