import { secp256k1 } from '@noble/curves/secp256k1.js'
import { base64 } from '@scure/base'
import { NETWORK, p2pkh, p2sh, p2tr, p2wpkh, p2wsh } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { hashBitcoinMessage } from './hashBitcoinMessage'
import { verifyBitcoinMessageSignature } from './verifyBitcoinMessageSignature'

const verify = (address: string, message: string, signature: string) =>
  verifyBitcoinMessageSignature({ address, message, signature, network: 'mainnet' })

/** A BIP-137 signature with the header range `base` (27, 31, 35 or 39). */
function bip137(key: Uint8Array, message: string, base: number): string {
  const sig = secp256k1.sign(hashBitcoinMessage(message), key, { prehash: false, format: 'recovered' })
  return base64.encode(Uint8Array.of(base + sig[0]!, ...sig.slice(1)))
}

describe('BIP-137 legacy signed messages', () => {
  // Bitcoin Core's message_verify / message_sign cases (src/test/util_tests.cpp).
  it("Bitcoin Core's vectors: a P2PKH signature verifies for its message only", async () => {
    const signature =
      'IPojfrX2dfPnH26UegfbGQQLrdK844DlHq5157/P6h57WyuS/Qsl+h/WSVGDF4MUi4rWSswW38oimDYfNNUBUOk='
    expect(await verify('15CRxFdyRpGZLW9w8HnHvVduizdL5jKNbs', 'Trust no one', signature)).toBe(true)
    expect(await verify('15CRxFdyRpGZLW9w8HnHvVduizdL5jKNbs', 'I never signed this', signature)).toBe(false)
    expect(
      await verify(
        '11canuhp9X2NocwCq7xNrQYTmUgZAnLK3',
        'Trust me',
        'IIcaIENoYW5jZWxsb3Igb24gYnJpbmsgb2Ygc2Vjb25kIGJhaWxvdXQgZm9yIGJhbmtzIAaHRtbCeDZINyavx14=',
      ),
    ).toBe(true)
    expect(
      await verify(
        '1KqbBpLy5FARmTPD4VZnDDpYjkUvkr82Pm',
        'Trust no one',
        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      ),
    ).toBe(false)
  })

  it('the address type decides: a compressed key signs for its P2PKH, P2WPKH and P2SH-P2WPKH addresses, never its Taproot or a script address', async () => {
    const key = new Uint8Array(32).fill(0x11)
    const pub = secp256k1.getPublicKey(key, true)
    const message = 'Sign in'
    const legacy = p2pkh(pub, NETWORK).address!
    const segwit = p2wpkh(pub, NETWORK).address!
    const nested = p2sh(p2wpkh(pub, NETWORK), NETWORK).address!
    const taproot = p2tr(pub.slice(1), undefined, NETWORK).address!
    const script = p2wsh(p2pkh(pub, NETWORK), NETWORK).address!
    for (const base of [31, 35, 39]) {
      expect(await verify(legacy, message, bip137(key, message, base))).toBe(true)
      expect(await verify(segwit, message, bip137(key, message, base))).toBe(true)
      expect(await verify(nested, message, bip137(key, message, base))).toBe(true)
      expect(await verify(taproot, message, bip137(key, message, base))).toBe(false)
      expect(await verify(script, message, bip137(key, message, base))).toBe(false)
    }
    // Header 27-30 means an uncompressed key: its P2PKH address is another one, and segwit has none.
    expect(await verify(legacy, message, bip137(key, message, 27))).toBe(false)
    expect(
      await verify(
        p2pkh(secp256k1.getPublicKey(key, false), NETWORK).address!,
        message,
        bip137(key, message, 27),
      ),
    ).toBe(true)
    expect(await verify(segwit, message, bip137(key, message, 27))).toBe(false)
  })

  it('refuses an address of another network, a non-address, and signatures that are not base64', async () => {
    const key = new Uint8Array(32).fill(0x22)
    const pub = secp256k1.getPublicKey(key, true)
    const segwit = p2wpkh(pub, NETWORK).address!
    const signature = bip137(key, 'hi', 39)
    expect(
      await verifyBitcoinMessageSignature({ address: segwit, message: 'hi', signature, network: 'testnet' }),
    ).toBe(false)
    expect(await verify('not an address', 'hi', signature)).toBe(false)
    expect(await verify(segwit, 'hi', `${signature}=`)).toBe(false)
    expect(await verify(segwit, 'hi', signature.slice(4))).toBe(false)
  })
})
