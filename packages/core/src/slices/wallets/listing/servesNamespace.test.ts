import { describe, expect, it } from 'vitest'
import { servesNamespace } from './servesNamespace'

describe('whether a wallet serves a namespace ("Add wallet" of one family lists only its wallets)', () => {
  it('matches a connector’s namespace and a registry entry’s CAIP-2 chains; no namespace matches all', () => {
    expect(servesNamespace({ chains: ['solana'] }, 'solana')).toBe(true)
    expect(servesNamespace({ chains: ['eip155:1'] }, 'eip155')).toBe(true)
    expect(servesNamespace({ chains: ['eip155:1'] }, 'solana')).toBe(false)
    expect(servesNamespace({ chains: ['stacksx:1'] }, 'stacks')).toBe(false)
    expect(servesNamespace({ chains: [] })).toBe(true)
  })
})
