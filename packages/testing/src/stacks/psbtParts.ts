import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { Address, NETWORK, OutScript, p2wpkh, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { fromBase64, toBase64 } from './bitcoinWalletOps'

const net = (network: 'mainnet' | 'testnet') => (network === 'mainnet' ? NETWORK : TEST_NETWORK)

/**
 * An unsigned PSBT spending several P2WPKH inputs of `ownerPublicKey` (fake previous outputs, one
 * amount each) to several outputs (a change output is one paying the owner's own address), for
 * preview tests.
 *
 * @param params - Owner key (hex), the inputs' amounts, the outputs, the network.
 * @returns The PSBT, base64.
 * @example
 * ```ts
 * buildSpendingPsbt({ ownerPublicKey, inputs: [50_000n], outputs: [{ address: bob, amount: 40_000n }], network: 'testnet' })
 * ```
 */
export function buildSpendingPsbt(params: {
  ownerPublicKey: string
  inputs: readonly bigint[]
  outputs: readonly { address: string; amount: bigint }[]
  network: 'mainnet' | 'testnet'
}): string {
  const payment = p2wpkh(hexToBytes(params.ownerPublicKey), net(params.network))
  const tx = new Transaction()
  for (const [index, amount] of params.inputs.entries())
    tx.addInput({
      txid: new Uint8Array(32).fill(index + 1),
      index,
      witnessUtxo: { script: payment.script, amount },
    })
  for (const output of params.outputs) tx.addOutputAddress(output.address, output.amount, net(params.network))
  return toBase64(tx.toPSBT())
}

/**
 * A PSBT decoded by `@scure/btc-signer`: each input's outpoint, spent amount and address and
 * whether it carries a signature, each output's address and amount.
 *
 * @param psbtBase64 - The PSBT, base64.
 * @param network - The network of its addresses.
 * @returns Its inputs and outputs.
 * @example
 * ```ts
 * decodeTestPsbt(signed.psbt, 'testnet').inputs[0]?.signed // true
 * ```
 */
export function decodeTestPsbt(psbtBase64: string, network: 'mainnet' | 'testnet') {
  const tx = Transaction.fromPSBT(fromBase64(psbtBase64))
  const addressOf = (script: Uint8Array) => Address(net(network)).encode(OutScript.decode(script))
  const inputs = []
  for (let i = 0; i < tx.inputsLength; i++) {
    const input = tx.getInput(i)
    inputs.push({
      outpoint: `${bytesToHex(input.txid!)}:${input.index}`,
      amount: input.witnessUtxo!.amount,
      address: addressOf(input.witnessUtxo!.script),
      signed: (input.partialSig?.length ?? 0) > 0,
    })
  }
  const outputs = []
  for (let i = 0; i < tx.outputsLength; i++) {
    const output = tx.getOutput(i)
    outputs.push({ address: addressOf(output.script!), amount: output.amount! })
  }
  return { inputs, outputs }
}
