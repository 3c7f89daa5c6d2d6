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
  shape: { extraInput?: boolean; output?: { script: Uint8Array; amount: bigint } } = {},
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
  if (shape.extraInput) {
    tx.addInput({
      txid: new Uint8Array(32).fill(9),
      index: 1,
      witnessUtxo: { script: pay.script, amount: 5000n },
    })
  }
  tx.addOutput(shape.output ?? { script: Uint8Array.of(0x6a), amount: 0n })
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

describe('BIP-322 signatures of the wrong shape', () => {
  const key = new Uint8Array(32).fill(0x2a)
  const message = 'Sign in to app.example'
  const verify = (address: string, signature: string) =>
    verifyBitcoinMessageSignature({ address, message, signature, network: 'testnet' })

  it('a full to_sign with a second input (proof of funds) or another output (an OP_RETURN with data) is refused, though validly signed', async () => {
    for (const kind of ['p2wpkh', 'p2tr', 'p2sh-p2wpkh'] as const) {
      const sighash = kind === 'p2tr' ? SigHash.DEFAULT : SigHash.ALL
      const good = signWithBtcSigner(key, kind, 'testnet', message, 'full', sighash)
      expect(await verify(good.address, good.signature)).toBe(true)
      const funds = signWithBtcSigner(key, kind, 'testnet', message, 'full', sighash, { extraInput: true })
      expect(await verify(funds.address, funds.signature)).toBe(false)
      const other = signWithBtcSigner(key, kind, 'testnet', message, 'full', sighash, {
        output: { script: Uint8Array.of(0x6a, 0x01, 0x00), amount: 0n },
      })
      expect(await verify(other.address, other.signature)).toBe(false)
    }
  })

  it('hash types other than ALL (segwit v0) and DEFAULT/ALL (Taproot) are refused', async () => {
    for (const sighash of [SigHash.NONE, SigHash.SINGLE, SigHash.ALL_ANYONECANPAY]) {
      const v0 = signWithBtcSigner(key, 'p2wpkh', 'testnet', message, 'simple', sighash)
      expect(await verify(v0.address, v0.signature)).toBe(false)
      const tr = signWithBtcSigner(key, 'p2tr', 'testnet', message, 'simple', sighash)
      expect(await verify(tr.address, tr.signature)).toBe(false)
    }
    // A 64-byte Schnorr signature with an explicit 0x00 (DEFAULT) byte is invalid under BIP-341.
    const tr = signWithBtcSigner(key, 'p2tr', 'testnet', message, 'simple', SigHash.DEFAULT)
    const [, ...sig] = base64.decode(tr.signature).slice(1)
    expect(await verify(tr.address, base64.encode(Uint8Array.of(1, 65, ...sig, 0x00)))).toBe(false)
    expect(await verify(tr.address, base64.encode(Uint8Array.of(1, 64, ...sig)))).toBe(true)
  })

  it('a witness with an annex, an extra item or a trailing byte, and malformed base64, are refused', async () => {
    const tr = signWithBtcSigner(key, 'p2tr', 'testnet', message, 'simple', SigHash.DEFAULT)
    const witness = base64.decode(tr.signature)
    const annexed = Uint8Array.of(2, ...witness.slice(1), 2, 0x50, 0x00)
    expect(await verify(tr.address, base64.encode(annexed))).toBe(false)
    expect(await verify(tr.address, base64.encode(Uint8Array.of(...witness, 0)))).toBe(false)
    const wpkh = signWithBtcSigner(key, 'p2wpkh', 'testnet', message, 'simple', SigHash.ALL)
    const stack = base64.decode(wpkh.signature)
    expect(await verify(wpkh.address, base64.encode(Uint8Array.of(3, ...stack.slice(1), 0)))).toBe(false)
    for (const junk of ['', 'not base64!', 'AA', 'A'.repeat(20_000)])
      expect(await verify(wpkh.address, junk)).toBe(false)
  })
})
