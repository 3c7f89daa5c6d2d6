import { describe, expect, it } from 'vitest'
import { isSameAddress } from './isSameAddress'

const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('isSameAddress', () => {
  it('EVM addresses are the same account in any letter case, by namespace or network id', () => {
    expect(isSameAddress('eip155', CHECKSUMMED, CHECKSUMMED.toLowerCase())).toBe(true)
    expect(isSameAddress('eip155:1', `0x${CHECKSUMMED.slice(2).toUpperCase()}`, CHECKSUMMED)).toBe(true)
    expect(isSameAddress('eip155', CHECKSUMMED, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
  })

  it('Solana and Stacks addresses compare exactly: their letter case is part of the address', () => {
    const solana = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    expect(isSameAddress('solana', solana, solana)).toBe(true)
    expect(isSameAddress('solana', solana, solana.toLowerCase())).toBe(false)
    expect(
      isSameAddress(
        'stacks:1',
        'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7',
        'sp2j6zy48gv1ez5v2v5rb9mp66sw86pykknrv9ej7',
      ),
    ).toBe(false)
  })

  it('Bitcoin bech32 addresses ignore letter case, base58 ones compare exactly', () => {
    const segwit = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
    expect(isSameAddress('bip122', segwit.toUpperCase(), segwit)).toBe(true)
    expect(isSameAddress('bip122:000000000019d6689c085ae165831e93', segwit, segwit.toUpperCase())).toBe(true)
    const legacy = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'
    expect(isSameAddress('bip122', legacy, legacy.toLowerCase())).toBe(false)
  })
})
