/**
 * Methods and events Latch asks the wallet for, per namespace: the SPEC's wallet methods (§6, §7)
 * for EVM, Solana, Stacks and Bitcoin.
 *
 * @example
 * ```ts
 * DEFAULT_NAMESPACE_METHODS.stacks.methods.includes('stx_signMessage') // true
 * ```
 */
export const DEFAULT_NAMESPACE_METHODS = {
  eip155: {
    methods: [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'eth_accounts',
      'eth_requestAccounts',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
    ],
    events: ['chainChanged', 'accountsChanged'],
  },
  solana: {
    methods: [
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
      'solana_signAllTransactions',
    ],
    events: [],
  },
  stacks: {
    methods: [
      'stx_getAddresses',
      'stx_transferStx',
      'stx_callContract',
      'stx_deployContract',
      'stx_signTransaction',
      'stx_signMessage',
      'stx_signStructuredMessage',
      'stx_updateProfile',
    ],
    events: [],
  },
  bip122: {
    methods: ['getAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
    events: ['bip122_addressesChanged'],
  },
} as const satisfies Record<string, { methods: readonly string[]; events: readonly string[] }>

/**
 * A namespace the pairing connector can request.
 *
 * @example
 * ```ts
 * const ns: PairingNamespace = 'stacks'
 * ```
 */
export type PairingNamespace = keyof typeof DEFAULT_NAMESPACE_METHODS
