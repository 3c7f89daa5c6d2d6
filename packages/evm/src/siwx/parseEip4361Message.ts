import { parseSiwxText, type SiwxMessageData, siwxTextToData, ValidationError } from '@latch/core/kit'
import { parseEvmChainId } from '../utils/chainIds'
import { readEvmAddress } from '../utils/checksumAddress'
import { assertEip4361Data, EIP4361_LAYOUT } from './formatEip4361Message'

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
  const text = parseSiwxText(message, EIP4361_LAYOUT)
  const malformed = EIP4361_LAYOUT.error
  const checksummed = readEvmAddress(text.accountAddress)
  if (checksummed === undefined) throw malformed('invalid address line')
  // EIP-4361: the address MUST be in its EIP-55 mixed-case checksum form (all-lowercase is refused).
  if (checksummed !== text.accountAddress) throw malformed('the address is not in its EIP-55 checksum form')
  if (!/^\d+$/.test(text.chainId ?? '')) throw malformed('invalid chain id')
  const data = siwxTextToData(text, `eip155:${parseEvmChainId(text.chainId)}`, EIP4361_LAYOUT)
  try {
    assertEip4361Data(data)
  } catch (error) {
    throw malformed(
      error instanceof ValidationError ? `${error.shortMessage}: ${error.details}` : 'invalid field',
    )
  }
  return data
}
