import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { Address, NETWORK, OutScript, p2wpkh, SigHash, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { fromBase64, toBase64 } from './bitcoinWalletOps'

const net = (network: 'mainnet' | 'testnet') => (network === 'mainnet' ? NETWORK : TEST_NETWORK)

/**
 * An unsigned PSBT spending one P2WPKH input of `ownerPublicKey` (a fake previous output) to
 * `to`, for signPsbt tests.
 *
 * @param params - Owner key (hex), input amount, recipient and amount, network.
 * @returns The PSBT, base64.
 * @example
 * ```ts
 * const psbt = buildTestPsbt({ ownerPublicKey, inputAmount: 50_000n, to, amount: 40_000n, network: 'testnet' })
 * ```
 */
export function buildTestPsbt(params: {
  ownerPublicKey: string
  inputAmount: bigint
  to: string
  amount: bigint
  network: 'mainnet' | 'testnet'
}): string {
  const payment = p2wpkh(hexToBytes(params.ownerPublicKey), net(params.network))
  const tx = new Transaction()
  tx.addInput({
    txid: new Uint8Array(32).fill(7),
    index: 1,
    witnessUtxo: { script: payment.script, amount: params.inputAmount },
  })
  tx.addOutputAddress(params.to, params.amount, net(params.network))
  return toBase64(tx.toPSBT())
}

/**
 * Decodes a signed Bitcoin transaction: its id and outputs (address and sats).
 *
 * @example
 * ```ts
 * decodeBitcoinTransaction(wallet.signed.at(-1)!, 'testnet').outputs[0] // { address, amount }
 * ```
 */
export function decodeBitcoinTransaction(
  hex: string,
  network: 'mainnet' | 'testnet',
): { txid: string; outputs: { address: string; amount: bigint }[] } {
  const tx = Transaction.fromRaw(hexToBytes(hex))
  const outputs = []
  for (let i = 0; i < tx.outputsLength; i++) {
    const out = tx.getOutput(i)
    outputs.push({
      address: Address(net(network)).encode(OutScript.decode(out.script!)),
      amount: out.amount!,
    })
  }
  return { txid: tx.id, outputs }
}

/**
 * Verifies the partial signature of a P2WPKH input of a signed PSBT (BIP-143 sighash, SIGHASH_ALL)
 * and returns the public key that made it.
 *
 * @param psbtBase64 - The signed PSBT.
 * @param index - Input index.
 * @returns `{ valid, publicKey }` (public key hex), or `{ valid: false }` when unsigned.
 * @example
 * ```ts
 * verifyPsbtInputSignature(result.psbt, 0).valid // true
 * ```
 */
export function verifyPsbtInputSignature(
  psbtBase64: string,
  index: number,
): { valid: boolean; publicKey?: string } {
  const tx = Transaction.fromPSBT(fromBase64(psbtBase64))
  const input = tx.getInput(index)
  const entry = input.partialSig?.[0]
  const amount = input.witnessUtxo?.amount
  if (!entry || amount === undefined) return { valid: false }
  const [publicKey, signature] = entry
  const scriptCode = OutScript.encode({ type: 'pkh', hash: p2wpkh(publicKey).hash! })
  const hash = tx.preimageWitnessV0(index, scriptCode, SigHash.ALL, amount)
  const valid = secp256k1.verify(signature.slice(0, -1), hash, publicKey, { prehash: false, format: 'der' })
  return { valid, publicKey: bytesToHex(publicKey) }
}

/**
 * Finalizes a signed PSBT (every input must carry its signature) and extracts the raw transaction,
 * for tests that check a wallet signed a spendable transaction.
 *
 * @param psbtBase64 - The signed PSBT.
 * @returns The raw transaction (hex), ready for {@link decodeBitcoinTransaction}.
 * @example
 * ```ts
 * decodeBitcoinTransaction(finalizePsbt(result.psbt), 'testnet').outputs
 * ```
 */
export function finalizePsbt(psbtBase64: string): string {
  const tx = Transaction.fromPSBT(fromBase64(psbtBase64))
  tx.finalize()
  return tx.hex
}
