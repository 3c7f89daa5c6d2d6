import { BITCOIN_ADDRESS_WRONG_NETWORK, MESSAGES } from '@latch/core'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { NETWORK, p2pkh, p2sh, p2tr, p2wpkh, p2wsh, TEST_NETWORK } from '@scure/btc-signer'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assertBitcoinAddress, type BitcoinNetworkKind } from './assertBitcoinAddress'

// @scure/btc-signer (a dev dependency here) is the reference: every address kind it writes for a
// key must be accepted on its network and refused on the other.
const REGTEST = { ...TEST_NETWORK, bech32: 'bcrt' }
const NETWORKS: [BitcoinNetworkKind, typeof NETWORK][] = [
  ['mainnet', NETWORK],
  ['testnet', TEST_NETWORK],
  ['regtest', REGTEST],
]

function addressesOf(secret: Uint8Array, net: typeof NETWORK) {
  const pub = secp256k1.getPublicKey(secret, true)
  return {
    p2pkh: p2pkh(pub, net).address!,
    p2sh: p2sh(p2wpkh(pub, net), net).address!,
    p2wpkh: p2wpkh(pub, net).address!,
    p2wsh: p2wsh(p2pkh(pub, net), net).address!,
    p2tr: p2tr(pub.slice(1), undefined, net).address!,
  }
}

describe('Bitcoin addresses of sendTransfer, signPsbt and signMessage', () => {
  it('accepts every address kind @scure/btc-signer writes for random keys on its network, and refuses it on another', async () => {
    const secrets = fc.sample(
      fc.uint8Array({ minLength: 32, maxLength: 32 }).filter((s) => secp256k1.utils.isValidSecretKey(s)),
      { numRuns: 40 },
    )
    for (const secret of secrets) {
      for (const [network, net] of NETWORKS) {
        for (const [type, address] of Object.entries(addressesOf(secret, net))) {
          await expect(assertBitcoinAddress(address, network), address).resolves.toMatchObject({
            type,
            network,
          })
          // Testnet and regtest share legacy version bytes, so only mainnet is "another network" for them.
          const other = network === 'mainnet' ? 'testnet' : 'mainnet'
          await expect(assertBitcoinAddress(address, other)).rejects.toMatchObject({
            code: 'WRONG_NETWORK',
            shortMessage: BITCOIN_ADDRESS_WRONG_NETWORK,
          })
        }
      }
    }
  }, 30_000)

  it('refuses a typo with "Invalid checksum" and a Stacks address as not Bitcoin (SPEC §5 routing)', async () => {
    const { p2wpkh: segwit, p2pkh: legacy } = addressesOf(new Uint8Array(32).fill(7), NETWORK)
    const typo = `${segwit.slice(0, -1)}${segwit.endsWith('q') ? 'p' : 'q'}`
    await expect(assertBitcoinAddress(typo, 'mainnet')).rejects.toMatchObject({
      code: 'INVALID_CHECKSUM',
      shortMessage: MESSAGES.invalidChecksum,
    })
    const legacyTypo = `${legacy.slice(0, 5)}${legacy[5] === 'z' ? 'y' : 'z'}${legacy.slice(6)}`
    await expect(assertBitcoinAddress(legacyTypo, 'mainnet')).rejects.toMatchObject({
      code: 'INVALID_CHECKSUM',
    })
    await expect(
      assertBitcoinAddress('SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7', 'mainnet'),
    ).rejects.toMatchObject({ code: 'INVALID_BITCOIN_ADDRESS' })
  })
})
