import { describe, expect, it } from 'vitest'
import { buildToSign, buildToSpend, hashBip322Message } from './bip322/buildBip322Transactions'
import { transactionId } from './bip322/rawTransaction'
import { verifyBitcoinMessageSignature } from './verifyBitcoinMessageSignature'

// Test vectors published in BIP-322 ("Test vectors" section of bip-0322.mediawiki), for the
// private key L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k.
const ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const VECTORS = [
  {
    message: '',
    hash: 'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    toSpend: 'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
    toSign: '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
    signatures: [
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  },
  {
    message: 'Hello World',
    hash: 'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    toSpend: 'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    toSign: '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
    signatures: [
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  },
]
// The single-key P2TR vector of the same key, from Bitcoin Core's BIP-322 test suite
// (src/test/util_tests.cpp of the BIP-322 implementation, created with buidl-python).
const TAPROOT = {
  address: 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3',
  message: 'Hello World',
  signature: 'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==',
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const displayed = (txid: Uint8Array) => hex(txid.slice().reverse())
const challenge = Uint8Array.from([
  0x00,
  0x14,
  ...[...'2b05d564e6a7a33c087f16e0f730d1440123799d'.matchAll(/../g)].map((m) => Number.parseInt(m[0], 16)),
])
const verify = (address: string, message: string, signature: string) =>
  verifyBitcoinMessageSignature({ address, message, signature, network: 'mainnet' })

describe('BIP-322 published test vectors', () => {
  for (const v of VECTORS) {
    it(`message ${JSON.stringify(v.message)}: message hash, to_spend and to_sign txids`, () => {
      expect(hex(hashBip322Message(v.message))).toBe(v.hash)
      const toSpend = buildToSpend(v.message, challenge)
      expect(displayed(transactionId(toSpend))).toBe(v.toSpend)
      expect(displayed(transactionId(buildToSign(toSpend)))).toBe(v.toSign)
    })

    it(`message ${JSON.stringify(v.message)}: both published signatures verify for ${ADDRESS} and nothing else`, async () => {
      for (const signature of v.signatures) {
        expect(await verify(ADDRESS, v.message, signature)).toBe(true)
        expect(await verify(ADDRESS, `${v.message}!`, signature)).toBe(false)
        expect(await verify('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', v.message, signature)).toBe(false)
      }
    })
  }

  it('the signature of one message does not verify another', async () => {
    expect(await verify(ADDRESS, 'Hello World', VECTORS[0]!.signatures[0]!)).toBe(false)
    expect(await verify(ADDRESS, '', VECTORS[1]!.signatures[0]!)).toBe(false)
  })

  it('the P2TR key-path vector (SIGHASH_ALL) verifies, and not for another message or address', async () => {
    expect(await verify(TAPROOT.address, TAPROOT.message, TAPROOT.signature)).toBe(true)
    expect(await verify(TAPROOT.address, '', TAPROOT.signature)).toBe(false)
    expect(
      await verify(
        'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
        TAPROOT.message,
        TAPROOT.signature,
      ),
    ).toBe(false)
    // The same signature on testnet rules: the address is not a testnet address.
    expect(await verifyBitcoinMessageSignature({ ...TAPROOT, network: 'testnet' })).toBe(false)
  })
})
