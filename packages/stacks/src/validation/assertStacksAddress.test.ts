import { CONSTANTS, MESSAGES } from '@latch/core'
import { getAddressFromPrivateKey, randomPrivateKey } from '@stacks/transactions'
import { describe, expect, it } from 'vitest'
import { assertContractPrincipal, assertStacksAddress } from './assertStacksAddress'
import { encodeStacksAddress } from './encodeStacksAddress'

const hash = new Uint8Array(20).fill(0xab)
const v = CONSTANTS.stacksAddressVersion

describe('Stacks address validation (SPEC §5)', () => {
  it('accepts mainnet versions 22 and 20 on mainnet and testnet versions 26 and 21 on testnet', () => {
    expect(assertStacksAddress(encodeStacksAddress(v.mainnetSingleSig, hash), 'mainnet').version).toBe(22)
    expect(assertStacksAddress(encodeStacksAddress(v.mainnetMultiSig, hash), 'mainnet').version).toBe(20)
    expect(assertStacksAddress(encodeStacksAddress(v.testnetSingleSig, hash), 'testnet').version).toBe(26)
    expect(assertStacksAddress(encodeStacksAddress(v.testnetMultiSig, hash), 'testnet').version).toBe(21)
  })

  it('rejects a version byte of the other network', () => {
    expect(() => assertStacksAddress(encodeStacksAddress(v.mainnetSingleSig, hash), 'testnet')).toThrow(
      expect.objectContaining({ code: 'WRONG_NETWORK' }),
    )
    expect(() => assertStacksAddress(encodeStacksAddress(v.testnetMultiSig, hash), 'mainnet')).toThrow(
      expect.objectContaining({ code: 'WRONG_NETWORK' }),
    )
  })

  it('rejects a wrong checksum with "Invalid checksum"', () => {
    const good = encodeStacksAddress(v.mainnetSingleSig, hash)
    const bad = good.slice(0, -1) + (good.endsWith('0') ? '1' : '0')
    expect(() => assertStacksAddress(bad, 'mainnet')).toThrow(
      expect.objectContaining({ shortMessage: MESSAGES.invalidChecksum }),
    )
  })

  it('requires an S prefix and more than 5 characters', () => {
    expect(() => assertStacksAddress('SP123', 'mainnet')).toThrow(
      expect.objectContaining({ code: 'INVALID_STACKS_ADDRESS' }),
    )
    expect(() => assertStacksAddress('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', 'mainnet')).toThrow(
      expect.objectContaining({ code: 'INVALID_STACKS_ADDRESS' }),
    )
  })

  it('encodes exactly the addresses @stacks/transactions derives', () => {
    for (let i = 0; i < 20; i++) {
      const key = randomPrivateKey()
      for (const network of ['mainnet', 'testnet'] as const) {
        const address = getAddressFromPrivateKey(key, network)
        const info = assertStacksAddress(address, network)
        expect(encodeStacksAddress(info.version, Uint8Array.from(Buffer.from(info.hash160, 'hex')))).toBe(
          address,
        )
      }
    }
  })

  it('contract principals need a valid address and a Clarity contract name', () => {
    const address = encodeStacksAddress(v.testnetSingleSig, hash)
    expect(assertContractPrincipal(`${address}.my-token_v2`, 'testnet')).toEqual({
      address,
      name: 'my-token_v2',
    })
    expect(() => assertContractPrincipal(`${address}.2bad`, 'testnet')).toThrow(
      expect.objectContaining({ code: 'INVALID_CONTRACT_NAME' }),
    )
    expect(() => assertContractPrincipal(address, 'testnet')).toThrow(
      expect.objectContaining({ code: 'INVALID_CONTRACT' }),
    )
  })
})
