import { type Address, type Hex, zeroAddress } from 'viem'
import { entryPoint08Address, getUserOperationTypedData } from 'viem/account-abstraction'
import type { WalletKeys } from '../keys/deriveWalletKeys'
import { FRAME_ERROR_CODES, type FrameMethods, type FrameSignedAuthorization } from '../protocol/frame'
import { FRAME_ERROR_MESSAGES, FrameError } from './FrameError'

/** The `factory` of an operation that carries the account's EIP-7702 delegation. */
const DELEGATION_FACTORIES = ['0x7702', '0x7702000000000000000000000000000000000000']

/**
 * Signs the EIP-7702 authorisation that delegates the account to the configured smart-account
 * implementation, and nothing else: another contract is refused (`INVALID_PARAMS`), and so is any
 * authorisation when the frame has no implementation configured.
 *
 * @param keys - The connected user's keys.
 * @param params - The chain, the contract to delegate to and the account nonce.
 * @param implementation - The configured implementation (`KeyFrameHandlerOptions.smartAccountImplementation`).
 * @returns The signed authorisation, in hex.
 * @throws {FrameError} `INVALID_PARAMS` for another contract or no configured implementation.
 * @example
 * ```ts
 * const signed = await signAuthorizationInFrame(keys, { chainId: '0x7a69', contractAddress: impl, nonce: '0x0' }, impl)
 * ```
 */
export async function signAuthorizationInFrame(
  keys: WalletKeys,
  params: FrameMethods['evm_signAuthorization']['params'],
  implementation: Address | undefined,
): Promise<FrameSignedAuthorization> {
  const contractAddress = configuredTarget(params.contractAddress, implementation)
  const signed = await keys.evm.signAuthorization({
    chainId: Number(BigInt(params.chainId)),
    contractAddress,
    nonce: Number(BigInt(params.nonce)),
  })
  return {
    address: contractAddress,
    chainId: params.chainId,
    nonce: params.nonce,
    r: signed.r,
    s: signed.s,
    yParity: `0x${(signed.yParity ?? 0).toString(16)}`,
  }
}

/**
 * Signs an ERC-4337 v0.8 user operation of the connected account: the frame builds the EIP-712
 * `PackedUserOperation` itself from the operation's fields (so it signs an operation, never a hash
 * the page chose), for EntryPoint v0.8 only. An operation for another sender is `NOT_SIGNER`; one
 * carrying a delegation (`factory` `0x7702`) is hashed with the configured implementation, and
 * refused when the frame has none.
 *
 * @param keys - The connected user's keys.
 * @param params - The chain, the EntryPoint and the operation (RPC form, no signature).
 * @param implementation - The configured implementation.
 * @returns The signature the account's `validateUserOp` checks.
 * @throws {FrameError} `NOT_SIGNER` for another sender, `INVALID_PARAMS` for another EntryPoint.
 * @example
 * ```ts
 * const signature = await signUserOperationInFrame(keys, { chainId: '0x7a69', entryPoint, userOperation }, impl)
 * ```
 */
export async function signUserOperationInFrame(
  keys: WalletKeys,
  params: FrameMethods['evm_signUserOperation']['params'],
  implementation: Address | undefined,
): Promise<Hex> {
  const { userOperation: op } = params
  if (op.sender.toLowerCase() !== keys.evm.address.toLowerCase())
    throw new FrameError(FRAME_ERROR_MESSAGES.notSender, {
      code: FRAME_ERROR_CODES.notSigner,
    })
  if (params.entryPoint.toLowerCase() !== entryPoint08Address.toLowerCase())
    throw new FrameError(FRAME_ERROR_MESSAGES.invalidParams, {
      code: FRAME_ERROR_CODES.invalidParams,
      details: 'entryPoint is not EntryPoint v0.8',
    })
  const delegating = op.factory !== undefined && DELEGATION_FACTORIES.includes(op.factory.toLowerCase())
  const delegate = delegating ? configuredTarget(implementation ?? '0x', implementation) : undefined
  const typedData = getUserOperationTypedData({
    chainId: Number(BigInt(params.chainId)),
    entryPointAddress: entryPoint08Address,
    userOperation: {
      sender: op.sender,
      nonce: BigInt(op.nonce),
      callData: op.callData,
      callGasLimit: BigInt(op.callGasLimit),
      verificationGasLimit: BigInt(op.verificationGasLimit),
      preVerificationGas: BigInt(op.preVerificationGas),
      maxFeePerGas: BigInt(op.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(op.maxPriorityFeePerGas),
      signature: '0x',
      ...(op.factory === undefined ? {} : { factory: op.factory, factoryData: op.factoryData ?? '0x' }),
      ...(delegate === undefined
        ? {}
        : { authorization: { address: delegate, chainId: 0, nonce: 0, r: '0x0', s: '0x0', yParity: 0 } }),
      ...(op.paymaster === undefined
        ? {}
        : {
            paymaster: op.paymaster,
            paymasterData: op.paymasterData ?? '0x',
            paymasterVerificationGasLimit: BigInt(op.paymasterVerificationGasLimit ?? '0x0'),
            paymasterPostOpGasLimit: BigInt(op.paymasterPostOpGasLimit ?? '0x0'),
          }),
    },
  })
  return keys.evm.signTypedData(typedData)
}

/**
 * Signs the account's switch back to a plain EOA: an EIP-7702 authorisation to the zero address
 * (which clears the account's code) at account nonce `nonce + 1`, carried by an EIP-7702
 * transaction the frame builds itself: from and to its own account, no value, no data, at account
 * nonce `nonce` (the sender's own authorisation counts after its transaction's nonce). The
 * authorisation never leaves the frame on its own.
 *
 * @param keys - The connected user's keys.
 * @param params - The chain, the account's transaction nonce, gas and fees.
 * @returns The serialised signed transaction.
 * @example
 * ```ts
 * const raw = await signUndelegationInFrame(keys, { chainId: '0x7a69', nonce: '0x3', gas: '0xea60', maxFeePerGas: '0x77359400', maxPriorityFeePerGas: '0x3b9aca00' })
 * ```
 */
export async function signUndelegationInFrame(
  keys: WalletKeys,
  params: FrameMethods['evm_signUndelegation']['params'],
): Promise<Hex> {
  const chainId = Number(BigInt(params.chainId))
  const nonce = Number(BigInt(params.nonce))
  const authorization = await keys.evm.signAuthorization({
    chainId,
    contractAddress: zeroAddress,
    nonce: nonce + 1,
  })
  return keys.evm.signTransaction({
    type: 'eip7702',
    chainId,
    nonce,
    to: keys.evm.address,
    value: 0n,
    data: '0x',
    gas: BigInt(params.gas),
    maxFeePerGas: BigInt(params.maxFeePerGas),
    maxPriorityFeePerGas: BigInt(params.maxPriorityFeePerGas),
    authorizationList: [authorization],
  })
}

/** The delegation target, when it is the configured implementation; refused otherwise. */
function configuredTarget(target: string, implementation: Address | undefined): Address {
  if (implementation === undefined)
    throw new FrameError(FRAME_ERROR_MESSAGES.smartAccountUnavailable, {
      code: FRAME_ERROR_CODES.invalidParams,
    })
  if (target.toLowerCase() !== implementation.toLowerCase())
    throw new FrameError(FRAME_ERROR_MESSAGES.delegationTarget, {
      code: FRAME_ERROR_CODES.invalidParams,
      details: `${target} is not ${implementation}`,
    })
  return implementation
}
