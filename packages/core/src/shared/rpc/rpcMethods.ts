/**
 * Remote-call methods classed safe (SPEC §6): read-only `eth_` calls and the other methods that
 * neither sign nor move value on the user's behalf (`eth_sendRawTransaction` only relays a
 * transaction the user already signed). They run without asking.
 *
 * @example
 * ```ts
 * SAFE_RPC_METHODS.includes('eth_getBalance') // true
 * ```
 */
export const SAFE_RPC_METHODS = [
  // chain and account reads
  'eth_accounts',
  'eth_requestAccounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_coinbase',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_blobBaseFee',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_protocolVersion',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'net_version',
  'web3_clientVersion',
  // relays an already-signed transaction
  'eth_sendRawTransaction',
  // account abstraction reads
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_supportedEntryPoints',
  // wallet reads (EIP-5792, EIP-7811)
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
] as const

/**
 * Remote-call methods classed not safe (SPEC §6): they sign or move value, so each needs the user's
 * approval (the ApproveTransaction view) before it reaches the wallet.
 *
 * @example
 * ```ts
 * NOT_SAFE_RPC_METHODS.includes('personal_sign') // true
 * ```
 */
export const NOT_SAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

/**
 * A method of {@link SAFE_RPC_METHODS}.
 *
 * @example
 * ```ts
 * const m: SafeRpcMethod = 'eth_call'
 * ```
 */
export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]

/**
 * A method of {@link NOT_SAFE_RPC_METHODS}.
 *
 * @example
 * ```ts
 * const m: NotSafeRpcMethod = 'eth_sendTransaction'
 * ```
 */
export type NotSafeRpcMethod = (typeof NOT_SAFE_RPC_METHODS)[number]
