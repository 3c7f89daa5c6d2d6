import { hashBitcoinMessage } from '@latch/stacks/validation'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { hexToBytes } from '@noble/hashes/utils.js'
import { NETWORK, p2wpkh, TEST_NETWORK, Transaction } from '@scure/btc-signer'

/**
 * What the Bitcoin operations of a test wallet need.
 *
 * @example
 * ```ts
 * signTransfer(recipients, { privateKey, network: 'testnet', onSigned: (hex) => log.push(hex) } satisfies BitcoinOpsContext)
 * ```
 */
export type BitcoinOpsContext = {
  privateKey: string
  network: 'mainnet' | 'testnet'
  /** Called with each signed transaction (hex) a transfer or broadcast produced. */
  onSigned(hex: string): void
}

/**
 * Size of the fake UTXO a test transfer spends (sats): the largest amount a Bitcoin output holds.
 *
 * @example
 * ```ts
 * expect(amount <= TEST_UTXO_SATS).toBe(true)
 * ```
 */
export const TEST_UTXO_SATS = 2n ** 64n - 1n

function base64(bytes: Uint8Array): string {
  let s = ''
  for (const b of bytes) s += String.fromCharCode(b)
  return btoa(s)
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
}

/**
 * Builds and signs a real P2WPKH transaction paying `recipients` from one fake UTXO of the
 * wallet (the test world has no Bitcoin node).
 *
 * @param recipients - Addresses and amounts in sats.
 * @param context - Key and network.
 * @returns The transaction id.
 * @example
 * ```ts
 * signTransfer([{ address: 'tb1q...', amount: 1000n }], context)
 * ```
 */
export function signTransfer(
  recipients: { address: string; amount: bigint }[],
  context: BitcoinOpsContext,
): { txid: string } {
  const net = context.network === 'mainnet' ? NETWORK : TEST_NETWORK
  const key = hexToBytes(context.privateKey)
  const payment = p2wpkh(secp256k1.getPublicKey(key, true), net)
  const tx = new Transaction()
  tx.addInput({
    txid: sha256(new TextEncoder().encode(`latch-test-utxo-${payment.address}`)),
    index: 0,
    witnessUtxo: { script: payment.script, amount: TEST_UTXO_SATS },
  })
  for (const r of recipients) tx.addOutputAddress(r.address, r.amount, net)
  tx.sign(key)
  tx.finalize()
  context.onSigned(tx.hex)
  return { txid: tx.id }
}

/**
 * Signs the given inputs of a PSBT with the wallet key; with `broadcast`, finalises it and
 * reports the transaction.
 *
 * @param psbt - PSBT bytes.
 * @param indexes - Inputs to sign.
 * @param broadcast - Finalise and "broadcast".
 * @param context - Key and network.
 * @returns Signed PSBT bytes and, when broadcast, the txid.
 * @example
 * ```ts
 * signPsbtInputs(bytes, [0], false, context)
 * ```
 */
export function signPsbtInputs(
  psbt: Uint8Array,
  indexes: number[],
  broadcast: boolean,
  context: BitcoinOpsContext,
): { psbt: Uint8Array; txid?: string } {
  const key = hexToBytes(context.privateKey)
  const tx = Transaction.fromPSBT(psbt)
  for (const index of indexes) tx.signIdx(key, index)
  if (!broadcast) return { psbt: tx.toPSBT() }
  tx.finalize()
  context.onSigned(tx.hex)
  return { psbt: tx.toPSBT(), txid: tx.id }
}

/**
 * Signs a message the BIP-137 way for the wallet's P2WPKH address (header 39-42), base64.
 *
 * @example
 * ```ts
 * signBitcoinMessage('hello', context)
 * ```
 */
export function signBitcoinMessage(message: string, context: BitcoinOpsContext): string {
  const sig = secp256k1.sign(hashBitcoinMessage(message), hexToBytes(context.privateKey), {
    prehash: false,
    format: 'recovered',
  })
  // 'recovered' format is [recovery, r(32), s(32)]; BIP-137 puts 39 + recovery first for P2WPKH.
  return base64(Uint8Array.of(39 + sig[0]!, ...sig.slice(1)))
}

export { base64 as toBase64, fromBase64 }
