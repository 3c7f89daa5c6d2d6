import { hashBitcoinMessage } from '@latch/stacks/validation'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { hexToBytes } from '@noble/hashes/utils.js'
import { NETWORK, p2sh, p2tr, p2wpkh, RawTx, SigHash, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { sha256x2 } from '@scure/btc-signer/utils.js'

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
 * Signs a message the BIP-137 way (ECDSA "signmessage", base64) for the wallet's P2WPKH address
 * (header 39-42) or its P2SH-P2WPKH address (header 35-38): what Xverse answers when asked for
 * `protocol: 'ECDSA'`.
 *
 * @example
 * ```ts
 * signBitcoinMessage('hello', context)
 * ```
 */
export function signBitcoinMessage(
  message: string,
  context: Pick<BitcoinOpsContext, 'privateKey'>,
  type: 'p2wpkh' | 'p2sh' = 'p2wpkh',
): string {
  const sig = secp256k1.sign(hashBitcoinMessage(message), hexToBytes(context.privateKey), {
    prehash: false,
    format: 'recovered',
  })
  // 'recovered' format is [recovery, r(32), s(32)]; BIP-137 puts 39 (P2WPKH) or 35 (P2SH-P2WPKH)
  // plus the recovery id first.
  return base64(Uint8Array.of((type === 'p2sh' ? 35 : 39) + sig[0]!, ...sig.slice(1)))
}

/**
 * The single-key address types a test wallet signs BIP-322 messages for: native segwit, nested
 * segwit (P2SH-P2WPKH, Xverse's default payment address) and Taproot (key path).
 *
 * @example
 * ```ts
 * const type: Bip322AddressType = 'p2tr'
 * ```
 */
export type Bip322AddressType = 'p2wpkh' | 'p2sh' | 'p2tr'

/**
 * The address of the wallet's Bitcoin key for an address type and network, with what signing
 * for it needs (built by `@scure/btc-signer`).
 *
 * @example
 * ```ts
 * bitcoinPayment('p2tr', context).address // 'tb1p...'
 * ```
 */
export function bitcoinPayment(
  type: Bip322AddressType,
  context: Pick<BitcoinOpsContext, 'privateKey' | 'network'>,
) {
  const net = context.network === 'mainnet' ? NETWORK : TEST_NETWORK
  const key = hexToBytes(context.privateKey)
  if (type === 'p2tr') return p2tr(schnorr.getPublicKey(key), undefined, net)
  const wpkh = p2wpkh(secp256k1.getPublicKey(key, true), net)
  return type === 'p2wpkh' ? wpkh : p2sh(wpkh, net)
}

/**
 * Signs a message the BIP-322 way, as Leather and Xverse do for segwit and Taproot addresses:
 * `to_spend` commits to the tagged message hash and pays the address, `to_sign` spends it, signed
 * with `@scure/btc-signer` (ECDSA SIGHASH_ALL for P2WPKH and P2SH-P2WPKH, Schnorr key path
 * SIGHASH_DEFAULT for P2TR). Returns the "simple" format (base64 witness stack), or "full" (the
 * whole `to_sign`, base64), which a nested-segwit signature needs to carry its scriptSig.
 *
 * @param message - The text.
 * @param type - The signing address's type.
 * @param context - The key and network.
 * @param format - `simple` (default) or `full`.
 * @returns The base64 signature.
 * @example
 * ```ts
 * signBip322Message('hello', 'p2wpkh', context)
 * ```
 */
export function signBip322Message(
  message: string,
  type: Bip322AddressType,
  context: Pick<BitcoinOpsContext, 'privateKey' | 'network'>,
  format: 'simple' | 'full' = 'simple',
): string {
  const payment = bitcoinPayment(type, context)
  const messageHash = schnorr.utils.taggedHash('BIP0322-signed-message', new TextEncoder().encode(message))
  const toSpend = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        finalScriptSig: Uint8Array.of(0x00, 0x20, ...messageHash),
        sequence: 0,
      },
    ],
    outputs: [{ amount: 0n, script: payment.script }],
    witnesses: undefined,
    lockTime: 0,
  })
  const toSign = new Transaction({ version: 0, allowUnknownVersion: true, allowUnknownOutputs: true })
  toSign.addInput({
    txid: sha256x2(toSpend).reverse(),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: payment.script, amount: 0n },
    ...('tapInternalKey' in payment ? { tapInternalKey: payment.tapInternalKey } : {}),
    ...('redeemScript' in payment ? { redeemScript: payment.redeemScript } : {}),
  })
  toSign.addOutput({ script: Uint8Array.of(0x6a), amount: 0n })
  toSign.signIdx(hexToBytes(context.privateKey), 0, [type === 'p2tr' ? SigHash.DEFAULT : SigHash.ALL])
  toSign.finalizeIdx(0)
  if (format === 'full') return base64(toSign.toBytes(true, true))
  const witness = toSign.getInput(0).finalScriptWitness ?? []
  return base64(Uint8Array.of(witness.length, ...witness.flatMap((item) => [item.length, ...item])))
}

export { base64 as toBase64, fromBase64 }
