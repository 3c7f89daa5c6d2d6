import { encodeAbiParameters, getAddress, hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { ClearSigningError } from './ClearSigningError'
import { CLEAR_SIGNING_LIMITS } from './clearSigningLimits'
import { decodeAbiParameters } from './decodeAbiParameters'

const holder = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const word = (n: bigint) => n.toString(16).padStart(64, '0')
const bytes = (hex: string) => hexToBytes(`0x${hex}`)

describe('decodeAbiParameters', () => {
  it('reads what viem encodes: address checksummed, integers as bigint, bool, bytes32, bytes, string, uint256[]', () => {
    const types = ['address', 'uint256', 'int8', 'bool', 'bytes32', 'bytes', 'string', 'uint256[]'] as const
    const values = [
      holder,
      2n ** 256n - 1n,
      -5,
      true,
      `0x${'ab'.repeat(32)}`,
      '0xdeadbeef',
      'Swap ✓',
      [1n, 2n, 3n],
    ] as const
    const encoded = encodeAbiParameters(
      types.map((type) => ({ type })),
      values as never,
    )
    expect(decodeAbiParameters(types, hexToBytes(encoded))).toEqual([
      getAddress(holder),
      2n ** 256n - 1n,
      -5n,
      true,
      `0x${'ab'.repeat(32)}`,
      '0xdeadbeef',
      'Swap ✓',
      [1n, 2n, 3n],
    ])
  })

  it('refuses an offset or length past the end of the data instead of reading on', () => {
    const offsetPast = decodeAbiParameters(['bytes'], bytes(word(2n ** 200n)))
    expect(offsetPast).toBeInstanceOf(ClearSigningError)
    expect((offsetPast as ClearSigningError).code).toBe('MALFORMED_CALLDATA')
    const lengthPast = decodeAbiParameters(['string'], bytes(word(32n) + word(1000n) + '00'.repeat(32)))
    expect(lengthPast).toBeInstanceOf(ClearSigningError)
  })

  it('refuses an array longer than the cap, even when the data would hold it', () => {
    const items = CLEAR_SIGNING_LIMITS.arrayItems + 1
    const data = bytes(word(32n) + word(BigInt(items)) + word(1n).repeat(items))
    const result = decodeAbiParameters(['uint256[]'], data)
    expect(result).toBeInstanceOf(ClearSigningError)
    expect((result as ClearSigningError).details).toContain('over 256')
  })

  it('refuses data over the byte cap, short data and non-canonical words (dirty address, bool 2, uint8 over 8 bits)', () => {
    expect(
      decodeAbiParameters(['uint256'], new Uint8Array(CLEAR_SIGNING_LIMITS.calldataBytes + 32)),
    ).toBeInstanceOf(ClearSigningError)
    expect(decodeAbiParameters(['uint256', 'uint256'], bytes(word(1n)))).toBeInstanceOf(ClearSigningError)
    expect(decodeAbiParameters(['address'], bytes(`01${'0'.repeat(22)}${holder.slice(2)}`))).toBeInstanceOf(
      ClearSigningError,
    )
    expect(decodeAbiParameters(['bool'], bytes(word(2n)))).toBeInstanceOf(ClearSigningError)
    expect(decodeAbiParameters(['uint8'], bytes(word(256n)))).toBeInstanceOf(ClearSigningError)
  })
})
