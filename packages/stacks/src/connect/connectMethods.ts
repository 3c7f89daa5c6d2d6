import type { ClarityValue, PostCondition, PostConditionModeName, TupleCV } from '@stacks/transactions'
import { STACKS_METHODS } from '../request/methods'

// The method names, parameter and result types of `@stacks/connect` 8's `request()` (its
// `methods.ts`), declared here so an app typing against them needs no @stacks/connect install:
// its type entry reaches @stacks/connect-ui, WalletConnect's universal connector and type-fest.
// `connectMethods.test-d.ts` checks both ways that they stay assignable to @stacks/connect's own.

/**
 * A network name as `@stacks/connect` takes it (`'mainnet'`, `'testnet'`, `'devnet'`, `'regtest'`).
 *
 * @example
 * ```ts
 * const network: ConnectNetworkString = 'testnet'
 * ```
 */
export type ConnectNetworkString = 'mainnet' | 'testnet' | 'regtest' | 'devnet' | (string & {})

/**
 * An integer amount as `@stacks/connect` takes it: a number, a bigint or a decimal string.
 *
 * @example
 * ```ts
 * const amount: ConnectInteger = '1000'
 * ```
 */
export type ConnectInteger = number | bigint | string

/** Fields shared by the Stacks transaction methods (`@stacks/connect`'s `CommonTxParams`). */
type CommonTxParams = {
  /** The address the app recommends; wallets may ignore it, and so does Latch (it is checked only). */
  address?: string
  network?: ConnectNetworkString
  fee?: ConnectInteger
  nonce?: ConnectInteger
  sponsored?: boolean
  postConditions?: (string | PostCondition)[]
  /** `'originator'` is typed as @stacks/connect types it, but Latch sends `allow` or `deny` only (-32602). */
  postConditionMode?: PostConditionModeName
}

/**
 * An address entry of `getAddresses`: `@stacks/connect`'s `AddressEntry`, plus the purpose and
 * address type Latch knows for each.
 *
 * @example
 * ```ts
 * const entry: ConnectAddressEntry = { symbol: 'STX', address: 'ST1…', publicKey: '02…', purpose: 'stacks' }
 * ```
 */
export type ConnectAddressEntry = {
  symbol?: string
  address: string
  publicKey: string
  purpose?: 'payment' | 'ordinals' | 'stacks'
  addressType?: string
}

/** A PSBT input to sign, by address (`@stacks/connect`'s `SignInputsByAddress`). */
type SignInputsByAddress = {
  index: number
  address: string
  publicKey?: string
  allowedSighash?: ('ALL' | 'NONE' | 'SINGLE' | 'ANYONECANPAY')[]
}

/** A Stacks transaction the wallet built (and broadcast). */
type TransactionResult = { txid?: string; transaction?: string }

/**
 * `@stacks/connect` 8's method map: each method's parameters and result, by name. Latch routes
 * all but `stx_transferSip9Nft` and `stx_getAccounts` (see `STACKS_CONNECT_METHODS`); it adds
 * the Bitcoin `signMessage` that sats-connect-style wallets answer.
 *
 * @example
 * ```ts
 * const params: StacksConnectMethods['stx_transferStx']['params'] = { recipient, amount: '1000' }
 * ```
 */
export type StacksConnectMethods = {
  getAddresses: { params: { network?: ConnectNetworkString }; result: { addresses: ConnectAddressEntry[] } }
  sendTransfer: {
    params: { recipients: { address: string; amount: ConnectInteger }[]; network?: ConnectNetworkString }
    result: { txid: string }
  }
  signPsbt: {
    params: {
      /** The PSBT, base64. */
      psbt: string
      signInputs?: number[] | SignInputsByAddress[]
      broadcast?: boolean
      network?: ConnectNetworkString
      allowedSighash?: ('ALL' | 'NONE' | 'SINGLE' | 'ANYONECANPAY')[]
      descriptor?: string
    }
    result: { txid?: string; psbt: string }
  }
  signMessage: {
    params: {
      address: string
      message: string
      protocol?: 'ECDSA' | 'BIP322'
      network?: ConnectNetworkString
    }
    result: { signature: string; address: string }
  }
  stx_transferStx: {
    params: Omit<CommonTxParams, 'postConditions' | 'postConditionMode'> & {
      recipient: string
      amount: ConnectInteger
      memo?: string
    }
    result: TransactionResult
  }
  stx_transferSip10Ft: {
    params: CommonTxParams & { recipient: string; asset: string; amount: ConnectInteger }
    result: TransactionResult
  }
  stx_transferSip9Nft: {
    params: CommonTxParams & { recipient: string; asset: string; assetId: string | ClarityValue }
    result: TransactionResult
  }
  stx_callContract: {
    params: CommonTxParams & {
      /** `ADDRESS.contract-name`. */
      contract: `${string}.${string}`
      functionName: string
      functionArgs?: string[] | ClarityValue[]
    }
    result: TransactionResult
  }
  stx_deployContract: {
    params: CommonTxParams & { name: string; clarityCode: string; clarityVersion?: number | string }
    result: TransactionResult
  }
  stx_signTransaction: {
    params: { transaction: string; broadcast?: boolean }
    result: { txid?: string; transaction: string }
  }
  stx_signMessage: {
    params: { message: string; publicKey?: string }
    result: { signature: string; publicKey: string }
  }
  stx_signStructuredMessage: {
    params: { message: ClarityValue; domain: TupleCV }
    result: { signature: string; publicKey: string }
  }
  stx_getAddresses: {
    params: { network?: ConnectNetworkString }
    result: { addresses: ConnectAddressEntry[] }
  }
  stx_getAccounts: {
    params: { network?: ConnectNetworkString }
    result: { accounts: (ConnectAddressEntry & { gaiaHubUrl: string; gaiaAppKey: string })[] }
  }
  stx_updateProfile: {
    params: { profile: Record<string, unknown> }
    result: { profile: Record<string, unknown> }
  }
}

/**
 * A method name of {@link StacksConnectMethods}.
 *
 * @example
 * ```ts
 * const method: StacksConnectMethod = 'stx_callContract'
 * ```
 */
export type StacksConnectMethod = keyof StacksConnectMethods

/**
 * Parameters of a `@stacks/connect` method.
 *
 * @example
 * ```ts
 * const params: StacksConnectParams<'sendTransfer'> = { recipients: [{ address, amount: 1000n }] }
 * ```
 */
export type StacksConnectParams<M extends StacksConnectMethod> = StacksConnectMethods[M]['params']

/**
 * Result of a `@stacks/connect` method.
 *
 * @example
 * ```ts
 * const { txid }: StacksConnectResult<'sendTransfer'> = await request('sendTransfer', params)
 * ```
 */
export type StacksConnectResult<M extends StacksConnectMethod> = StacksConnectMethods[M]['result']

/**
 * The `@stacks/connect` methods Latch's connection answers: Latch's `STACKS_METHODS` (the same
 * names), `stx_getAddresses` and `stx_transferSip10Ft`. `stx_transferSip9Nft` and
 * `stx_getAccounts` (Leather's Gaia keys) have no counterpart in Latch's wallet methods: they fail
 * with -32601 before any wallet is contacted.
 *
 * @example
 * ```ts
 * STACKS_CONNECT_METHODS.includes('stx_transferStx') // true
 * ```
 */
export const STACKS_CONNECT_METHODS = [
  // Latch's own methods have the same names and meaning in @stacks/connect
  ...STACKS_METHODS,
  'stx_getAddresses',
  'stx_transferSip10Ft',
] as const satisfies readonly StacksConnectMethod[]
