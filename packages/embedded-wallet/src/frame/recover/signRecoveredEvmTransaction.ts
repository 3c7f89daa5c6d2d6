import type { Hex } from 'viem'
import type { WalletKeys } from '../../keys/deriveWalletKeys'
import { toEvmTransaction } from '../../keys/toEvmTransaction'
import type { FrameEvmTransaction } from '../../protocol/frame'
import { RECOVER_ERROR_MESSAGES, RecoverError } from './RecoverError'

/** Longest transaction JSON read (characters): room for a contract call's data. */
export const RECOVERED_TRANSACTION_MAX_LENGTH = 100_000

const FIELDS: ReadonlySet<string> = new Set([
  'chainId',
  'nonce',
  'to',
  'value',
  'data',
  'gas',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
])

/**
 * Signs an EIP-1559 transaction given as JSON with a recovered wallet's EVM account, offline. The
 * JSON holds the key frame's transaction fields (`chainId`, `nonce`, `gas`, `maxFeePerGas`,
 * `maxPriorityFeePerGas`, and optionally `to`, `value`, `data`), every quantity a hex string;
 * `type` may be given as `"eip1559"` or `"0x2"`. Anything else is refused, so nothing unread is
 * signed.
 *
 * @param keys - The recovered wallet's keys.
 * @param json - The transaction as JSON text (untrusted: capped and shape-checked).
 * @returns The signed, serialised transaction (send it with `eth_sendRawTransaction`).
 * @throws {RecoverError} `INPUT_TOO_LARGE` or `TRANSACTION_INVALID` for text that is not such JSON.
 * @throws {KeyError} `INVALID_PARAMS` for a malformed field (see `toEvmTransaction`).
 * @example
 * ```ts
 * const raw = await signRecoveredEvmTransaction(keys, '{"chainId":"0x7a69","nonce":"0x0","gas":"0x5208","maxFeePerGas":"0x3b9aca00","maxPriorityFeePerGas":"0x1","to":"0x…","value":"0x1"}')
 * ```
 */
export async function signRecoveredEvmTransaction(keys: WalletKeys, json: string): Promise<Hex> {
  if (json.length > RECOVERED_TRANSACTION_MAX_LENGTH)
    throw new RecoverError(RECOVER_ERROR_MESSAGES.tooLarge, { code: 'INPUT_TOO_LARGE' })
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch (cause) {
    throw invalid('not JSON', cause)
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid('not an object')
  const { type, ...fields } = parsed as Record<string, unknown>
  if (type !== undefined && type !== 'eip1559' && type !== '0x2') throw invalid('type is not eip1559')
  for (const [name, value] of Object.entries(fields)) {
    if (!FIELDS.has(name)) throw invalid(`unknown field ${name.slice(0, 40)}`)
    if (typeof value !== 'string') throw invalid(`${name} is not a string`)
  }
  return keys.evm.signTransaction(toEvmTransaction(fields as FrameEvmTransaction))
}

function invalid(details: string, cause?: unknown): RecoverError {
  return new RecoverError(RECOVER_ERROR_MESSAGES.transactionJson, {
    code: 'TRANSACTION_INVALID',
    details,
    ...(cause === undefined ? {} : { cause }),
  })
}
