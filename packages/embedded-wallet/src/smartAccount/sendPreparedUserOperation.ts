import { type Hex, recoverAddress, type SignedAuthorization } from 'viem'
import { formatUserOperationRequest, type RpcUserOperation } from 'viem/account-abstraction'
import type { FrameSignedAuthorization, FrameUserOperation } from '../protocol/frame'
import { callUntrustedRpc } from './callUntrustedRpc'
import type { PreparedUserOperation } from './prepareUserOperation'
import type { SmartAccountConfig } from './SmartAccountConfig'
import { SMART_ACCOUNT_MESSAGES, SmartAccountError } from './SmartAccountError'

const HASH = /^0x[0-9a-fA-F]{64}$/
const SIGNATURE = /^0x[0-9a-fA-F]{130}$/
const WORD = /^0x[0-9a-fA-F]{1,64}$/

/**
 * Signs a prepared operation (the delegation first, when it carries one) with the key frame and
 * sends it to the bundler with `eth_sendUserOperation`. The signature must recover to the account
 * and the bundler's answer must be the operation's own hash (`SIGNER_INVALID`, `BUNDLER_INVALID`).
 *
 * @param config - The sender's configuration.
 * @param prepared - The frozen operation from `prepareUserOperation`.
 * @returns The userOpHash.
 * @throws {SmartAccountError} As above, or the bundler's refusal (`BUNDLER_REFUSED`).
 * @example
 * ```ts
 * const userOpHash = await sendPreparedUserOperation(config, prepared)
 * ```
 */
export async function sendPreparedUserOperation(
  config: SmartAccountConfig,
  prepared: PreparedUserOperation,
): Promise<Hex> {
  const chainId = `0x${prepared.chainId.toString(16)}` as Hex
  const authorization =
    prepared.delegation &&
    readSignedAuthorization(
      await config.signer.signAuthorization({
        chainId,
        contractAddress: prepared.delegation.implementation,
        nonce: `0x${prepared.delegation.nonce.toString(16)}`,
      }),
      prepared,
    )
  const signature = await config.signer.signUserOperation({
    chainId,
    entryPoint: prepared.entryPoint,
    userOperation: formatUserOperationRequest(prepared.userOperation) as FrameUserOperation,
  })
  if (
    typeof signature !== 'string' ||
    !SIGNATURE.test(signature) ||
    (await recoverAddress({ hash: prepared.userOpHash, signature })).toLowerCase() !==
      config.address.toLowerCase()
  )
    throw new SmartAccountError(SMART_ACCOUNT_MESSAGES.signerInvalid, {
      code: 'SIGNER_INVALID',
      details: 'the signature is not the account’s over this operation',
    })
  const rpcOperation = formatUserOperationRequest({
    ...prepared.userOperation,
    signature,
    ...(authorization ? { authorization } : {}),
  }) as RpcUserOperation<'0.8'>
  const hash = await callUntrustedRpc(
    config.bundlerUrl,
    'eth_sendUserOperation',
    [rpcOperation, prepared.entryPoint],
    {
      service: 'bundler',
      fetch: config.fetch,
      maxBytes: 4096,
    },
  )
  if (
    typeof hash !== 'string' ||
    !HASH.test(hash) ||
    hash.toLowerCase() !== prepared.userOpHash.toLowerCase()
  )
    throw new SmartAccountError(SMART_ACCOUNT_MESSAGES.bundlerInvalid, {
      code: 'BUNDLER_INVALID',
      details: 'eth_sendUserOperation: the answer is not the operation’s hash',
    })
  return prepared.userOpHash
}

/** The frame's signed authorisation, checked against what was asked. */
function readSignedAuthorization(
  signed: FrameSignedAuthorization,
  prepared: PreparedUserOperation,
): SignedAuthorization {
  const delegation = prepared.delegation as NonNullable<PreparedUserOperation['delegation']>
  const fields = (
    typeof signed === 'object' && signed !== null ? signed : {}
  ) as Partial<FrameSignedAuthorization>
  const { address, chainId, nonce, r, s, yParity } = fields
  const good =
    typeof address === 'string' &&
    address.toLowerCase() === delegation.implementation.toLowerCase() &&
    typeof chainId === 'string' &&
    WORD.test(chainId) &&
    BigInt(chainId) === BigInt(prepared.chainId) &&
    typeof nonce === 'string' &&
    WORD.test(nonce) &&
    BigInt(nonce) === delegation.nonce &&
    typeof r === 'string' &&
    WORD.test(r) &&
    typeof s === 'string' &&
    WORD.test(s) &&
    (yParity === '0x0' || yParity === '0x1')
  if (!good)
    throw new SmartAccountError(SMART_ACCOUNT_MESSAGES.signerInvalid, {
      code: 'SIGNER_INVALID',
      details: 'the authorisation is not the one asked for',
    })
  return {
    address: delegation.implementation,
    chainId: prepared.chainId,
    nonce: Number(delegation.nonce),
    r: r as Hex,
    s: s as Hex,
    yParity: yParity === '0x1' ? 1 : 0,
  }
}
