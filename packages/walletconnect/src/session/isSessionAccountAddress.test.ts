import { describe, expect, it } from 'vitest'
import { isSessionAccountAddress } from './isSessionAccountAddress'

const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'
const BITCOIN_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'

describe('session accounts must be valid addresses of their chain', () => {
  it('checks EIP-55 on eip155, 32-byte keys on solana, the network version on stacks and the prefix on bip122', () => {
    expect(isSessionAccountAddress('eip155:1', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359')).toBe(true)
    expect(isSessionAccountAddress('eip155:1', '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359')).toBe(true)
    expect(isSessionAccountAddress('eip155:1', '0xFB6916095ca1df60bB79Ce92cE3Ea74c37c5d359')).toBe(false)
    expect(isSessionAccountAddress('solana:x', '11111111111111111111111111111111')).toBe(true)
    expect(isSessionAccountAddress('solana:x', '111111111111111111111111111111111')).toBe(false)
    expect(isSessionAccountAddress('stacks:1', 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7')).toBe(true)
    expect(isSessionAccountAddress('stacks:2147483648', 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7')).toBe(
      false,
    )
    expect(isSessionAccountAddress(BITCOIN, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(true)
    expect(isSessionAccountAddress(BITCOIN, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBe(false)
    expect(isSessionAccountAddress(BITCOIN_TESTNET, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(false)
    expect(isSessionAccountAddress(BITCOIN_TESTNET, 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe(true)
    expect(isSessionAccountAddress('polkadot:91b171bb158e2d3848fa23a9f1c25182', '5F3sa2TJ')).toBe(true)
    expect(isSessionAccountAddress('polkadot:91b171bb158e2d3848fa23a9f1c25182', '')).toBe(false)
  })
})
