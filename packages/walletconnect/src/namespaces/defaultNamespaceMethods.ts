import { BITCOIN_WALLET_METHODS, STACKS_WALLET_METHODS } from '@latch/core/kit'

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
    methods: ['stx_getAddresses', ...STACKS_WALLET_METHODS],
    events: [],
  },
  bip122: {
    methods: BITCOIN_WALLET_METHODS,
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
