import {
  type ChainNamespace,
  formatSiwxText,
  parseCaipNetworkId,
  parseSiwxText,
  type SiwxMessageData,
  type SiwxTextLayout,
  siwxTextToData,
  ValidationError,
} from '@latch/core/kit'
import { STACKS_SIWX_MESSAGES } from '../errors/siwxMessages'

/**
 * The CAIP-122 text layout for a chain family: the SIWE layout with the chain's name, the
 * statement (one line) and the fields each after an empty line, URI, Version, Chain ID, Nonce and
 * Issued At required. Its errors are `INVALID_SIWX_MESSAGE`.
 */
const caip122Layout = (chainName: string): SiwxTextLayout => ({
  account: chainName,
  required: ['uri', 'version', 'chainId', 'nonce', 'issuedAt'],
  statement: 'paragraph',
  error: (details) =>
    new ValidationError(STACKS_SIWX_MESSAGES.invalidMessage, { code: 'INVALID_SIWX_MESSAGE', details }),
})

/**
 * Formats sign-in data as a CAIP-122 message for a chain family (`"Stacks"`, `"Bitcoin"`):
 * the SIWE layout with the chain's name, the CAIP-2 reference as `Chain ID`.
 *
 * @param data - Sign-in data.
 * @param chainName - Name shown in the first line.
 * @returns The exact text to sign.
 * @throws {ValidationError} when a value holds a line break (it would write another field), is
 * empty where it may not be, or is a date-time that does not exist.
 * @example
 * ```ts
 * formatCaip122(data, 'Stacks') // 'app.example wants you to sign in with your Stacks account:\nSP...\n\n...'
 * ```
 */
export function formatCaip122(data: SiwxMessageData, chainName: string): string {
  const { reference } = parseCaipNetworkId(data.chainId)
  return formatSiwxText({ ...data, chainId: reference }, caip122Layout(chainName))
}

/**
 * Parses a CAIP-122 message in the layout {@link formatCaip122} writes back to its data, strictly:
 * CAIP-122 gives no grammar of its own, so the EIP-4361 one it adapts is applied. The fields come
 * in that order, each at most once; an unknown line, a repeated or misplaced field, a missing
 * required field or a date-time that does not exist (`2026-02-30`, `24:00`, `23:60`) is refused.
 *
 * @param message - The text.
 * @param chainName - Expected chain name.
 * @param namespace - Namespace of the chain id.
 * @returns The data.
 * @throws {ValidationError} on malformed text.
 * @example
 * ```ts
 * parseCaip122(text, 'Stacks', 'stacks').accountAddress
 * ```
 */
export function parseCaip122(message: string, chainName: string, namespace: ChainNamespace): SiwxMessageData {
  const layout = caip122Layout(chainName)
  const text = parseSiwxText(message, layout)
  const chainId = `${namespace}:${text.chainId}` as const
  try {
    parseCaipNetworkId(chainId)
  } catch {
    throw layout.error(`Chain ID "${text.chainId}"`)
  }
  return siwxTextToData(text, chainId, layout)
}
