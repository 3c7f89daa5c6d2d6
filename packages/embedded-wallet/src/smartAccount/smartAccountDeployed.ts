import type { Address } from 'viem'
import { callUntrustedRpc } from './callUntrustedRpc'
import { type Delegation, readDelegation } from './readDelegation'
import { SMART_ACCOUNT_MESSAGES, SmartAccountError } from './SmartAccountError'

/**
 * Where to read an account's delegation: the chain's RPC, the account and the implementation.
 *
 * @example
 * ```ts
 * const options: SmartAccountDeployedOptions = { rpcUrl, address, implementation, fetch }
 * ```
 */
export type SmartAccountDeployedOptions = {
  rpcUrl: string
  address: Address
  implementation: Address
  fetch: typeof fetch
}

/**
 * Reads an account's code from the chain and tells its delegation: `implementation` when it is
 * `0xef0100 ‖ implementation` (SPEC's `smartAccountDeployed` is then true), `other`, or `none`.
 *
 * @param options - The RPC, account, implementation and fetch.
 * @returns The {@link Delegation}.
 * @throws {SmartAccountError} `NODE_INVALID` or `UNREACHABLE` when the code cannot be read.
 * @example
 * ```ts
 * const deployed = (await readAccountDelegation({ rpcUrl, address, implementation, fetch })).kind === 'implementation'
 * ```
 */
export async function readAccountDelegation(options: SmartAccountDeployedOptions): Promise<Delegation> {
  const code = await callUntrustedRpc(options.rpcUrl, 'eth_getCode', [options.address, 'latest'], {
    service: 'node',
    fetch: options.fetch,
    maxBytes: 64 * 1024,
  })
  if (typeof code !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(code))
    throw new SmartAccountError(SMART_ACCOUNT_MESSAGES.nodeInvalid, {
      code: 'NODE_INVALID',
      details: 'eth_getCode',
    })
  return readDelegation(code, options.implementation)
}

/**
 * Whether the account is delegated to the configured implementation (SPEC §3 `smartAccountDeployed`).
 *
 * @param options - The RPC, account, implementation and fetch.
 * @returns `true` once the delegation is on chain.
 * @example
 * ```ts
 * if (await smartAccountDeployed({ rpcUrl, address, implementation, fetch })) showSmartAccountBadge()
 * ```
 */
export async function smartAccountDeployed(options: SmartAccountDeployedOptions): Promise<boolean> {
  return (await readAccountDelegation(options)).kind === 'implementation'
}
