import type { Hex } from 'viem'
import type { FrameMethods, FrameSignedAuthorization } from '../protocol/frame'

/**
 * What signs for the smart account: the key frame (see {@link frameSmartAccountSigner}). Both
 * methods are called only once the operation is complete and checked, never before.
 *
 * @example
 * ```ts
 * const signer: SmartAccountSigner = frameSmartAccountSigner(channel)
 * ```
 */
export type SmartAccountSigner = {
  /** Signs the EIP-7702 authorisation delegating the account to the implementation. */
  signAuthorization(
    params: FrameMethods['evm_signAuthorization']['params'],
  ): Promise<FrameSignedAuthorization>
  /** Signs a v0.8 user operation (RPC form, without its signature). */
  signUserOperation(params: FrameMethods['evm_signUserOperation']['params']): Promise<Hex>
  /** Signs the transaction that clears the account's delegation (the switch back to an EOA). */
  signUndelegation(params: FrameMethods['evm_signUndelegation']['params']): Promise<Hex>
}

/**
 * The key frame as the smart account's signer: `evm_signAuthorization`, `evm_signUserOperation`
 * and `evm_signUndelegation` over the frame channel.
 *
 * @param channel - The key frame's channel (`call(method, params)`).
 * @returns The signer.
 * @example
 * ```ts
 * const sender = createSmartAccountSender({ ...config, signer: frameSmartAccountSigner(channel) })
 * ```
 */
export function frameSmartAccountSigner(channel: {
  call<M extends 'evm_signAuthorization' | 'evm_signUserOperation' | 'evm_signUndelegation'>(
    method: M,
    params: FrameMethods[M]['params'],
  ): Promise<FrameMethods[M]['result']>
}): SmartAccountSigner {
  return {
    signAuthorization: (params) => channel.call('evm_signAuthorization', params),
    signUserOperation: (params) => channel.call('evm_signUserOperation', params),
    signUndelegation: (params) => channel.call('evm_signUndelegation', params),
  }
}
