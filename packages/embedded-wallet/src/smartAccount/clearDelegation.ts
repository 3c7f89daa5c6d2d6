import { type Address, type Hex, parseTransaction, recoverTransactionAddress, zeroAddress } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { callUntrustedRpc } from './callUntrustedRpc'
import { readAccountState } from './readAccountState'
import type { SmartAccountConfig } from './SmartAccountConfig'
import { SMART_ACCOUNT_MESSAGES, SmartAccountError } from './SmartAccountError'

/**
 * The gas of the transaction that clears a delegation: 21,000 for the transaction and 25,000 for
 * its one authorisation (EIP-7702's per-authorisation cost; 12,500 of it comes back for an account
 * that exists), with room to spare. A fixed limit: `eth_estimateGas` with an authorisation list is
 * not answered alike by every node.
 */
const UNDELEGATION_GAS = 60_000n
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/
const HASH = /^0x[0-9a-fA-F]{64}$/

/**
 * Switches the account back to a plain EOA (SPEC §3 `eoa` after `smartAccount`): when its address
 * is delegated (EIP-7702), the key frame signs a transaction from the account to itself carrying an
 * authorisation to the zero address, the node gets it, and once included the account's code must
 * be empty. The account pays the gas (a paymaster pays for user operations only, and clearing the
 * delegation cannot be one): with too little ETH, `FEE_UNAFFORDABLE` before anything is signed.
 * The frame's answer is checked (an EIP-7702 transaction from the account to itself, no value or
 * data, one authorisation to the zero address) before it is sent.
 *
 * @param config - The account's smart-account configuration (its node, address and signer).
 * @param wait - How often and how long to wait for inclusion.
 * @returns The transaction's hash, or `undefined` when the account had no delegation to clear.
 * @throws {SmartAccountError} `FEE_UNAFFORDABLE`, `SIGNER_INVALID`, `NODE_INVALID`, `UNREACHABLE`,
 *   `RECEIPT_TIMEOUT` or `UNDELEGATION_FAILED`.
 * @example
 * ```ts
 * const hash = await clearDelegation(config)
 * ```
 */
export async function clearDelegation(
  config: Pick<SmartAccountConfig, 'chain' | 'address' | 'implementation' | 'signer' | 'fetch'>,
  wait: { pollMs: number; timeoutMs: number } = { pollMs: 250, timeoutMs: 120_000 },
): Promise<Hex | undefined> {
  const node = (method: string, params: unknown[]) =>
    callUntrustedRpc(config.chain.rpcUrl, method, params, {
      service: 'node',
      fetch: config.fetch,
      maxBytes: 64 * 1024,
    })
  const [state, balance] = await Promise.all([
    readAccountState({
      rpcUrl: config.chain.rpcUrl,
      address: config.address,
      implementation: config.implementation,
      entryPoint: entryPoint08Address,
      fetch: config.fetch,
    }),
    node('eth_getBalance', [config.address, 'latest']),
  ])
  if (state.delegation.kind === 'none') return undefined
  if (typeof balance !== 'string' || !QUANTITY.test(balance)) throw nodeInvalid('eth_getBalance')
  const fee = UNDELEGATION_GAS * state.maxFeePerGas
  if (BigInt(balance) < fee)
    throw new SmartAccountError(SMART_ACCOUNT_MESSAGES.feeUnaffordable, {
      code: 'FEE_UNAFFORDABLE',
      details: `the fee may be up to ${fee} wei; the account holds ${BigInt(balance)}`,
    })
  const hex = (n: bigint | number) => `0x${n.toString(16)}` as const
  const raw = await config.signer.signUndelegation({
    chainId: hex(config.chain.id),
    nonce: hex(state.accountNonce),
    gas: hex(UNDELEGATION_GAS),
    maxFeePerGas: hex(state.maxFeePerGas),
    maxPriorityFeePerGas: hex(state.maxPriorityFeePerGas),
  })
  await checkUndelegation(raw, config.address, config.chain.id, state.accountNonce)
  const hash = await node('eth_sendRawTransaction', [raw])
  if (typeof hash !== 'string' || !HASH.test(hash)) throw nodeInvalid('eth_sendRawTransaction')
  const deadline = Date.now() + wait.timeoutMs
  for (;;) {
    const receipt = await node('eth_getTransactionReceipt', [hash])
    if (typeof receipt === 'object' && receipt !== null) {
      const cleared = (await node('eth_getCode', [config.address, 'latest'])) === '0x'
      if ((receipt as { status?: unknown }).status !== '0x1' || !cleared)
        throw new SmartAccountError(SMART_ACCOUNT_MESSAGES.undelegationFailed, {
          code: 'UNDELEGATION_FAILED',
          details: hash,
        })
      return hash as Hex
    }
    if (Date.now() + wait.pollMs > deadline)
      throw new SmartAccountError(SMART_ACCOUNT_MESSAGES.receiptTimeout, {
        code: 'RECEIPT_TIMEOUT',
        details: hash,
      })
    await new Promise((resolve) => setTimeout(resolve, wait.pollMs))
  }
}

/** The frame's transaction is the one asked for, signed by the account. */
async function checkUndelegation(raw: unknown, address: Address, chainId: number, nonce: bigint) {
  let good = false
  if (typeof raw === 'string' && /^0x04[0-9a-fA-F]+$/.test(raw) && raw.length <= 2048) {
    try {
      const tx = parseTransaction(raw as Hex)
      const [authorization, ...more] = tx.authorizationList ?? []
      good =
        tx.type === 'eip7702' &&
        tx.chainId === chainId &&
        BigInt(tx.nonce ?? -1) === nonce &&
        tx.to?.toLowerCase() === address.toLowerCase() &&
        (tx.value ?? 0n) === 0n &&
        (tx.data ?? '0x') === '0x' &&
        more.length === 0 &&
        authorization?.address === zeroAddress &&
        BigInt(authorization.nonce) === nonce + 1n &&
        (await recoverTransactionAddress({ serializedTransaction: raw as never })).toLowerCase() ===
          address.toLowerCase()
    } catch {
      good = false
    }
  }
  if (!good)
    throw new SmartAccountError(SMART_ACCOUNT_MESSAGES.signerInvalid, {
      code: 'SIGNER_INVALID',
      details: 'the frame’s transaction is not the switch back asked for',
    })
}

function nodeInvalid(name: string): SmartAccountError {
  return new SmartAccountError(SMART_ACCOUNT_MESSAGES.nodeInvalid, { code: 'NODE_INVALID', details: name })
}
