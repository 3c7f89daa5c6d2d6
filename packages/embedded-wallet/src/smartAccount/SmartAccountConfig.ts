import type { Address } from 'viem'
import type { SmartAccountSigner } from './SmartAccountSigner'

/**
 * What a smart-account sender needs: the app's bundler and (optional) ERC-7677 paymaster, the
 * implementation the account delegates to, the chain, the account and its signer.
 *
 * @example
 * ```ts
 * const config: SmartAccountConfig = {
 *   bundlerUrl: 'http://127.0.0.1:4337',
 *   paymasterUrl: 'http://127.0.0.1:4338',
 *   implementation: '0x882dd049E323AfA9F98d5553f2d267E5c084Daeb',
 *   chain: { id: 31337, rpcUrl: 'http://127.0.0.1:8545' },
 *   address: '0xabc…',
 *   signer: frameSmartAccountSigner(channel),
 *   fetch,
 * }
 * ```
 */
export type SmartAccountConfig = {
  /** The ERC-4337 bundler's JSON-RPC endpoint (operations, estimates and receipts). */
  bundlerUrl: string
  /** The ERC-7677 paymaster service; without it the account pays its own gas. */
  paymasterUrl?: string | undefined
  /** The account implementation (Simple7702Account's address on this chain). */
  implementation: Address
  /** The chain: its id and the node the account's state is read from. */
  chain: { id: number; rpcUrl: string }
  /** The visitor's EOA: the account, before and after its delegation. */
  address: Address
  /** Signs the authorisation and the operations (the key frame). */
  signer: SmartAccountSigner
  /** The fetch every request goes through. */
  fetch: typeof fetch
}
