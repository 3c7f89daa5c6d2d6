import { createPrivateKey, createPublicKey } from 'node:crypto'
import { base58, base64urlnopad, hex } from '@scure/base'
import { Keypair } from '@solana/web3.js'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createMnemonic } from './createMnemonic'
import { deriveEd25519Key } from './deriveEd25519Key'
import { deriveWalletKeys } from './deriveWalletKeys'
import { deriveWalletSecret } from './deriveWalletSecret'
import { KeyError } from './KeyError'
import { mnemonicToSeed } from './mnemonicToSeed'

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

/** Public key of a raw ed25519 seed computed by Node's own crypto, not by @noble/curves. */
function nodePublicKey(privateSeed: Uint8Array): Uint8Array {
  const der = new Uint8Array([...hex.decode('302e020100300506032b657004220420'), ...privateSeed])
  const key = createPrivateKey({ key: Buffer.from(der), format: 'der', type: 'pkcs8' })
  const jwk = createPublicKey(key).export({ format: 'jwk' })
  return base64urlnopad.decode(jwk.x ?? '')
}

describe('createMnemonic', () => {
  it('creates valid 12-word (128-bit) and 24-word (256-bit) English mnemonics, different each time', () => {
    const twelve = createMnemonic()
    const twentyFour = createMnemonic(256)
    expect(twelve.split(' ')).toHaveLength(12)
    expect(twentyFour.split(' ')).toHaveLength(24)
    expect(createMnemonic()).not.toBe(twelve)
    expect(mnemonicToSeed(twentyFour)).toHaveLength(64)
  })

  it('rejects an invalid mnemonic with a typed INVALID_PARAMS error', () => {
    const error = (() => {
      try {
        mnemonicToSeed(
          'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon',
        )
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(KeyError)
    expect((error as KeyError).code).toBe('INVALID_PARAMS')
  })
})

describe('deriveEd25519Key (SLIP-0010)', () => {
  it('matches the SLIP-0010 ed25519 test vector 1', () => {
    const seed = hex.decode('000102030405060708090a0b0c0d0e0f')
    expect(hex.encode(deriveEd25519Key(seed, 'm'))).toBe(
      '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7',
    )
    expect(hex.encode(deriveEd25519Key(seed, "m/0'"))).toBe(
      '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
    )
    expect(hex.encode(deriveEd25519Key(seed, "m/0'/1'/2'/2'/1000000000'"))).toBe(
      '8f94d394a8e8fd6b1bc2f3f49f5c47e385281d5c17e65324b0f62483e37e8793',
    )
  })

  it('refuses non-hardened and malformed paths', () => {
    const seed = new Uint8Array(64)
    for (const path of ["m/44'/501'/0'/0", "44'/0'", "m/x'", "m/2147483648'"]) {
      expect(() => deriveEd25519Key(seed, path)).toThrow(KeyError)
    }
  })
})

describe('deriveWalletKeys', () => {
  it("derives the published EVM address of the \"abandon … about\" mnemonic at m/44'/60'/0'/0/0", () => {
    expect(deriveWalletKeys(ABANDON).accounts.evm).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')
  })

  it("derives the published Solana address at m/44'/501'/0'/0', checked with node:crypto and @solana/web3.js", () => {
    const keys = deriveWalletKeys(ABANDON)
    const privateSeed = deriveEd25519Key(mnemonicToSeed(ABANDON), "m/44'/501'/0'/0'")
    expect(base58.encode(nodePublicKey(privateSeed))).toBe(keys.accounts.solana)
    expect(Keypair.fromSeed(privateSeed).publicKey.toBase58()).toBe(keys.accounts.solana)
    expect(keys.accounts.solana).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk')
  })

  it('does not expose the private keys on the accounts', () => {
    const keys = deriveWalletKeys(ABANDON)
    const privateSeed = hex.encode(deriveEd25519Key(mnemonicToSeed(ABANDON), "m/44'/501'/0'/0'"))
    const serialised = JSON.stringify(keys, (_key, value) =>
      value instanceof Uint8Array ? hex.encode(value) : typeof value === 'bigint' ? value.toString() : value,
    )
    expect(serialised).not.toContain(privateSeed)
    expect(Object.keys(keys.evm)).not.toContain('privateKey')
  })
})

describe('deriveWalletSecret', () => {
  it('gives the "abandon … about" wallet\'s published keys: the EVM key and Solana secret key import to the same addresses', () => {
    const secret = deriveWalletSecret(ABANDON)
    expect(secret.mnemonic).toBe(ABANDON)
    // the EVM key of the BIP-39 test vector's first account, as MetaMask and every BIP-44 wallet derive it
    expect(secret.evmPrivateKey).toBe('0x1ab42cc412b618bdea3a599e3c9bae199ebf030895b039e9db1e30dafb12b727')
    expect(privateKeyToAccount(secret.evmPrivateKey).address).toBe(
      '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    )
    const keypair = Keypair.fromSecretKey(base58.decode(secret.solanaSecretKey))
    expect(keypair.publicKey.toBase58()).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk')
  })

  it('refuses an invalid mnemonic with a typed INVALID_PARAMS error', () => {
    expect(() => deriveWalletSecret('abandon abandon abandon')).toThrow(KeyError)
  })
})
