import { BITCOIN_WALLET_METHODS, STACKS_WALLET_METHODS } from '@latch/core/kit'
import type { ClarityValue, PostCondition } from '@stacks/transactions'
import type { StacksNetworkKind } from '../validation/assertStacksAddress'
import type { AmountInput } from '../validation/limits'

/**
 * The wallet methods Latch supports for Stacks and Bitcoin: SPEC §7's ten, plus Bitcoin
 * `signMessage`, which sign-in on bip122 needs.
 *
 * @example
 * ```ts
 * STACKS_METHODS.includes('signPsbt') // true
 * ```
 */
export const STACKS_METHODS = [...STACKS_WALLET_METHODS, ...BITCOIN_WALLET_METHODS] as const

/**
 * One of {@link STACKS_METHODS}.
 *
 * @example
 * ```ts
 * const method: StacksMethod = 'stx_transferStx'
 * ```
 */
export type StacksMethod = (typeof STACKS_METHODS)[number]

/**
 * A transaction the wallet built, signed and broadcast.
 *
 * @example
 * ```ts
 * const { txid }: TxResult = await stacks.call('stx_transferStx', params)
 * ```
 */
export type TxResult = {
  /** Transaction id (hex, no `0x`). */
  txid: string
  /** The signed transaction (hex), when the wallet returns it. */
  transaction?: string
}

/**
 * A signature over a message: 65-byte RSV hex and the signer's public key.
 *
 * @example
 * ```ts
 * const { signature, publicKey }: MessageSignature = await stacks.call('stx_signMessage', { message })
 * ```
 */
export type MessageSignature = { signature: string; publicKey: string }

/**
 * Purpose of a wallet address.
 *
 * @example
 * ```ts
 * const purpose: AddressPurpose = 'payment'
 * ```
 */
export type AddressPurpose = 'payment' | 'ordinals' | 'stacks'

/**
 * An address a wallet returned from `getAddresses`.
 *
 * @example
 * ```ts
 * const a: WalletAddress = { address: 'bc1q...', purpose: 'payment', symbol: 'BTC', publicKey: '02..' }
 * ```
 */
export type WalletAddress = {
  address: string
  purpose: AddressPurpose
  symbol: 'BTC' | 'STX'
  /** Address type when known (p2wpkh, p2tr, p2sh, stacks). */
  addressType?: string
  /** Public key (hex). Kept in memory only, never persisted. */
  publicKey?: string
  /** Derivation path. Kept in memory only, never persisted. */
  derivationPath?: string
}

/** Fields shared by the Stacks transaction methods. */
type StacksTxCommon = {
  /** Network the transaction is for; defaults to the adapter's active network. */
  network?: StacksNetworkKind
  postConditions?: readonly (PostCondition | string)[]
  postConditionMode?: 'allow' | 'deny'
  /** Fee in micro-STX; the wallet estimates it when absent. */
  fee?: AmountInput
  nonce?: AmountInput
  sponsored?: boolean
}

/**
 * Parameters and results of each method, in Latch's one input shape. Amounts are bigint base
 * units (or integer decimal strings); the adapter turns them into each wallet's own shape.
 *
 * @example
 * ```ts
 * const params: StacksMethodMap['sendTransfer']['params'] = {
 *   recipients: [{ address: 'bc1q...', amount: 10_000n }],
 * }
 * ```
 */
export type StacksMethodMap = {
  stx_transferStx: {
    params: { recipient: string; amount: AmountInput; memo?: string } & Omit<StacksTxCommon, 'postConditions'>
    result: TxResult
  }
  stx_callContract: {
    params: {
      /** `ADDRESS.contract-name`. */
      contract: string
      functionName: string
      /** Clarity values (e.g. `Cl.uint(5)`) or their serialized hex. */
      functionArgs?: readonly (ClarityValue | string)[]
    } & StacksTxCommon
    result: TxResult
  }
  stx_deployContract: {
    params: { name: string; clarityCode: string; clarityVersion?: 1 | 2 | 3 } & StacksTxCommon
    result: TxResult
  }
  stx_signTransaction: {
    params: { transaction: string; broadcast?: boolean; network?: StacksNetworkKind }
    result: { transaction: string; txid?: string }
  }
  stx_signMessage: { params: { message: string; network?: StacksNetworkKind }; result: MessageSignature }
  stx_signStructuredMessage: {
    params: { domain: ClarityValue | string; message: ClarityValue | string; network?: StacksNetworkKind }
    result: MessageSignature
  }
  stx_updateProfile: { params: { person: Record<string, unknown> }; result: Record<string, unknown> }
  getAddresses: {
    params: { purposes?: readonly AddressPurpose[]; message?: string } | undefined
    result: { addresses: WalletAddress[] }
  }
  sendTransfer: {
    params: {
      recipients: readonly { address: string; amount: AmountInput }[]
      network?: 'mainnet' | 'testnet'
    }
    result: { txid: string }
  }
  signPsbt: {
    params: {
      /** The PSBT, base64. */
      psbt: string
      /** Inputs to sign, each with the address that owns it. */
      signInputs: readonly { index: number; address: string }[]
      broadcast?: boolean
      network?: 'mainnet' | 'testnet'
    }
    result: { psbt: string; txid?: string }
  }
  signMessage: {
    params: { address: string; message: string; network?: 'mainnet' | 'testnet' }
    /** Base64 signature (BIP-322 simple or full for segwit and Taproot addresses, BIP-137 legacy for P2PKH) and the signing address. */
    result: { signature: string; address: string }
  }
}

/**
 * Parameters of a method.
 *
 * @example
 * ```ts
 * const params: StacksMethodParams<'signPsbt'> = { psbt, signInputs: [{ index: 0, address }] }
 * ```
 */
export type StacksMethodParams<M extends StacksMethod> = StacksMethodMap[M]['params']
/**
 * Result of a method.
 *
 * @example
 * ```ts
 * const result: StacksMethodResult<'signPsbt'> = { psbt: 'cHNidP8...' }
 * ```
 */
export type StacksMethodResult<M extends StacksMethod> = StacksMethodMap[M]['result']
