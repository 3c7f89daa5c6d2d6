import { type AuthSmartAccount, ValidationError } from '@latch/core/kit'
import { EMBEDDED_WALLET_MESSAGES } from './messages'
import { readSmartAccountOptions } from './readSmartAccountOptions'
import { smartAccountRequest } from './smartAccountRequests'
import type { EmbeddedWalletOptions, KeyFrameChannel } from './types'

/**
 * The signed-in visitor's EVM account acting as a smart account (see {@link openSmartAccount}).
 *
 * @example
 * ```ts
 * const wallet = await openSmartAccount(options, evm, channel, fetch)
 * await wallet.request('wallet_sendCalls', [{ chainId: '0x7a69', calls }], rpc)
 * ```
 */
export type SmartAccountWallet = {
  /** Answers an approved `eth_sendTransaction`, `wallet_sendCalls` or `wallet_getCallsStatus`. */
  request(
    method: string,
    params: unknown,
    rpc: (method: string, params: unknown) => Promise<unknown>,
  ): Promise<unknown>
  /** Whether its EIP-7702 delegation to the implementation is on chain (SPEC §3 smartAccountDeployed). */
  deployed(): Promise<boolean>
  /** What approving a send also does: the contract it delegates to, whether that is still to be made, who pays the gas. */
  describe(): Promise<AuthSmartAccount>
  /**
   * Switches the account back to a plain EOA on chain: clears its delegation with a transaction the
   * account pays for (after the operations before it are included); nothing when not delegated.
   */
  undelegate(): Promise<void>
}

/** How long an operation of the account is waited for before the next one is built. */
const INCLUSION_WAIT = { pollMs: 250, timeoutMs: 120_000 } as const

/**
 * Opens the smart-account side of the embedded wallet for one EVM account, loaded when the account
 * first acts as a smart account (the wallet's first load holds none of it): the app's
 * `smartAccount` options are checked here, before anything is asked of a bundler or signed, and
 * the engine (user operations through the bundler, the paymaster's answers checked) loads with it.
 *
 * @param options - The wallet's options (its `smartAccount` and `networks`).
 * @param address - The visitor's EVM address (the EOA that becomes the smart account).
 * @param channel - The key frame, which signs the delegation and each operation.
 * @param fetch - The wallet's fetch.
 * @param userWatchers - The wallet's `watchUser` listeners, told when the account's delegation
 *   landed on chain or was cleared (Latch then reads the user again: `smartAccountDeployed`).
 * @returns The account's smart-account requests and its deployment check.
 * @throws {ValidationError} code `INVALID_OPTIONS` when the `smartAccount` options are missing or malformed.
 * @example
 * ```ts
 * const wallet = await openSmartAccount(options, evm, channel, fetch)
 * ```
 */
export async function openSmartAccount(
  options: EmbeddedWalletOptions,
  address: `0x${string}`,
  channel: KeyFrameChannel,
  fetch: typeof globalThis.fetch,
  userWatchers: ReadonlySet<() => void> = new Set(),
): Promise<SmartAccountWallet> {
  const settings = readSmartAccountOptions(options)
  if (!settings)
    throw new ValidationError(EMBEDDED_WALLET_MESSAGES.invalidSmartAccount, {
      code: 'INVALID_OPTIONS',
      details: 'The wallet has no smartAccount options',
    })
  const { createSmartAccountSender, frameSmartAccountSigner, clearDelegation } = await import(
    '../smartAccount/engine'
  )
  const { network, ...rest } = settings
  const chainId = Number(network.id)
  const config = {
    ...rest,
    chain: { id: chainId, rpcUrl: String(network.rpcUrls.default.http[0]) },
    address,
    signer: frameSmartAccountSigner(channel),
    fetch,
  }
  const sender = createSmartAccountSender(config)
  const deployed = async () => (await sender.delegation()).kind === 'implementation'
  // the operations this account sent (their hashes are its batch ids)
  const sent = new Set<string>()
  // One operation at a time: the next is built once the previous one is included, so it reads the
  // EntryPoint nonce and the delegation that operation left on chain (two built at once would
  // carry the same nonce, and the bundler would refuse or replace one). A failed turn does not
  // stop the next.
  let turn: Promise<unknown> = Promise.resolve()
  // what the chain had the last time it was read: a change is told to the wallet
  let wasDeployed: boolean | undefined
  const noteDeployment = async () => {
    const now = await deployed()
    if (wasDeployed !== undefined && now !== wasDeployed) for (const watcher of userWatchers) watcher()
    wasDeployed = now
  }
  const send = (calls: unknown, capabilities?: unknown) => {
    const submitted = turn.then(async () => {
      if (wasDeployed === undefined) wasDeployed = await deployed()
      return sender.sendCalls(calls, capabilities)
    })
    turn = submitted
      .then((hash) => sender.waitForReceipt(hash, INCLUSION_WAIT))
      .then(noteDeployment)
      .catch(() => undefined)
    return submitted
  }
  return {
    request: (method, params, rpc) =>
      smartAccountRequest(method, params, { address, chainId, rpc, sender, send, sent }),
    deployed,
    undelegate: () => {
      const cleared = turn.then(async () => {
        if (wasDeployed === undefined) wasDeployed = await deployed()
        await clearDelegation(config, INCLUSION_WAIT)
        await noteDeployment()
      })
      turn = cleared.catch(() => undefined)
      return cleared
    },
    describe: async () => ({
      implementation: rest.implementation,
      delegated: await deployed(),
      sponsored: rest.paymasterUrl !== undefined,
    }),
  }
}

/**
 * The embedded wallet's `wallet_getCapabilities` answer for a smart account: on its chain, batches
 * are one atomic operation, and gas can come from the paymaster when the app configured one.
 *
 * @param capabilities - The wallet's EOA capabilities, by hex chain id.
 * @param options - The wallet's options.
 * @returns The capabilities with the smart account's chain updated (unchanged for malformed options).
 * @example
 * ```ts
 * withSmartAccountCapabilities(walletCapabilities(networks), options)['0x7a69'].atomic // { status: 'supported' }
 * ```
 */
export function withSmartAccountCapabilities(
  capabilities: Record<string, unknown>,
  options: EmbeddedWalletOptions,
): Record<string, unknown> {
  const settings = readSmartAccountOptions(options)
  if (!settings) return capabilities
  const chain = `0x${BigInt(settings.network.id).toString(16)}`
  return {
    ...capabilities,
    [chain]: {
      ...(capabilities[chain] as Record<string, unknown> | undefined),
      atomic: { status: 'supported' },
      ...(settings.paymasterUrl ? { paymasterService: { supported: true } } : {}),
    },
  }
}
