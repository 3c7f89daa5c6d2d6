import type { Hex } from 'viem'
import type { WalletKeys } from '../../keys/deriveWalletKeys'
import { FRAME_CHANNEL } from '../../protocol/frame'
import { readFrameRequest } from '../readFrameRequest'
import { signWithKeys } from '../signWithKeys'
import { RecoverError } from './RecoverError'
import { RECOVER_ERROR_MESSAGES } from './recoverErrorMessages'

/** Longest transaction JSON read (characters): room for a contract call's data. */
export const RECOVERED_TRANSACTION_MAX_LENGTH = 100_000

/**
 * Signs an EIP-1559 transaction given as JSON with a recovered wallet's EVM account, offline. The
 * JSON holds the key frame's transaction fields (`chainId`, `nonce`, `gas`, `maxFeePerGas`,
 * `maxPriorityFeePerGas`, and optionally `to`, `value`, `data`), every quantity a hex string;
 * `type` may be given as `"eip1559"` or `"0x2"`. Anything else is refused, so nothing unread is
 * signed. It is read and signed as the key frame reads and signs `evm_signTransaction`
 * (`readFrameRequest`, then `signWithKeys`).
 *
 * @param keys - The recovered wallet's keys.
 * @param json - The transaction as JSON text (untrusted: capped and shape-checked).
 * @returns The signed, serialised transaction (send it with `eth_sendRawTransaction`).
 * @throws {RecoverError} `INPUT_TOO_LARGE` or `TRANSACTION_INVALID` for text that is not such JSON.
 * @throws {FrameError} `INVALID_PARAMS` for a malformed field (see `toEvmTransaction`).
 * @example
 * ```ts
 * const raw = await signRecoveredEvmTransaction(keys, '{"chainId":"0x7a69","nonce":"0x0","gas":"0x5208","maxFeePerGas":"0x3b9aca00","maxPriorityFeePerGas":"0x1","to":"0x…","value":"0x1"}')
 * ```
 */
export async function signRecoveredEvmTransaction(keys: WalletKeys, json: string): Promise<Hex> {
  if (json.length > RECOVERED_TRANSACTION_MAX_LENGTH)
    throw new RecoverError(RECOVER_ERROR_MESSAGES.INPUT_TOO_LARGE, { code: 'INPUT_TOO_LARGE' })
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch (cause) {
    throw invalid('not JSON', cause)
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid('not an object')
  const { type, ...transaction } = parsed as Record<string, unknown>
  if (type !== undefined && type !== 'eip1559' && type !== '0x2') throw invalid('type is not eip1559')
  const read = readFrameRequest({
    channel: FRAME_CHANNEL,
    id: 0,
    method: 'evm_signTransaction',
    params: { transaction },
  })
  if (read === undefined) throw invalid('not a transaction')
  if ('error' in read) throw invalid(read.error.details ?? 'not a transaction')
  if (read.request.method !== 'evm_signTransaction') throw invalid('not a transaction')
  return (await signWithKeys(keys, read.request)) as Hex
}

function invalid(details: string, cause?: unknown): RecoverError {
  return new RecoverError(RECOVER_ERROR_MESSAGES.TRANSACTION_INVALID, {
    code: 'TRANSACTION_INVALID',
    details,
    ...(cause === undefined ? {} : { cause }),
  })
}
