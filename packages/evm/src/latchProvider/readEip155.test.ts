import { describe, expect, it } from 'vitest'
import { chainIdOf } from './readEip155'

describe('chainIdOf', () => {
  it('reads the chain id of an eip155 CAIP-2 id', () => {
    expect(chainIdOf('eip155:1')).toBe(1)
    expect(chainIdOf('eip155:31337')).toBe(31337)
  })

  it('is undefined for another namespace, a malformed id or none', () => {
    expect(chainIdOf('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBeUndefined()
    expect(chainIdOf('eip155:0x1')).toBeUndefined()
    expect(chainIdOf('eip155:')).toBeUndefined()
    expect(chainIdOf(undefined)).toBeUndefined()
  })
})
