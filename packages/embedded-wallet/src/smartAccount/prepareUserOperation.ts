import type { Address, Hex, SignedAuthorization } from 'viem'
import {
  entryPoint08Address,
  formatUserOperationRequest,
  getUserOperationHash,
  type RpcUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { callUntrustedRpc } from './callUntrustedRpc'
import { encodeAccountCalls } from './encodeAccountCalls'
import { readAccountState } from './readAccountState'
import { readGasEstimate } from './readGasEstimate'
import { type PaymasterFields, readPaymasterAnswer } from './readPaymasterAnswer'
import { readSmartAccountCalls, type SmartAccountCall } from './readSmartAccountCalls'
import type { SmartAccountConfig } from './SmartAccountConfig'
import { SMART_ACCOUNT_MESSAGES, SmartAccountError } from './SmartAccountError'

/**
 * A user operation ready to sign, frozen: the checked calls, the complete operation (gas, fees,
 * paymaster), the EIP-7702 delegation it carries (when the account is not yet delegated), who pays
 * the gas, and its hash. The approval shows this object and {@link SmartAccountSender.send} signs
 * and sends this same object.
 *
 * @example
 * ```ts
 * const prepared = await sender.prepare(calls)
 * if (prepared.delegation) showDelegationApproval(prepared.delegation.implementation)
 * ```
 */
export type PreparedUserOperation = Readonly<{
  calls: readonly SmartAccountCall[]
  chainId: number
  entryPoint: Address
  /** The operation without its signature (and without the authorisation, signed at send). */
  userOperation: Readonly<Omit<UserOperation<'0.8'>, 'signature' | 'authorization'>>
  /** The delegation this operation makes: the implementation and the account nonce to sign at. */
  delegation: Readonly<{ implementation: Address; nonce: bigint }> | undefined
  /** The paymaster that pays the gas, or `undefined` when the account pays. */
  sponsor: Address | undefined
  userOpHash: Hex
}>

/** Simple7702Account's dummy signature: the right length, never valid (for estimates). */
const STUB_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'
const STUB_R: Hex = '0xfffffffffffffffffffffffffffffff000000000000000000000000000000000'
const STUB_S: Hex = '0x7aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
const PAYMASTER_MAX_BYTES = 32 * 1024

/**
 * Builds the v0.8 user operation for a batch: checks the calls; reads the account's delegation
 * (another contract is `DELEGATION_MISMATCH`), the EntryPoint nonce and fees; asks the paymaster
 * for stub data, the bundler for gas, the paymaster for final data, every answer checked (a
 * paymaster that sets any field but its own is `PAYMASTER_ALTERED`). Nothing is signed here.
 *
 * @param config - The sender's configuration.
 * @param calls - The batch.
 * @param capabilities - The batch's EIP-5792 capabilities.
 * @returns The frozen {@link PreparedUserOperation}.
 * @throws {SmartAccountError} For bad input or any refused answer.
 * @example
 * ```ts
 * const prepared = await prepareUserOperation(config, [{ to: token, data }], undefined)
 * ```
 */
export async function prepareUserOperation(
  config: SmartAccountConfig,
  calls: unknown,
  capabilities: unknown,
): Promise<PreparedUserOperation> {
  const batch = readSmartAccountCalls(calls, capabilities, config.paymasterUrl)
  const entryPoint = entryPoint08Address
  const chainIdHex = `0x${config.chain.id.toString(16)}` as Hex
  const state = await readAccountState({
    rpcUrl: config.chain.rpcUrl,
    address: config.address,
    implementation: config.implementation,
    entryPoint,
    fetch: config.fetch,
  })
  if (state.delegation.kind === 'other')
    throw new SmartAccountError(SMART_ACCOUNT_MESSAGES.delegationMismatch, {
      code: 'DELEGATION_MISMATCH',
      details: `${config.address} is delegated to ${state.delegation.target ?? 'contract code'}`,
    })
  const delegation =
    state.delegation.kind === 'none'
      ? { implementation: config.implementation, nonce: state.accountNonce }
      : undefined
  // Only the delegate's address enters the hash; the stub signature is for estimates.
  const authorization: SignedAuthorization | undefined = delegation && {
    address: delegation.implementation,
    chainId: config.chain.id,
    nonce: Number(delegation.nonce),
    r: STUB_R,
    s: STUB_S,
    yParity: 1,
  }
  let op: UserOperation<'0.8'> = {
    sender: config.address,
    nonce: state.nonce,
    callData: encodeAccountCalls(batch.calls),
    callGasLimit: 0n,
    verificationGasLimit: 0n,
    preVerificationGas: 0n,
    maxFeePerGas: state.maxFeePerGas,
    maxPriorityFeePerGas: state.maxPriorityFeePerGas,
    signature: STUB_SIGNATURE,
    ...(delegation ? { factory: '0x7702', factoryData: '0x' } : {}),
  }
  const rpc = (): RpcUserOperation<'0.8'> =>
    formatUserOperationRequest({
      ...op,
      ...(authorization ? { authorization } : {}),
    }) as RpcUserOperation<'0.8'>
  const paymaster = async (method: string): Promise<ReturnType<typeof readPaymasterAnswer>> => {
    const asked = rpc()
    const answer = await callUntrustedRpc(
      config.paymasterUrl as string,
      method,
      [asked, entryPoint, chainIdHex, batch.paymasterContext ?? {}],
      { service: 'paymaster', fetch: config.fetch, maxBytes: PAYMASTER_MAX_BYTES },
    )
    return readPaymasterAnswer(answer, asked)
  }
  let isFinal = false
  if (config.paymasterUrl !== undefined) {
    const stub = await paymaster('pm_getPaymasterStubData')
    isFinal = stub.isFinal
    op = withPaymaster(op, stub)
  }
  const gas = readGasEstimate(
    await callUntrustedRpc(config.bundlerUrl, 'eth_estimateUserOperationGas', [rpc(), entryPoint], {
      service: 'bundler',
      fetch: config.fetch,
      maxBytes: PAYMASTER_MAX_BYTES,
    }),
  )
  op = {
    ...op,
    callGasLimit: gas.callGasLimit,
    verificationGasLimit: gas.verificationGasLimit,
    preVerificationGas: gas.preVerificationGas,
    ...(op.paymaster === undefined
      ? {}
      : {
          paymasterVerificationGasLimit:
            op.paymasterVerificationGasLimit ?? gas.paymasterVerificationGasLimit ?? 0n,
          paymasterPostOpGasLimit: op.paymasterPostOpGasLimit ?? gas.paymasterPostOpGasLimit ?? 0n,
        }),
  }
  if (config.paymasterUrl !== undefined && !isFinal)
    op = withPaymaster(op, await paymaster('pm_getPaymasterData'))
  const { signature: _stub, ...unsigned } = op
  const userOpHash = getUserOperationHash({
    chainId: config.chain.id,
    entryPointAddress: entryPoint,
    entryPointVersion: '0.8',
    userOperation: { ...op, signature: '0x', ...(authorization ? { authorization } : {}) },
  })
  return Object.freeze({
    calls: batch.calls,
    chainId: config.chain.id,
    entryPoint,
    userOperation: Object.freeze(unsigned),
    delegation: delegation && Object.freeze(delegation),
    sponsor: op.paymaster,
    userOpHash,
  })
}

/** The operation with the paymaster's own fields set (its gas limits only where it gave them). */
function withPaymaster(op: UserOperation<'0.8'>, fields: PaymasterFields): UserOperation<'0.8'> {
  return {
    ...op,
    paymaster: fields.paymaster,
    paymasterData: fields.paymasterData,
    ...(fields.paymasterVerificationGasLimit === undefined
      ? {}
      : { paymasterVerificationGasLimit: fields.paymasterVerificationGasLimit }),
    ...(fields.paymasterPostOpGasLimit === undefined
      ? {}
      : { paymasterPostOpGasLimit: fields.paymasterPostOpGasLimit }),
  }
}
