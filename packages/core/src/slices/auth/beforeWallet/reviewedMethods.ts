/**
 * The requests that wait in ApproveTransaction before they reach an extension, injected, EIP-6963,
 * Safe, WalletConnect-paired, Stacks or Bitcoin wallet when `features.review` is on: the ones that
 * move money or grant authority (EVM transactions, batches, typed-data permits and ERC-7715
 * permission grants and revokes, but not an EIP-2255 `wallet_revokePermissions`; Solana
 * transactions; Stacks transfers, contract calls and signed transactions; Bitcoin transfers and
 * PSBTs). Message signatures, reads and account requests go straight to the wallet.
 *
 * @example
 * ```ts
 * REVIEWED_METHODS.includes('signPsbt') // true
 * ```
 */
export const REVIEWED_METHODS: readonly string[] = [
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'stx_transferStx',
  'stx_callContract',
  'stx_signTransaction',
  'sendTransfer',
  'signPsbt',
]
