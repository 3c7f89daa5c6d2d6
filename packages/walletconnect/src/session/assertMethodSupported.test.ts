import { MethodNotSupportedError, ValidationError, WALLET_ERROR_CODES } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { assertMethodSupported } from './assertMethodSupported'
import type { SessionRecord } from './types'

const session: SessionRecord = {
  topic: 't',
  expiry: 2_000_000_000,
  namespaces: {
    eip155: { chains: ['eip155:1'], accounts: ['eip155:1:0xabc'], methods: ['personal_sign'], events: [] },
    stacks: { chains: ['stacks:1'], accounts: ['stacks:1:SP1'], methods: ['stx_signMessage'], events: [] },
  },
  sessionProperties: {},
}

describe('assertMethodSupported (SPEC §5: only methods the session supports are allowed)', () => {
  it('returns the namespace of an approved method on an approved chain', () => {
    expect(assertMethodSupported(session, 'stacks:1', 'stx_signMessage').accounts).toEqual(['stacks:1:SP1'])
  })

  it('refuses a method the wallet did not approve with the not-supported error (-32601)', () => {
    expect(() => assertMethodSupported(session, 'eip155:1', 'eth_sendTransaction')).toThrow(
      MethodNotSupportedError,
    )
    try {
      assertMethodSupported(session, 'eip155:1', 'eth_sendTransaction')
    } catch (error) {
      expect((error as MethodNotSupportedError).code).toBe(WALLET_ERROR_CODES.methodNotSupported)
      expect((error as MethodNotSupportedError).meta.method).toBe('eth_sendTransaction')
    }
  })

  it("refuses call status the wallet did not approve with SPEC §8's message", () => {
    expect(() => assertMethodSupported(session, 'eip155:1', 'wallet_getCallsStatus')).toThrow(
      'Fetching call status not approved by the wallet.',
    )
  })

  it('refuses a chain or namespace outside the session', () => {
    expect(() => assertMethodSupported(session, 'eip155:10', 'personal_sign')).toThrow(
      MethodNotSupportedError,
    )
    expect(() => assertMethodSupported(session, 'solana:abc', 'solana_signMessage')).toThrow(
      MethodNotSupportedError,
    )
  })

  it('refuses a chain id that is not CAIP-2', () => {
    expect(() => assertMethodSupported(session, 'eip155', 'personal_sign')).toThrow(ValidationError)
  })
})
