import type { Hex } from 'viem'
import { type PreparedUserOperation, prepareUserOperation } from './prepareUserOperation'
import type { Delegation } from './readDelegation'
import type { UserOperationReceipt } from './readUserOperationReceipt'
import type { SmartAccountConfig } from './SmartAccountConfig'
import { sendPreparedUserOperation } from './sendPreparedUserOperation'
import { readAccountDelegation } from './smartAccountDeployed'
import { type ReceiptWait, waitForUserOperationReceipt } from './waitForUserOperationReceipt'

/**
 * The embedded wallet's smart-account engine for one account: EIP-5792 batches sent as ERC-4337
 * v0.8 user operations from the visitor's own EOA, delegated by EIP-7702 to the implementation.
 *
 * @example
 * ```ts
 * const userOpHash = await sender.sendCalls([{ to: token, data }])
 * const receipt = await sender.waitForReceipt(userOpHash)
 * ```
 */
export type SmartAccountSender = {
  /** Builds and checks the operation for a batch; signs nothing (show this to the visitor). */
  prepare(calls: unknown, capabilities?: unknown): Promise<PreparedUserOperation>
  /** Signs (delegation first, when needed) and sends a prepared operation; its userOpHash. */
  send(prepared: PreparedUserOperation): Promise<Hex>
  /** `prepare` then `send`. */
  sendCalls(calls: unknown, capabilities?: unknown): Promise<Hex>
  /** The bundler's receipt of an operation of this account, once included. */
  waitForReceipt(userOpHash: Hex, wait?: ReceiptWait): Promise<UserOperationReceipt>
  /** The account's delegation as the chain has it now. */
  delegation(): Promise<Delegation>
}

/**
 * Creates the smart-account sender. No request is made until a method is called.
 *
 * @param config - The bundler, paymaster, implementation, chain, account, signer and fetch.
 * @returns The {@link SmartAccountSender}.
 * @example
 * ```ts
 * const { createSmartAccountSender } = await import('../smartAccount/createSmartAccountSender')
 * const sender = createSmartAccountSender({ bundlerUrl, paymasterUrl, implementation, chain: { id, rpcUrl }, address, signer: frameSmartAccountSigner(channel), fetch })
 * ```
 */
export function createSmartAccountSender(config: SmartAccountConfig): SmartAccountSender {
  const frozen = Object.freeze({ ...config, chain: Object.freeze({ ...config.chain }) })
  const send = (prepared: PreparedUserOperation) => sendPreparedUserOperation(frozen, prepared)
  return {
    prepare: (calls, capabilities) => prepareUserOperation(frozen, calls, capabilities),
    send,
    sendCalls: async (calls, capabilities) => send(await prepareUserOperation(frozen, calls, capabilities)),
    waitForReceipt: (userOpHash, wait = {}) =>
      waitForUserOperationReceipt({
        bundlerUrl: frozen.bundlerUrl,
        fetch: frozen.fetch,
        userOpHash,
        sender: frozen.address,
        ...wait,
      }),
    delegation: () =>
      readAccountDelegation({
        rpcUrl: frozen.chain.rpcUrl,
        address: frozen.address,
        implementation: frozen.implementation,
        fetch: frozen.fetch,
      }),
  }
}
