import { type SiwxMessageData, ValidationError } from '@latch/core'
import { parseEvmChainId } from '../utils/chainIds'
import { toChecksumAddress } from '../utils/checksumAddress'

/**
 * The first line's suffix of every EIP-4361 message.
 *
 * @example
 * ```ts
 * `${domain}${EIP4361_HEADER_SUFFIX}` // 'app.example wants you to sign in with your Ethereum account:'
 * ```
 */
export const EIP4361_HEADER_SUFFIX = ' wants you to sign in with your Ethereum account:'

const invalid = (field: string, value: unknown) =>
  new ValidationError(`Invalid sign-in message ${field}`, {
    code: 'INVALID_SIWE_FIELD',
    details: String(value),
  })

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/**
 * Checks an EIP-4361 field set before it is formatted or after it is parsed.
 *
 * @param data - The message data.
 * @throws {ValidationError} naming the first invalid field.
 * @example
 * ```ts
 * assertEip4361Data(data)
 * ```
 */
export function assertEip4361Data(data: SiwxMessageData): void {
  if (!/^[^\s/]+(:\/\/[^\s/]+)?$/.test(data.domain)) throw invalid('domain', data.domain)
  if (!/^[a-zA-Z][a-zA-Z0-9+.-]*:\S+$/.test(data.uri)) throw invalid('uri', data.uri)
  if (data.version !== '1') throw invalid('version', data.version)
  if (!/^[a-zA-Z0-9]{8,}$/.test(data.nonce)) throw invalid('nonce', data.nonce)
  if (!data.chainId.startsWith('eip155:')) throw invalid('chain id', data.chainId)
  parseEvmChainId(data.chainId.slice('eip155:'.length))
  for (const [field, value] of [
    ['issued at', data.issuedAt],
    ['expiration time', data.expirationTime],
    ['not before', data.notBefore],
  ] as const) {
    if (value !== undefined && (!ISO_DATE.test(value) || Number.isNaN(Date.parse(value))))
      throw invalid(field, value)
  }
  if (data.statement !== undefined && (data.statement.includes('\n') || data.statement === ''))
    throw invalid('statement', data.statement)
  if (data.requestId !== undefined && /[\r\n]/.test(data.requestId))
    throw invalid('request id', data.requestId)
  for (const resource of data.resources ?? []) {
    if (!/^[a-zA-Z][a-zA-Z0-9+.-]*:\S+$/.test(resource)) throw invalid('resource', resource)
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
  const address = toChecksumAddress(data.accountAddress)
  const chainId = parseEvmChainId(data.chainId.slice('eip155:'.length))
  const lines = [`${data.domain}${EIP4361_HEADER_SUFFIX}`, address, '']
  if (data.statement !== undefined) lines.push(data.statement)
  lines.push(
    '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${chainId}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  )
  if (data.expirationTime !== undefined) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore !== undefined) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources !== undefined && data.resources.length > 0) {
    lines.push('Resources:', ...data.resources.map((r) => `- ${r}`))
  }
  return lines.join('\n')
}
