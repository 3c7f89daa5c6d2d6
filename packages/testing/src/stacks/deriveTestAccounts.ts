import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { NETWORK, p2tr, p2wpkh, TEST_NETWORK } from '@scure/btc-signer'
import { getAddressFromPrivateKey, privateKeyToPublic } from '@stacks/transactions'
import type { TestKeys } from './testKeys'

/**
 * The addresses and public keys a test wallet exposes.
 *
 * @example
 * ```ts
 * const { stxAddress, btcPaymentAddress }: TestAccounts = wallet.accounts
 * ```
 */
export type TestAccounts = {
  stxAddress: string
  stxPublicKey: string
  btcPaymentAddress: string
  btcPaymentPublicKey: string
  btcOrdinalsAddress: string
  btcOrdinalsPublicKey: string
}

/**
 * Derives a test wallet's Stacks address (single-sig), Bitcoin payment (P2WPKH) and ordinals
 * (P2TR) addresses from its keys, for a network.
 *
 * @param keys - The wallet's keys.
 * @param network - `'mainnet'` or `'testnet'`.
 * @returns Addresses and public keys (hex).
 * @example
 * ```ts
 * deriveTestAccounts(TEST_KEYS.alice, 'testnet').stxAddress // 'ST...'
 * ```
 */
export function deriveTestAccounts(keys: TestKeys, network: 'mainnet' | 'testnet'): TestAccounts {
  const btcNet = network === 'mainnet' ? NETWORK : TEST_NETWORK
  const btcKey = hexToBytes(keys.bitcoin)
  const pub = secp256k1.getPublicKey(btcKey, true)
  const xonly = schnorr.getPublicKey(btcKey)
  return {
    stxAddress: getAddressFromPrivateKey(keys.stacks, network),
    stxPublicKey: String(privateKeyToPublic(keys.stacks)),
    btcPaymentAddress: p2wpkh(pub, btcNet).address!,
    btcPaymentPublicKey: bytesToHex(pub),
    btcOrdinalsAddress: p2tr(xonly, undefined, btcNet).address!,
    btcOrdinalsPublicKey: bytesToHex(xonly),
  }
}
