import { type SiwxMessageData, ValidationError } from '@latch/core/kit'
import { parseEvmChainId } from '../utils/chainIds'
import { isEvmAddress, toChecksumAddress } from '../utils/checksumAddress'
import { assertEip4361Data, EIP4361_HEADER_SUFFIX } from './formatEip4361Message'

const malformed = (details: string) =>
  new ValidationError('Malformed sign-in message', { code: 'MALFORMED_SIWE_MESSAGE', details })

/** The field lines after the statement, in the order the EIP-4361 ABNF fixes, each at most once. */
const FIELDS = [
  ['URI: ', 'uri', true],
  ['Version: ', 'version', true],
  ['Chain ID: ', 'chainId', true],
  ['Nonce: ', 'nonce', true],
  ['Issued At: ', 'issuedAt', true],
  ['Expiration Time: ', 'expirationTime', false],
  ['Not Before: ', 'notBefore', false],
  ['Request ID: ', 'requestId', false],
] as const

/**
 * Parses an EIP-4361 message back to its data, strictly by the standard's ABNF: lines in the
 * standard's order, each field at most once, nothing extra, every value valid (the address in its EIP-55
 * checksum form, RFC 3339 date-times that exist: `2026-02-30` or `24:00` is refused, never
 * shifted). Any message another EIP-4361 implementation produces (viem's `createSiweMessage`, the
 * `siwe` package) parses to the same fields.
 *
 * @param message - The message text.
 * @returns The data, with `chainId` as CAIP-2 `eip155:<id>` (decimal, no leading zeros).
 * @throws {ValidationError} when the text is not a valid EIP-4361 message.
 * @example
 * ```ts
 * parseEip4361Message(text).nonce // 'abcdef12'
 * ```
 */
export function parseEip4361Message(message: string): SiwxMessageData {
  const lines = message.split('\n')
  let i = 0
  const header = lines[i++] ?? ''
  if (!header.endsWith(EIP4361_HEADER_SUFFIX)) throw malformed('missing the sign-in header line')
  const domain = header.slice(0, -EIP4361_HEADER_SUFFIX.length)
  const accountAddress = lines[i++] ?? ''
  if (!isEvmAddress(accountAddress)) throw malformed('invalid address line')
  // EIP-4361: the address MUST be in its EIP-55 mixed-case checksum form (all-lowercase is refused).
  let checksummed: string | undefined
  try {
    checksummed = toChecksumAddress(accountAddress)
  } catch {}
  if (checksummed !== accountAddress) throw malformed('the address is not in its EIP-55 checksum form')
  if (lines[i++] !== '') throw malformed('expected an empty line after the address')
  // `[ statement LF ] LF`: an empty line now means there is no statement.
  let statement: string | undefined
  if (lines[i] !== '') {
    statement = lines[i++]
    if (statement === undefined) throw malformed('the message ends after the address')
  }
  if (lines[i++] !== '') throw malformed('expected an empty line before the fields')
  const values: Partial<Record<(typeof FIELDS)[number][1], string>> = {}
  for (const [prefix, key, required] of FIELDS) {
    const line = lines[i]
    if (line?.startsWith(prefix)) {
      values[key] = line.slice(prefix.length)
      i++
    } else if (required) {
      throw malformed(`missing "${prefix.trim()}"`)
    }
  }
  let resources: string[] | undefined
  if (lines[i] === 'Resources:') {
    i++
    resources = []
    while (i < lines.length && lines[i]?.startsWith('- ')) resources.push(lines[i++]!.slice(2))
  }
  if (i !== lines.length) throw malformed(`unexpected line "${lines[i]}" (out of order, repeated or unknown)`)
  if (!/^\d+$/.test(values.chainId ?? '')) throw malformed('invalid chain id')
  const data: SiwxMessageData = {
    domain,
    accountAddress,
    uri: values.uri!,
    version: values.version!,
    chainId: `eip155:${parseEvmChainId(values.chainId)}`,
    nonce: values.nonce!,
    issuedAt: values.issuedAt!,
    ...(statement !== undefined ? { statement } : {}),
    ...(values.expirationTime !== undefined ? { expirationTime: values.expirationTime } : {}),
    ...(values.notBefore !== undefined ? { notBefore: values.notBefore } : {}),
    ...(values.requestId !== undefined ? { requestId: values.requestId } : {}),
    ...(resources !== undefined ? { resources } : {}),
  }
  try {
    assertEip4361Data(data)
  } catch (error) {
    throw malformed(
      error instanceof ValidationError ? `${error.shortMessage}: ${error.details}` : 'invalid field',
    )
  }
  return data
}
