import { base58, base64 } from '@scure/base'
import type { Address, TypedDataDefinition } from 'viem'
import type { WalletKeys } from '../keys/deriveWalletKeys'
import { KeyError } from '../keys/KeyError'
import { signSolanaTransaction } from '../keys/signSolanaTransaction'
import { toEvmTransaction } from '../keys/toEvmTransaction'
import { FRAME_ERROR_CODES } from '../protocol/frame'
import { FRAME_ERROR_MESSAGES, FrameError } from './FrameError'
import type { ValidFrameRequest } from './readFrameRequest'
import {
  signAuthorizationInFrame,
  signUndelegationInFrame,
  signUserOperationInFrame,
} from './signSmartAccount'

/**
 * A signing request: every frame method but `connect` and `disconnect`.
 *
 * @example
 * ```ts
 * const request: SignRequest = { method: 'evm_signMessage', params: { message: '0x68656c6c6f' } }
 * ```
 */
export type SignRequest = Exclude<ValidFrameRequest, { method: 'connect' } | { method: 'disconnect' }>

/**
 * Runs a validated signing request with the loaded keys and returns the protocol result. Input the
 * signer cannot use (a typed-data object viem refuses, a transaction that does not parse) becomes
 * {@link FrameError} `INVALID_PARAMS`; an account that is not a signer, `NOT_SIGNER`.
 *
 * @param keys - The connected user's keys.
 * @param request - The validated request.
 * @param smartAccount - The smart-account implementation the frame may delegate the account to
 *   (EIP-7702) and sign user operations for; without it both are refused.
 * @returns The method's result, as the protocol defines it.
 * @example
 * ```ts
 * const signature = await signWithKeys(keys, { method: 'evm_signMessage', params: { message: '0x68656c6c6f' } })
 * ```
 */
export async function signWithKeys(
  keys: WalletKeys,
  request: SignRequest,
  smartAccount: { implementation?: Address | undefined } = {},
): Promise<unknown> {
  try {
    switch (request.method) {
      case 'evm_signMessage':
        return await keys.evm.signMessage({ message: { raw: request.params.message } })
      case 'evm_signTypedData':
        return await keys.evm.signTypedData(request.params.typedData as unknown as TypedDataDefinition)
      case 'evm_signTransaction':
        return await keys.evm.signTransaction(toEvmTransaction(request.params.transaction))
      case 'evm_signAuthorization':
        return await signAuthorizationInFrame(keys, request.params, smartAccount.implementation)
      case 'evm_signUserOperation':
        return await signUserOperationInFrame(keys, request.params, smartAccount.implementation)
      case 'evm_signUndelegation':
        return await signUndelegationInFrame(keys, request.params)
      case 'solana_signMessage':
        return { signature: base58.encode(keys.solana.sign(request.bytes)) }
      case 'solana_signTransaction':
        return { transaction: base64.encode(signSolanaTransaction(keys.solana, request.bytes)) }
    }
  } catch (error) {
    if (error instanceof FrameError) throw error
    if (error instanceof KeyError) {
      throw new FrameError(error.shortMessage, {
        code: error.code,
        ...(error.details ? { details: error.details } : {}),
      })
    }
    // viem refuses malformed typed data (unknown types, values that do not fit their type).
    throw new FrameError(FRAME_ERROR_MESSAGES.invalidParams, {
      code: FRAME_ERROR_CODES.invalidParams,
      cause: error,
    })
  }
}
