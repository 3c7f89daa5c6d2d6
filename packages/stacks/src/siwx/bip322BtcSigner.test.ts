import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { base64 } from '@scure/base'
import { NETWORK, p2sh, p2tr, p2wpkh, RawTx, SigHash, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { sha256x2 } from '@scure/btc-signer/utils.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { verifyBitcoinMessageSignature } from './verifyBitcoinMessageSignature'

type Kind = 'p2wpkh' | 'p2tr' | 'p2sh-p2wpkh'
type Network = 'mainnet' | 'testnet'

/** The payment (address, script, signing extras) of a key, built by btc-signer. */
function payment(key: Uint8Array, kind: Kind, network: Network) {
  const net = network === 'mainnet' ? NETWORK : TEST_NETWORK
  if (kind === 'p2tr') return p2tr(schnorr.getPublicKey(key), undefined, net)
  const wpkh = p2wpkh(secp256k1.getPublicKey(key, true), net)
  return kind === 'p2wpkh' ? wpkh : p2sh(wpkh, net)
}

/**
 * A BIP-322 signature made with @scure/btc-signer: to_spend encoded with its raw transaction
 * coder, to_sign built, signed and finalised by its Transaction (PSBT) signer. Returns the
 * simple (witness) or full (whole to_sign) format, base64.
 */
function signWithBtcSigner(
  key: Uint8Array,
  kind: Kind,
  network: Network,
  message: string,
  format: 'simple' | 'full',
  sighash: number,
): { address: string; signature: string } {
  const pay = payment(key, kind, network)
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
    outputs: [{ amount: 0n, script: pay.script }],
    witnesses: undefined,
    lockTime: 0,
  })
  const toSpendId = sha256x2(toSpend).reverse()
  const tx = new Transaction({ version: 0, allowUnknownVersion: true, allowUnknownOutputs: true })
  tx.addInput({
    txid: toSpendId,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: pay.script, amount: 0n },
    ...('tapInternalKey' in pay ? { tapInternalKey: pay.tapInternalKey } : {}),
    ...('redeemScript' in pay ? { redeemScript: pay.redeemScript } : {}),
    sighashType: sighash,
  })
  tx.addOutput({ script: Uint8Array.of(0x6a), amount: 0n })
  tx.signIdx(key, 0, [sighash])
  tx.finalizeIdx(0)
  const witness = tx.getInput(0).finalScriptWitness!
  const simple = Uint8Array.of(witness.length, ...witness.flatMap((item) => [item.length, ...item]))
  return {
    address: pay.address!,
    signature: base64.encode(format === 'simple' ? simple : tx.toBytes(true, true)),
  }
}

const privateKey = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .filter((bytes) => secp256k1.utils.isValidSecretKey(bytes))

const cases = fc.record({
  key: privateKey,
  otherKey: privateKey,
  kind: fc.constantFrom<Kind>('p2wpkh', 'p2tr', 'p2sh-p2wpkh'),
  network: fc.constantFrom<Network>('mainnet', 'testnet'),
  message: fc.string({ unit: 'grapheme', maxLength: 200 }),
  format: fc.constantFrom<'simple' | 'full'>('simple', 'full'),
  taprootDefault: fc.boolean(),
  flipBit: fc.nat(),
})

describe('BIP-322 signatures made by @scure/btc-signer', () => {
  it('verify for the signing address, and are refused for a changed message, signature bit or address', async () => {
    await fc.assert(
      fc.asyncProperty(cases, async (c) => {
        const sighash = c.kind === 'p2tr' && c.taprootDefault ? SigHash.DEFAULT : SigHash.ALL
        const { address, signature } = signWithBtcSigner(
          c.key,
          c.kind,
          c.network,
          c.message,
          c.format,
          sighash,
        )
        const verify = (over: Partial<{ address: string; message: string; signature: string }>) =>
          verifyBitcoinMessageSignature({
            address,
            message: c.message,
            signature,
            network: c.network,
            ...over,
          })
        expect(await verify({})).toBe(true)
        expect(await verify({ message: `${c.message} ` })).toBe(false)
        const bytes = base64.decode(signature)
        const bit = c.flipBit % (bytes.length * 8)
        bytes[bit >> 3]! ^= 1 << (bit & 7)
        expect(await verify({ signature: base64.encode(bytes) })).toBe(false)
        const other = payment(c.otherKey, c.kind, c.network).address!
        if (other !== address) expect(await verify({ address: other })).toBe(false)
        const elsewhere = payment(c.key, c.kind, c.network === 'mainnet' ? 'testnet' : 'mainnet').address!
        expect(await verify({ address: elsewhere })).toBe(false)
      }),
      { numRuns: 240 },
    )
  }, 120_000)
})
